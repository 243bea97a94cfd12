import type { Updateable } from 'kysely';
import type { AttemptScore } from '@portal/domain/exam/attempt-score';
import type { ExamAttemptTable } from '../../db/types-exams.ts';

/**
 * What an ended attempt stores of its score (decision 035, decision 040): the domain's marks and
 * counts, the whole seconds from start to finish, and when it was scored. Written where an
 * attempt ends (finishAttempt) and by the demo seed, which stores attempts already ended: one
 * shape for both, so the results and reports read seeded and sat attempts alike.
 */
export function scoredAttemptColumns(score: AttemptScore, at: { started: Date; finished: Date; scored: Date }) {
  return {
    score: score.marks,
    max_marks: score.maxMarks,
    right_count: score.right,
    partial_count: score.partial,
    wrong_count: score.wrong,
    left_count: score.left,
    time_taken_seconds: Math.max(0, Math.round((at.finished.getTime() - at.started.getTime()) / 1000)),
    scored_at: at.scored,
  } satisfies Updateable<ExamAttemptTable>;
}
