import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The institute's link-signing secret, if it has one. */
export function findIssuerSecret(db: Kysely<DB>, instituteId: number) {
  return db.selectFrom('sso_issuer').select('secret').where('institute_id', '=', instituteId).executeTakeFirst();
}

/** Records a link token as used; false when it already was (a reused link). */
export async function markTokenUsed(db: Kysely<DB>, instituteId: number, jti: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('sso_used_token')
    .values({ institute_id: instituteId, jti, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['institute_id', 'jti']).doNothing())
    .returning('jti')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The active accounts a link's login (phone, or email in any case) names at one institute:
 * students, parents and open users, not admins, not blocked.
 */
export function findSsoUsers(db: Kysely<DB>, instituteId: number, login: string) {
  return db
    .selectFrom('app_user as u')
    .select(['u.id', 'u.phone', 'u.email'])
    .where('u.institute_id', '=', instituteId)
    .where('u.role', '=', 'user')
    .where('u.blocked', '=', false)
    .where((eb) => eb.or([eb('u.phone', '=', login), eb(eb.fn('lower', ['u.email']), '=', login.toLowerCase())]))
    .limit(2)
    .execute();
}

export function insertLoginKey(
  db: Kysely<DB>,
  row: { keyHash: string; userId: number; instituteId: number; now: Date; expiresAt: Date },
) {
  return db
    .insertInto('sso_login_key')
    .values({
      key_hash: row.keyHash,
      user_id: row.userId,
      institute_id: row.instituteId,
      created_at: row.now,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** A login key that is unspent and unexpired at `now`. */
export function findLiveLoginKey(db: Kysely<DB>, keyHash: string, now: Date) {
  return db
    .selectFrom('sso_login_key')
    .select(['user_id', 'institute_id'])
    .where('key_hash', '=', keyHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends a live key; false when another call spent it first or it expired meanwhile. */
export async function spendLoginKey(db: Kysely<DB>, keyHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('sso_login_key')
    .set({ used_at: now })
    .where('key_hash', '=', keyHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('key_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/** Rows no check can need any more: tokens and keys past their expiry (with a margin). */
export async function deleteExpired(db: Kysely<DB>, before: Date): Promise<void> {
  await db.deleteFrom('sso_used_token').where('expires_at', '<', before).execute();
  await db.deleteFrom('sso_login_key').where('expires_at', '<', before).execute();
}
