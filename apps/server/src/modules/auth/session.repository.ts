import type { Kysely } from 'kysely';
import type { DB, RevokedReason } from '../../db/types.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { revokeFeedsOf } from '../calendar-feed/calendar-feed.repository.ts';

export type SessionLookup = {
  id: string;
  user_id: number;
  institute_id: number;
  student_id: number | null;
  academic_year_id: number | null;
  device_id: string;
  time_zone: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: RevokedReason | null;
  any_child: boolean;
  user_type: number;
  account_id: number;
  blocked: boolean;
  student_user_id: number | null;
  student_account_id: number | null;
};

/** The session behind a token digest with what every call needs to know about its owner: one query, compiled once. */
const sessionByTokenHash = reusableQuery((db: Kysely<DB>, v: { tokenHash: string }) =>
  db
    .selectFrom('session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .leftJoin('student as st', 'st.id', 's.student_id')
    .leftJoin('app_user as su', 'su.id', 'st.user_id')
    .select([
      's.id',
      's.user_id',
      's.institute_id',
      's.student_id',
      's.academic_year_id',
      's.device_id',
      's.time_zone',
      's.created_at',
      's.expires_at',
      's.revoked_at',
      's.revoked_reason',
      's.any_child',
      'u.user_type',
      'u.account_id',
      'u.blocked',
      'su.id as student_user_id',
      'su.account_id as student_account_id',
    ])
    .where('s.token_hash', '=', v.tokenHash),
);

export function findSessionByTokenHash(db: Kysely<DB>, tokenHash: string): Promise<SessionLookup | undefined> {
  return sessionByTokenHash.first(db, { tokenHash });
}

export type NewSession = {
  tokenHash: string;
  userId: number;
  instituteId: number;
  studentId: number | null;
  academicYearId: number | null;
  deviceId: string;
  timeZone: string;
  createdAt: Date;
  expiresAt: Date;
  /** A parent session opened before a child was chosen (decision 028). */
  anyChild?: boolean;
};

export async function insertSession(db: Kysely<DB>, s: NewSession): Promise<string> {
  const row = await db
    .insertInto('session')
    .values({
      token_hash: s.tokenHash,
      user_id: s.userId,
      institute_id: s.instituteId,
      student_id: s.studentId,
      academic_year_id: s.academicYearId,
      device_id: s.deviceId,
      time_zone: s.timeZone,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
      any_child: s.anyChild ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function revokeSession(db: Kysely<DB>, id: string, reason: RevokedReason, now: Date): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every live session of an account (the "log out the other devices" of option 10), or
 * every one but `except` (a password change keeps the session it was made in: decision 022).
 */
export async function revokeActiveSessions(
  db: Kysely<DB>,
  userId: number,
  reason: RevokedReason,
  now: Date,
  options: { except?: string } = {},
): Promise<void> {
  let q = db
    .updateTable('session')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (options.except !== undefined) q = q.where('id', '<>', options.except);
  await q.execute();
}

/**
 * "Log out the other devices" (the login's logout_from_all_devices, option 10): every live
 * session of the account and, in the same transaction, every calendar feed it made (decision 029).
 */
export async function endOtherAccess(db: Kysely<DB>, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeActiveSessions(trx, userId, 'replaced', now);
    await revokeFeedsOf(trx, userId, now);
  });
}

/** Whether the account is signed in, right now, on a device other than this one [LOGIN-OPT-1]. */
export async function hasLiveSessionElsewhere(db: Kysely<DB>, userId: number, deviceId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('session')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('device_id', '<>', deviceId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A new login from a browser ends the session that browser presented, when it is the same
 * account's (the child chosen after a parent's first answer): a browser holds one session.
 */
export async function revokePresentedSession(db: Kysely<DB>, tokenHash: string, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('session')
    .set({ revoked_at: now, revoked_reason: 'logout' })
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The child a parent session (any_child) last named: calls that name none act for it. */
export async function setSessionStudent(db: Kysely<DB>, id: string, studentId: number): Promise<void> {
  await db.updateTable('session').set({ student_id: studentId }).where('id', '=', id).where('any_child', '=', true).execute();
}

/**
 * One of the parent's children whose login is allowed, named by student id or by the child's
 * user id; undefined for anyone else (another parent's child, a child with fee dues).
 */
export function findAllowedChild(db: Kysely<DB>, parentUserId: number, named: { studentId: number } | { userId: number }) {
  let q = db
    .selectFrom('parent_student as ps')
    .innerJoin('student as st', 'st.id', 'ps.student_id')
    .innerJoin('app_user as u', 'u.id', 'st.user_id')
    .select(['st.id as student_id', 'u.id as user_id', 'u.account_id'])
    .where('ps.parent_user_id', '=', parentUserId)
    .where('st.is_login_allowed', '=', 1);
  q = 'studentId' in named ? q.where('st.id', '=', named.studentId) : q.where('u.id', '=', named.userId);
  return q.executeTakeFirst();
}

export async function setSessionYear(db: Kysely<DB>, id: string, academicYearId: number): Promise<void> {
  await db.updateTable('session').set({ academic_year_id: academicYearId }).where('id', '=', id).execute();
}

/** Sessions over for a while (expired or revoked) are only history; drop them. */
export async function deleteOldSessions(db: Kysely<DB>, before: Date): Promise<void> {
  await db.deleteFrom('session').where('expires_at', '<', before).execute();
}
