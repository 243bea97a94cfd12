import { sql, type Kysely } from 'kysely';
import type { TPanelSaveItem, TPanelSavedAnswer } from '@portal/contract';
import type { DB } from '../../db/types.ts';

// A panel answer is the contract's shape from the wire to the column (decision 073): exam_answer's
// columns carry the wire's names, so the rows read here are TPanelSavedAnswer as they are, and the
// items saved are written column by column in upsertAnswers, the one place they meet the table.

/** `newer`: the answers the server holds that the device did not send (decision 070): the panel shows them. */
export type SaveOutcome = { open: boolean; saved: { question_id: number; seq: number }[]; newer: TPanelSavedAnswer[] };

/**
 * Saves a batch in one statement (decision 040). It holds the attempt row FOR SHARE while the
 * attempt is in progress, so a submit or the sweep (which update that row) either waits for the
 * save and scores it, or ends the attempt first and the save writes nothing (`open` false). Each
 * answer is upserted only over a lower seq: a replay or a late retry never overwrites a newer
 * answer, and concurrent saves of one question end with the highest seq (the conflict's update
 * re-reads the latest row). Each question is acknowledged with the higher of the seq sent and
 * the one held before. `writes` must name each question once.
 *
 * `newer` (decision 070): where the held change outranks the one sent (another device's, made
 * later), the answer that stands; and with `sinceMs`, every other answer of the attempt saved
 * after it (another device answered), so the device shows what the server holds.
 */
export async function upsertAnswers(db: Kysely<DB>, attemptId: number, writes: readonly TPanelSaveItem[], now: Date, sinceMs?: number): Promise<SaveOutcome> {
  // Unsent review mark: not marked; unsent time: the time held stays (greatest), a new row has 0.
  const values = sql.join(
    writes.map(
      (w) =>
        sql`(${w.question_id}::integer, ${w.answer === null ? null : JSON.stringify(w.answer)}::jsonb, ${w.seq}::integer, ${w.marked_for_review ?? false}::boolean, ${w.time_spent_ms ?? null}::integer)`,
    ),
  );
  const since = sinceMs === undefined ? sql`` : sql`
    union all
    select 'newer', o.question_id, o.seq, null, true, o.answer, o.marked_for_review, o.time_spent_ms
    from exam_answer o
    where o.attempt_id = ${attemptId} and o.saved_at > ${new Date(sinceMs)}::timestamptz
      and o.question_id not in (select question_id from sent)`;
  const result = await sql<{ kind: 'ack' | 'newer'; question_id: number; seq: number; open: boolean | null; overtaken: boolean | null; answer: TPanelSavedAnswer['answer']; marked_for_review: boolean | null; time_spent_ms: number | null }>`
    with open_attempt as (
      select id from exam_attempt where id = ${attemptId} and status = 'in_progress' for share
    ), sent (question_id, answer, seq, marked_for_review, time_spent_ms) as (values ${values}
    ), written as (
      -- Runs to completion though nothing reads it; the selects below see the rows as they were
      -- before it (one snapshot), so a question it wrote is acknowledged with the seq sent.
      insert into exam_answer as ea (attempt_id, question_id, answer, seq, saved_at, marked_for_review, time_spent_ms)
      select o.id, s.question_id, s.answer, s.seq, ${now}::timestamptz, s.marked_for_review, coalesce(s.time_spent_ms, 0)
      from open_attempt o cross join sent s
      on conflict (attempt_id, question_id) do update
        set answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at,
            marked_for_review = excluded.marked_for_review,
            time_spent_ms = greatest(ea.time_spent_ms, excluded.time_spent_ms)
        where ea.seq < excluded.seq
    )
    -- One row per question sent: the seq now held, and where the held change outranks the one
    -- sent, that change (read by the same index probe as its seq).
    select 'ack' as kind, s.question_id, greatest(s.seq, held.seq) as seq, exists (select 1 from open_attempt) as open,
      held.seq > s.seq as overtaken, held.answer, held.marked_for_review, held.time_spent_ms
    from sent s
    left join exam_answer held on held.attempt_id = ${attemptId} and held.question_id = s.question_id
    ${since}
  `.execute(db);
  const acks = result.rows.filter((r) => r.kind === 'ack');
  return {
    open: acks[0]?.open ?? false,
    saved: acks.map((r) => ({ question_id: r.question_id, seq: Number(r.seq) })),
    newer: result.rows.filter((r) => r.overtaken === true).map(newerOf),
  };
}

