import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeFeedsOf } from '../calendar-feed/calendar-feed.repository.ts';
import { findLiveResets, setPasswordHash, spendReset, type LiveReset } from './password.repository.ts';

/**
 * The temporary password's characters: letters and digits without the look-alikes 0/O/o, 1/l/I,
 * so a person can copy it from an SMS (56 characters: about 5.8 bits each).
 */
export const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** 10 characters, about 58 bits: far beyond guessing within its life and the login rate limit. */
export const TEMPORARY_PASSWORD_LENGTH = 10;
/** A temporary password expires 30 minutes after it was sent (decision 022). */
export const TEMPORARY_PASSWORD_LIFETIME_MS = 30 * 60_000;

/** A new temporary password from the CSPRNG, each character uniform over the alphabet. */
export function generateTemporaryPassword(): string {
  let out = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) {
    out += TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)];
  }
  return out;
}

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
