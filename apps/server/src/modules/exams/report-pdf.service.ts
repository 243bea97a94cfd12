import type { Kysely } from 'kysely';
import { htmlToText, hoursMinutesSeconds, marksText as marks, optionLetter, texInHtml, wholeMinutes } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import type { SessionContext } from '../../session-context.ts';
import { renderScoreCardPdf, renderSolutionsPdf, type ReportPdfHeading } from './report-pdf.ts';
import { findReportHeading } from './report-pdf.repository.ts';
import type { TestReportService } from './test-report.service.ts';

/** HTML with TeX as one line of readable text (the PDF has no HTML): formulas as Unicode. */
const text = (html: string | null | undefined) => htmlToText(texInHtml(html ?? '', 'plain')).replace(/\s+/g, ' ').trim();

/**
 * The report's two PDFs (decision 047): the score card (REPORT-DETAIL-4's page, printable) and the
 * solutions [REPORT-SUM-10/11] (each question, the learner's and the correct answer, the score and
 * the solution), for the same learner and with the same refusals as the report (API-EXAM-10);
 * the solutions only where the test lets them be downloaded (404 otherwise, as for a test the
 * learner cannot reach).
 */
export function createReportPdfService(db: Kysely<DB>, reports: TestReportService, clock: Clock) {
  async function heading(session: SessionContext, testName: string): Promise<ReportPdfHeading> {
    const row = await findReportHeading(db, session.userId, session.instituteId);
    if (!row) throw notFound();
    return { institute: row.institute, learner: row.name, learnerId: row.display_id, testName };
  }
  return {
    async scoreCard(session: SessionContext, ids: string, testId: number, attemptId: number): Promise<{ fileName: string; pdf: Buffer }> {
      const { report } = await reports.load(session, ids, testId, attemptId);
      const r = report.test_report;
      const time = hoursMinutesSeconds(r.total_attempted_time / 1000);
      const figures: [string, string][] = [
        ['Rank', `${r.rank} of ${r.total_students}`],
        ['Marks', `${marks(r.total_score)} / ${marks(r.total_marks)}`],
        ['Percentile', r.percentile.toFixed(2)],
        ['Correct', String(r.right_ques_count)],
        ['Incorrect', String(r.wrong_ques_count)],
        ['Not attempted', String(r.left_ques_count)],
        ['Total time', `${time.hours} h ${time.minutes} min ${time.seconds} s`],
      ];
      const subjects = report.subject_wise_distribution.map((s) => ({
        name: s.subject_name,
        score: marks(s.total_score),
        right: s.right_ques_count,
        wrong: s.wrong_ques_count,
        left: s.left_ques_count,
        minutes: wholeMinutes(s.total_attempted_time),
      }));
      const pdf = await renderScoreCardPdf({ ...(await heading(session, r.test_name)), figures, subjects }, { title: 'Score card', subjects: 'Subjects' }, clock.now());
      return { fileName: `score-card-${testId}.pdf`, pdf };
    },

    async solutions(session: SessionContext, ids: string, testId: number, attemptId: number): Promise<{ fileName: string; pdf: Buffer }> {
      const { test, content, report } = await reports.load(session, ids, testId, attemptId);
      if (!test.is_download_solution) throw notFound('The solutions of this test are not available.');
      const byId = new Map(content.questions.map((q) => [q.question_id, q]));
      const questions = report.question_wise_distribution.map((line) => {
        const q = byId.get(line.question_id);
        const options = (q?.options.choices ?? q?.options.left ?? []).map((o, i): [string, string] => [optionLetter(i, q?.ques_type ?? 1) ?? String(i + 1), text(o.html)]);
        return {
          n: line.question_order,
          stem: text(q?.stem_html),
          options,
          yours: line.student_answer,
          correct: line.correct_answer ?? '',
          score: marks(line.total_score),
          solution: text(content.solutions.get(line.question_id)?.solution_html) || null,
        };
      });
      const pdf = await renderSolutionsPdf({ ...(await heading(session, test.test_name)), questions }, clock.now());
      return { fileName: `solutions-${testId}.pdf`, pdf };
    },
  };
}
export type ReportPdfService = ReturnType<typeof createReportPdfService>;
