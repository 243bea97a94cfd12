import { sql, type Kysely } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { DB } from '../../db/types.ts';
import type { PanelMode } from '../../db/types-exam-panel.ts';

export type NewLaunch = {
  tokenHash: string;
  userId: number;
  sessionId: string;
  testId: number;
  mode: PanelMode;
  attemptId: number | null;
  now: Date;
  expiresAt: Date;
};

/**
 * The launch insert, compiled once, committed without waiting for the disk (decision 049): a
 * launch token holds nothing of the learner's (a token lost to a crash in the next fraction of a
 * second is one more click on Start), and the wait for the WAL's flush was the launch's longest
 * step, and its exposure to a busy disk, on issue 13's bench. set_config(..., true) lasts for this
 * statement's own transaction; the answers and the attempt keep synchronous commits.
 */
const launchInsert = reusableQuery(
  (_db: Kysely<DB>, l: NewLaunch) => sql`
    insert into exam_launch (token_hash, user_id, session_id, test_id, mode, attempt_id, created_at, expires_at)
    select ${l.tokenHash}::text, ${l.userId}::int, ${l.sessionId}::uuid, ${l.testId}::int, ${l.mode}::text, ${l.attemptId}::int,
           ${l.now}::timestamptz, ${l.expiresAt}::timestamptz
      from (select set_config('synchronous_commit', 'off', true)) as without_waiting_for_the_disk`,
);

export async function insertLaunch(db: Kysely<DB>, l: NewLaunch): Promise<void> {
  await launchInsert.rows(db, l);
}

/** A launch token as spent: whose, for which test, to do what (and which attempt to review). */
export type SpentLaunch = { user_id: number; test_id: number; mode: PanelMode; attempt_id: number | null; expires_at: Date };

/** Whose a token is, when it was ever issued (a replay is not a guess). */
export async function launchOwner(db: Kysely<DB>, tokenHash: string): Promise<number | undefined> {
  return (await db.selectFrom('exam_launch').select('user_id').where('token_hash', '=', tokenHash).executeTakeFirst())?.user_id;
}
