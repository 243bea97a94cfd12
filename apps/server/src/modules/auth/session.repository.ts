import type { Kysely } from 'kysely';
import type { DB, RevokedReason } from '../../db/types.ts';

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
  user_type: number;
  account_id: number;
  blocked: boolean;
  student_user_id: number | null;
  student_account_id: number | null;
};

/** The session behind a token digest with what every call needs to know about its owner: one query. */
export function findSessionByTokenHash(db: Kysely<DB>, tokenHash: string): Promise<SessionLookup | undefined> {
  return db
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
      'u.user_type',
      'u.account_id',
      'u.blocked',
      'su.id as student_user_id',
      'su.account_id as student_account_id',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
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

export async function setSessionYear(db: Kysely<DB>, id: string, academicYearId: number): Promise<void> {
  await db.updateTable('session').set({ academic_year_id: academicYearId }).where('id', '=', id).execute();
}

/** Sessions over for a while (expired or revoked) are only history; drop them. */
export async function deleteOldSessions(db: Kysely<DB>, before: Date): Promise<void> {
  await db.deleteFrom('session').where('expires_at', '<', before).execute();
}
