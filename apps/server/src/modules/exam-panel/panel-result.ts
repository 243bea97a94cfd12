import type { Kysely } from 'kysely';
import type { TPanelResult } from '@portal/contract';
import { attemptStanding, roundMarks, scoreAttempt, subjectDistribution } from '@portal/domain';
import type { DB } from '../../db/types.ts';
import { attemptAnswers } from './answers.repository.ts';
import { responsesOf } from './attempt-finish.ts';
import type { AttemptRow, TestRow } from './attempt.repository.ts';
import { launchRefused } from './panel-errors.ts';
import type { TestContent } from './test-content.ts';

/** Every scored attempt of a test in the order they finished: the standing's pool (exam_attempt_user_idx is per learner; a test's attempts are few hundred). */
function scoredAttempts(db: Kysely<DB>, testId: number) {
  return db
    .selectFrom('exam_attempt')
    .select(['id', 'user_id', 'score', 'time_taken_seconds', 'right_count', 'partial_count', 'wrong_count', 'left_count'])
    .where('test_id', '=', testId)
    .where('status', '<>', 'in_progress')
    .where('scored_at', 'is not', null)
    .orderBy('finished_at')
    .orderBy('id')
    .execute();
}

/**
 * What a finished, scored attempt's result is made of: its stored row (marks and counts), where it
 * stands (attemptStanding: rank, percentile, topper, averages), its saved answers and each
 * question scored again from them by the same rules. The panel's result and the report
 * (API-EXAM-10) are both written from these. The caller checks that results are published
 * (canvas-lms #1020: only released grades leave the server).
 */
export async function resultFacts(db: Kysely<DB>, content: TestContent, test: TestRow, attempt: AttemptRow) {
  const [pool, answers] = await Promise.all([scoredAttempts(db, test.id), attemptAnswers(db, attempt.id)]);
  const standingInput = pool.map((a) => {
    const right = (a.right_count ?? 0) + (a.partial_count ?? 0);
    const wrong = a.wrong_count ?? 0;
    return { id: a.id, learner: a.user_id, marks: Number(a.score), timeTaken: a.time_taken_seconds ?? 0, right, wrong, attempted: right + wrong };
  });
  const standing = attemptStanding(standingInput, attempt.id);
  const own = pool.find((a) => a.id === attempt.id);
  // Every attempt is scored as it ends; one that is not (data from elsewhere) has no result yet.
  if (!standing || !own) throw launchRefused('result-pending');
  const scored = scoreAttempt(content.scorable, responsesOf(answers));
  const timeMs = Object.fromEntries(answers.map((a) => [String(a.question_id), a.time_spent_ms]));
  return { own, standing, answers, scored, subjects: subjectDistribution(scored.questions, timeMs) };
}
export type ResultFacts = Awaited<ReturnType<typeof resultFacts>>;

/**
 * The result of a finished, scored attempt (decision 040), as the panel reads it. The key and
 * solution of each question only when the test lets solutions be seen.
 */
export async function attemptResult(db: Kysely<DB>, content: TestContent, test: TestRow, attempt: AttemptRow): Promise<TPanelResult> {
  const { own, standing, scored, subjects } = await resultFacts(db, content, test, attempt);
  const solutions = test.is_download_solution;
  return {
    attempt_id: attempt.id,
    marks: Number(own.score),
    max_marks: content.totalMarks,
    right: own.right_count ?? 0,
    partial: own.partial_count ?? 0,
    wrong: own.wrong_count ?? 0,
    left: own.left_count ?? scored.left,
    attempted: (own.right_count ?? 0) + (own.partial_count ?? 0) + (own.wrong_count ?? 0),
    time_taken_seconds: own.time_taken_seconds ?? 0,
    rank: standing.rank,
    total_students: standing.total,
    percentile: standing.percentile,
    topper: { marks: standing.topper.marks, time_taken_seconds: standing.topper.timeTaken },
    average: standing.average,
    subjects: subjects.map((s) => ({
      subject: s.subject,
      marks: s.score,
      time_ms: s.timeMs,
      right: s.right,
      partial: s.partial,
      wrong: s.wrong,
      left: s.left,
      right_marks: s.rightMarks,
      wrong_marks: s.wrongMarks,
    })),
    questions: scored.questions.map((q) => {
      const id = Number(q.id);
      const shown = solutions ? content.solutions.get(id) : undefined;
      return { question_id: id, outcome: q.outcome, marks: roundMarks(q.score), ...(shown ? { key: shown.key, solution_html: shown.solution_html } : {}) };
    }),
  };
}
