import type { Kysely } from 'kysely';
import type { TPanelSavedAnswer } from '@portal/contract';
import { scoreAttempt, type QuestionResponse } from '@portal/domain';
import type { DB } from '../../db/types.ts';
import { scoredAttemptColumns } from './attempt-score-columns.ts';
import type { TestContent } from './test-content.ts';

/** Saved answers as the domain scores them, by question id. */
export function responsesOf(rows: readonly Pick<TPanelSavedAnswer, 'question_id' | 'answer' | 'marked_for_review'>[]): Record<string, QuestionResponse> {
  return Object.fromEntries(rows.map((r) => [String(r.question_id), { answer: r.answer, marked_for_review: r.marked_for_review }]));
}

/**
 * Ends an in-progress attempt and scores it, in one transaction (decision 040): the conditional
 * update (status still in_progress) lets exactly one of a submit, the sweep and a lazy close
 * end and score it; the others find nothing to do (false). The update waits for a save holding
 * the row, and the answers are read after it, so every acknowledged save is scored. Marks are
 * the domain's: exact fractions added, rounded once (decision 035). `content` is the attempt's
 * test's, read before the transaction (PGlite runs a transaction alone).
 */
export function finishAttempt(
  db: Kysely<DB>,
  content: TestContent,
  attemptId: number,
  end: { status: 'submitted' | 'expired'; finishedAt: Date; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('exam_attempt')
      .set({ status: end.status, finished_at: end.finishedAt })
      .where('id', '=', attemptId)
      .where('status', '=', 'in_progress')
      .returning(['started_at'])
      .executeTakeFirst();
    if (!ended) return false;
    const answers = await trx.selectFrom('exam_answer').select(['question_id', 'answer', 'marked_for_review']).where('attempt_id', '=', attemptId).execute();
    const score = scoreAttempt(content.scorable, responsesOf(answers));
    await trx
      .updateTable('exam_attempt')
      .set(scoredAttemptColumns(score, { started: ended.started_at, finished: end.finishedAt, scored: end.now }))
      .where('id', '=', attemptId)
      .execute();
    return true;
  });
}
