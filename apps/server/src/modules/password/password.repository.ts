import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/**
 * The accounts forgot password may reset for a phone [API-PWD-1]: students, parents and open
 * users with that phone; not admins (they use the admin app) and not blocked accounts (the
 * login refuses them whatever their password). Oldest account first, as the login lists them.
 */
export function findResetAccounts(db: Kysely<DB>, phone: string) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('institute as i', 'i.id', 'u.institute_id')
    .select(['u.id', 'u.institute_id', 'u.user_type', 'u.role', 'u.name', 'u.phone', 'i.name as institute_name'])
    .where('u.phone', '=', phone)
    .where('u.role', '<>', 'admin')
    .where('u.blocked', '=', false)
    .orderBy('u.id')
    .execute();
}

export type ResetAccount = Awaited<ReturnType<typeof findResetAccounts>>[number];

/** The account whose password a change-password call changes, with what the policy needs. */
export function findPasswordAccount(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('app_user')
    .select(['id', 'institute_id', 'name', 'phone', 'email', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Kysely<DB>, userId: number, hash: string): Promise<void> {
  await db.updateTable('app_user').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/**
 * Stores a new temporary password's hash and closes the account's older unused ones, so only
 * the newest is live. Run it in a transaction.
 */
export async function insertReset(
  db: Kysely<DB>,
  r: { userId: number; hash: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  await db
    .updateTable('password_reset')
    .set({ closed_at: r.createdAt })
    .where('user_id', '=', r.userId)
    .where('used_at', 'is', null)
    .where('closed_at', 'is', null)
    .execute();
  const row = await db
    .insertInto('password_reset')
    .values({ user_id: r.userId, hash: r.hash, created_at: r.createdAt, expires_at: r.expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Closes one temporary password (its message could not be sent). */
export async function closeReset(db: Kysely<DB>, id: string, now: Date): Promise<void> {
  await db.updateTable('password_reset').set({ closed_at: now }).where('id', '=', id).where('closed_at', 'is', null).execute();
}

/** A password change ends every open reset of the account: unused ones and the pending one. */
export async function closeResetsOf(db: Kysely<DB>, userId: number, now: Date): Promise<void> {
  await db.updateTable('password_reset').set({ closed_at: now }).where('user_id', '=', userId).where('closed_at', 'is', null).execute();
}

export type LiveReset = { id: string; user_id: number; hash: string };

/** The newest live (unused, unclosed, unexpired) temporary password of each account. */
export async function findLiveResets(db: Kysely<DB>, userIds: number[], now: Date): Promise<LiveReset[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('password_reset')
    .select(['id', 'user_id', 'hash'])
    .distinctOn('user_id')
    .where('user_id', 'in', userIds)
    .where('used_at', 'is', null)
    .where('closed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('user_id')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Spends a live temporary password for the session a login opened; false when it no longer is live. */
export async function spendReset(db: Kysely<DB>, id: string, sessionId: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('password_reset')
    .set({ used_at: now, session_id: sessionId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('closed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A parent's chosen child's session takes over the temporary password its first answer was
 * opened with, so the new session still asks for a new password (decision 028).
 */
export async function carryPendingReset(db: Kysely<DB>, fromSessionId: string, toSessionId: string): Promise<void> {
  await db
    .updateTable('password_reset')
    .set({ session_id: toSessionId })
    .where('session_id', '=', fromSessionId)
    .where('closed_at', 'is', null)
    .execute();
}

/** The temporary password a session was opened with, while no password change closed it. */
export function findPendingReset(db: Kysely<DB>, sessionId: string) {
  return db
    .selectFrom('password_reset')
    .select(['id', 'user_id', 'hash'])
    .where('session_id', '=', sessionId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
}

/** Reset rows are history once their sessions are over (a session lasts at most a day). */
export async function deleteOldResets(db: Kysely<DB>, before: Date): Promise<void> {
  await db.deleteFrom('password_reset').where('created_at', '<', before).execute();
}
