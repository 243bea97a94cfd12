import type { TTestReportResponse } from '@portal/contract';
import { answerText, keyText, roundMarks, type KeyWithoutMarks, type QuestionOutcome } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import { notFound } from '../../http-error.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { SessionContext } from '../../session-context.ts';
import type { AttemptRow, PanelRecordsService, ResultFacts, TestContent, TestRow } from '../exam-panel/panel-records.service.ts';
import { examLearner } from './exam-learner.ts';

const IS_CORRECT: Readonly<Record<QuestionOutcome, 0 | 1 | 2 | null>> = { right: 1, wrong: 0, partial: 2, unattempted: null };
const ms = (seconds: number) => Math.round(seconds * 1000);

/** The spec's report fields [REPORT-SUM-13..15] [REPORT-CMP-2] from the result's facts; times in milliseconds (decision 044). */
function toReport(facts: ResultFacts, content: TestContent, test: TestRow): TTestReportResponse {
  const solutions = Boolean(test.is_download_solution);
  const { own, standing, answers, scored, subjects } = facts;
  const questions = new Map(content.questions.map((q) => [q.question_id, q]));
  const answerOf = new Map(answers.map((a) => [a.question_id, a.answer ?? null]));
  const right = (own.right_count ?? 0) + (own.partial_count ?? 0);
  return {
    test_report: {
      rank: standing.rank,
      total_score: Number(own.score),
      total_marks: content.totalMarks,
      total_students: standing.total,
      right_ques_count: right,
      wrong_ques_count: own.wrong_count ?? 0,
      left_ques_count: own.left_count ?? scored.left,
      total_attempted_time: ms(own.time_taken_seconds ?? 0),
      partial_ques_count: own.partial_count ?? 0,
      percentile: standing.percentile,
      attempt_id: own.id,
      test_name: test.test_name,
      test_type_id: test.test_type_id,
      is_download_solution: solutions ? 1 : 0,
    },
    subject_wise_distribution: subjects.map((s) => ({
      subject_name: s.subject,
      total_score: s.score,
      total_attempted_time: s.timeMs,
      right_ques_count: s.right + s.partial,
      wrong_ques_count: s.wrong,
      left_ques_count: s.left,
      right_ques_marks: s.rightMarks,
      wrong_ques_marks: s.wrongMarks,
    })),
    question_wise_distribution: scored.questions.map((r) => {
      const id = Number(r.id);
      const q = questions.get(id);
      const key = solutions ? content.solutions.get(id)?.key : undefined;
      return {
        question_order: q?.position ?? 0,
        question_id: id,
        is_correct: IS_CORRECT[r.outcome],
        student_answer: answerText(answerOf.get(id) ?? null, q?.options ?? {}),
        correct_answer: key ? keyText(key as KeyWithoutMarks, q?.options ?? {}) : null,
        ques_type: q?.ques_type ?? 0,
        total_score: roundMarks(r.score),
      };
    }),
    topper_report: {
      marks_obtained: standing.topper.marks,
      maximum_marks: content.totalMarks,
      total_correct_que: standing.topper.right,
      total_incorrect_que: standing.topper.wrong,
      total_attempted: standing.topper.attempted,
      total_time_taken: ms(standing.topper.timeTaken),
    },
    average_report: { ...standing.average, time_taken: ms(standing.average.time_taken) },
  };
}

/**
 * How long a report, once made, is handed out again for the same attempt (decision 059): what
 * it shows of the attempt itself does not change once finished, and its standing (rank,
 * percentile, topper, average) moves as others finish, which nobody can tell apart from a few
 * seconds earlier. The attempt and whether it is the learner's are read fresh on every call.
 */
export const REPORT_KEEP_MS = 10_000;
/** Reports kept per process: a few kilobytes each. */
const MAX_KEPT = 2_000;

type LoadedReport = { test: TestRow; content: TestContent; report: TTestReportResponse };

/**
 * The report of one test [API-EXAM-10] [REPORT-DETAIL-6]: for the session's learner (a parent's
 * chosen child), named in the path by account and user id (another's is 404); of their latest
 * finished attempt (-1) or the one named; only once the institute has published the results
 * (409 with the message the client toasts, never the 403 that logs out).
 */
export function createTestReportService(clock: Clock, records: PanelRecordsService) {
  const kept = createTtlCache<number, LoadedReport>(clock, REPORT_KEEP_MS, MAX_KEPT);

  /**
   * The report of a finished attempt of the learner's: made, or kept from a few seconds ago. A
   * refusal is not kept: results published a moment later show at the next call.
   */
  function reportOf(testId: number, attempt: AttemptRow): Promise<LoadedReport> {
    return kept.get(attempt.id, async () => {
      const { test, content, facts } = await records.publishedResult(testId, attempt);
      return { test, content, report: toReport(facts, content, test) };
    });
  }

  /** The test, its content and the report of the learner's attempt, or the refusal the report call answers. */
  async function load(session: SessionContext, ids: string, testId: number, attemptId: number): Promise<LoadedReport> {
    const learner = examLearner(session);
    const [accountId, userId] = ids.split(':').map(Number);
    if (accountId !== learner.accountId || userId !== learner.userId) throw notFound();
    const finished = await records.finishedAttempts(testId, learner.userId);
    const attempt = attemptId === -1 ? finished[0] : finished.find((a) => a.id === attemptId);
    if (!attempt) throw notFound();
    return reportOf(testId, attempt);
  }
  return {
    load,
    async report(session: SessionContext, ids: string, testId: number, attemptId: number): Promise<TTestReportResponse> {
      return (await load(session, ids, testId, attemptId)).report;
    },
  };
}
export type TestReportService = ReturnType<typeof createTestReportService>;
