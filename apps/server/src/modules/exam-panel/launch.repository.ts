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

/** A launch token as spent: whose, for which test, to do what (and which attempt to review). */
export type SpentLaunch = { user_id: number; test_id: number; mode: PanelMode; attempt_id: number | null; expires_at: Date };

/** Whose a token is, when it was ever issued (a replay is not a guess). */
export async function launchOwner(db: Kysely<DB>, tokenHash: string): Promise<number | undefined> {
  return (await db.selectFrom('exam_launch').select('user_id').where('token_hash', '=', tokenHash).executeTakeFirst())?.user_id;
}
