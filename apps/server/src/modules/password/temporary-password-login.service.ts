import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeFeedsOf } from '../calendar-feed/calendar-feed.service.ts';
import { carryPendingReset, findLiveResets, setPasswordHash, spendReset, type LiveReset } from './password.repository.ts';

// What the login does with forgot password's temporary passwords (decision 022): the login is
// auth's, the temporary passwords are this module's, so auth reaches them only through here.

export type { LiveReset };

/** A login that matched a temporary password lost a race: another login spent it first. */
export class TemporaryPasswordSpent extends Error {
  constructor() {
    super('temporary password already used');
    this.name = 'TemporaryPasswordSpent';
  }
}

/** The live temporary password of each of these accounts (the newest unexpired unused one). */
export async function liveTemporaryPasswords(db: Kysely<DB>, userIds: number[], now: Date): Promise<Map<number, LiveReset>> {
  return new Map((await findLiveResets(db, userIds, now)).map((r) => [r.user_id, r]));
}

/**
 * What a login that matched a temporary password does inside the transaction that opens its
 * session (decision 022): spend the temporary password (once: a second login with it fails),
 * record the session it opened (that session's change password takes it as the existing
 * password), and replace the stored hash with the hash of a random secret nobody holds, so the
 * old password stops working too. The hash is made before the transaction, which must not wait
 * on argon2. Throws TemporaryPasswordSpent when another login spent it first (rolls back).
 */
export async function spendAlongsideSession(reset: LiveReset, now: Date) {
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  return async (trx: Kysely<DB>, sessionId: string): Promise<void> => {
    if (!(await spendReset(trx, reset.id, sessionId, now))) throw new TemporaryPasswordSpent();
    await setPasswordHash(trx, reset.user_id, unusable);
    // The password is replaced: the account's calendar feeds end as with a change (decision 029).
    await revokeFeedsOf(trx, reset.user_id, now);
  };
}

/**
 * What a parent's re-sent choice does inside the transaction that opens the chosen child's
 * session: it takes over the temporary password the first answer's session was opened with, so
 * the new session still asks for a new password (decision 028).
 */
export function carryAlongsideSession(firstAnswerSessionId: string) {
  return (trx: Kysely<DB>, sessionId: string): Promise<void> => carryPendingReset(trx, firstAnswerSessionId, sessionId);
}
