import { sql, type Kysely } from 'kysely';
import type { Answer } from '@portal/domain/exam/question-types';
import type { DB } from '../../db/types.ts';

export type AnswerSave = {
  attemptId: number;
  questionId: number;
  /** null clears the answer. */
  answer: Answer | null;
  seq: number;
  savedAt: Date;
  markedForReview: boolean;
  timeSpentMs: number;
};

/**
 * The hot path of the test panel (decision 037): one upsert on exam_answer's primary key. A
 * save whose seq is not above the stored one (a replay, a late retry) changes nothing, so an
 * older answer never overwrites a newer one; true when this save is now the stored one.
 */
export async function upsertAnswer(db: Kysely<DB>, save: AnswerSave): Promise<boolean> {
  const row = {
    attempt_id: save.attemptId,
    question_id: save.questionId,
    answer: save.answer === null ? null : JSON.stringify(save.answer),
    seq: save.seq,
    saved_at: save.savedAt,
    marked_for_review: save.markedForReview,
    time_spent_ms: save.timeSpentMs,
  };
  const result = await db
    .insertInto('exam_answer')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['attempt_id', 'question_id'])
        .doUpdateSet({
          answer: sql`excluded.answer`,
          seq: sql`excluded.seq`,
          saved_at: sql`excluded.saved_at`,
          marked_for_review: sql`excluded.marked_for_review`,
          time_spent_ms: sql`excluded.time_spent_ms`,
        })
        .where('exam_answer.seq', '<', sql<number>`excluded.seq`),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}
