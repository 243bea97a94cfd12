import type { Kysely } from 'kysely';
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

export async function insertLaunch(db: Kysely<DB>, l: NewLaunch): Promise<void> {
  await db
    .insertInto('exam_launch')
    .values({
      token_hash: l.tokenHash,
      user_id: l.userId,
      session_id: l.sessionId,
      test_id: l.testId,
      mode: l.mode,
      attempt_id: l.attemptId,
      created_at: l.now,
      expires_at: l.expiresAt,
    })
    .execute();
}

/**
 * Spends a launch token of `userId`: one statement marks it used only if it was not, so two
 * presentations racing each other get it once. Returns what it opens (the caller checks its
 * expiry: an expired token is spent too), or nothing when it is unknown, used, or another's.
 */
export function spendLaunch(db: Kysely<DB>, tokenHash: string, userId: number, now: Date) {
  return db
    .updateTable('exam_launch')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .returning(['user_id', 'test_id', 'mode', 'attempt_id', 'expires_at'])
    .executeTakeFirst();
}
export type SpentLaunch = NonNullable<Awaited<ReturnType<typeof spendLaunch>>>;

/** Whose a token is, when it was ever issued (a replay is not a guess). */
export async function launchOwner(db: Kysely<DB>, tokenHash: string): Promise<number | undefined> {
  return (await db.selectFrom('exam_launch').select('user_id').where('token_hash', '=', tokenHash).executeTakeFirst())?.user_id;
}
