import type { Kysely } from 'kysely';
import type { TProgressResponse } from '@portal/contract';
import { isoInZone, localNow, monthlyAttendance, monthlyHomeworkOnTime, scoreTrend, weakestTopics, type QuestionLine, type TestResultFacts } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { assertUser, type SessionContext } from '../../session-context.ts';
import type { PanelRecordsService } from '../exam-panel/panel-records.service.ts';
import { examLearner } from './exam-learner.ts';
import { academicYearDays, attendanceMarks, homeworkDue, publishedAttempts, questionTopics } from './progress.repository.ts';

/** The institute's calendar day of an instant. */
const dayIn = (at: Date | string, timeZone: string) => localNow(new Date(at), timeZone).date;

/**
 * The learner's progress over time (issue 15, decision 048): the score and percentile of each
 * published test (the latest finished attempt, as the report's -1), the weakest topics over those
 * tests, attendance and homework on time by month within the session's academic year (the months
 * the year selector names; every year without one). Every figure is the domain's; only published
 * results are read. For the session's learner only (a parent's chosen child): another user id is
 * 404, as every id a session cannot reach.
 */
export function createProgressService(db: Kysely<DB>, clock: Clock, records: PanelRecordsService) {
  return {
    async progress(session: SessionContext, userId: number): Promise<TProgressResponse> {
      assertUser(session, userId);
      const learner = examLearner(session);
      const tz = session.timeZone;
      const attempts = await publishedAttempts(db, learner.userId);
      // Newest attempt first within a test: keep the first of each.
      const latest = attempts.filter((a, i) => i === 0 || attempts[i - 1]!.test_id !== a.test_id);
      const results: (TestResultFacts & { label_id: number | null; test_type_id: number })[] = [];
      const lines: { questionId: number; outcome: QuestionLine['outcome'] }[] = [];
      for (const attempt of latest) {
        const result = await records.scoredResult(attempt.test_id, attempt);
        if (!result) continue; // finished but not scored: no result to show yet
        const { test, content, facts } = result;
        const ended = attempt.finished_at ?? attempt.deadline;
        results.push({
          test_id: test.id,
          test_name: test.test_name,
          ended_at: isoInZone(new Date(ended), tz),
          published: true,
          score: Number(facts.own.score),
          total: content.totalMarks,
          rank: facts.standing.rank,
          students: facts.standing.total,
          label_id: attempt.label_id,
          test_type_id: test.test_type_id,
        });
        for (const q of facts.scored.questions) lines.push({ questionId: Number(q.id), outcome: q.outcome });
      }
      const topics = new Map((await questionTopics(db, [...new Set(lines.map((l) => l.questionId))])).map((q) => [q.id, q.topic_name]));
      const byTest = new Map(results.map((r) => [r.test_id, r]));
      const scores = scoreTrend(results).map((p) => ({
        test_id: p.testId,
        test_name: p.name,
        label_id: byTest.get(p.testId)!.label_id,
        test_type_id: byTest.get(p.testId)!.test_type_id,
        ended_at: p.endedAt,
        percent: p.percent,
        percentile: p.percentile,
      }));
      const studentId = session.studentId;
      const [marks, homework, year] = await Promise.all([
        studentId === null ? [] : attendanceMarks(db, studentId),
        studentId === null ? [] : homeworkDue(db, studentId),
        session.academicYearId === null ? undefined : academicYearDays(db, session.academicYearId, session.instituteId),
      ]);
      const inYear = (day: string) => !year || (day >= String(year.start_date).slice(0, 10) && day <= String(year.end_date).slice(0, 10));
      const days = marks.map((m) => ({ date: String(m.date).slice(0, 10), status: m.status })).filter((m) => inYear(m.date));
      const due = homework.map((h) => ({ due: dayIn(h.end_at, tz), submittedOn: h.submitted_at ? dayIn(h.submitted_at, tz) : null })).filter((h) => inYear(h.due));
      return {
        scores,
        topics: weakestTopics(lines.map((l) => ({ topic: topics.get(l.questionId) ?? null, outcome: l.outcome, published: true }))),
        attendance: monthlyAttendance(days),
        homework: monthlyHomeworkOnTime(due, dayIn(clock.now(), tz)),
      };
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
