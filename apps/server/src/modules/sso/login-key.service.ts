import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findLiveLoginKey, spendLoginKey } from './sso.repository.ts';

/**
 * The one-time login key of a single sign-on exchange, as the login call uses it in place of a
 * password (decision 018). Only the key's SHA-256 is stored, as for session tokens.
 */
export function createLoginKeys(db: Kysely<DB>) {
  return {
    /** The account and institute a key is bound to, while it is unspent and unexpired. */
    owner(key: string, now: Date) {
      return findLiveLoginKey(db, hashToken(key), now);
    },
    /** Spends the key; false when it was spent or expired since owner() (a race lost). */
    spend(key: string, now: Date): Promise<boolean> {
      return spendLoginKey(db, hashToken(key), now);
    },
  };
}

export type LoginKeys = ReturnType<typeof createLoginKeys>;