const newerOf = (r: { question_id: number; seq: number; answer: TPanelSavedAnswer['answer']; marked_for_review: boolean | null; time_spent_ms: number | null }): TPanelSavedAnswer => ({
  question_id: r.question_id,
  answer: r.answer ?? null,
  marked_for_review: r.marked_for_review ?? false,
  seq: Number(r.seq),
  time_spent_ms: r.time_spent_ms ?? 0,
});

/** The attempt's answers saved after `sinceMs` (GET .../time?since_ms=, decision 070). */
export async function answersSavedSince(db: Kysely<DB>, attemptId: number, sinceMs: number): Promise<TPanelSavedAnswer[]> {
  const rows = await db
    .selectFrom('exam_answer')
    .select(['question_id', 'seq', 'answer', 'marked_for_review', 'time_spent_ms'])
    .where('attempt_id', '=', attemptId)
    .where('saved_at', '>', new Date(sinceMs))
    .orderBy('question_id')
    .execute();
  return rows.map(newerOf);
}

/** The last moment, up to `upTo`, the server took a change of this attempt (any device), if any. */
export async function lastSavedAt(db: Kysely<DB>, attemptId: number, upTo: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('exam_answer')
    .select((eb) => eb.fn.max('saved_at').as('last'))
    .where('attempt_id', '=', attemptId)
    .where('saved_at', '<=', upTo)
    .executeTakeFirst();
  return row?.last ? new Date(row.last as Date | string) : null;
}

/** The seqs held for some questions of an attempt. */
export async function heldSeqs(db: Kysely<DB>, attemptId: number, questionIds: number[]): Promise<Map<number, number>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('exam_answer')
    .select(['question_id', 'seq'])
    .where('attempt_id', '=', attemptId)
    .where('question_id', 'in', questionIds)
    .execute();
  return new Map(rows.map((r) => [r.question_id, r.seq]));
}

/** Every saved answer of an attempt (the primary key's prefix). */
export function attemptAnswers(db: Kysely<DB>, attemptId: number): Promise<TPanelSavedAnswer[]> {
  return db
    .selectFrom('exam_answer')
    .select(['question_id', 'answer', 'marked_for_review', 'seq', 'time_spent_ms'])
    .where('attempt_id', '=', attemptId)
    .orderBy('question_id')
    .execute();
}

/** The learner's bookmarks among some questions. */
export async function bookmarkedAmong(db: Kysely<DB>, userId: number, questionIds: number[]): Promise<number[]> {
  if (questionIds.length === 0) return [];
  const rows = await db
    .selectFrom('exam_bookmark')
    .select('question_id')
    .where('user_id', '=', userId)
    .where('question_id', 'in', questionIds)
    .orderBy('question_id')
    .execute();
  return rows.map((r) => r.question_id);
}

export async function addBookmark(db: Kysely<DB>, row: { userId: number; questionId: number; testId: number; attemptId: number; now: Date }): Promise<void> {
  await db
    .insertInto('exam_bookmark')
    .values({ user_id: row.userId, question_id: row.questionId, test_id: row.testId, attempt_id: row.attemptId, created_at: row.now })
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
    .execute();
}

/** Removes one bookmark of the learner (the panel's and API-EXAM-4's); true when there was one. */
export async function removeBookmark(db: Kysely<DB>, userId: number, questionId: number): Promise<boolean> {
  const r = await db.deleteFrom('exam_bookmark').where('user_id', '=', userId).where('question_id', '=', questionId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
