import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import { reusableQuery } from '../db/reusable-query.ts';
import type { SessionStore } from './session-store.ts';

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

/** The session store over Kysely: the `session` table, and the parent-child links a parent session may act on. */
export const kyselySessionStore: SessionStore = {
  findSessionByTokenHash(db, tokenHash) {
    return sessionByTokenHash.first(db, { tokenHash });
  },

  async insertSession(db, s) {
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
  },

  async revokeSession(db, id, reason, now) {
    await db
      .updateTable('session')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  },

  async revokeActiveSessions(db, userId, reason, now, options = {}) {
    let q = db
      .updateTable('session')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now);
    if (options.except !== undefined) q = q.where('id', '<>', options.except);
    await q.execute();
  },

  async hasLiveSessionElsewhere(db, userId, deviceId, now) {
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
  },

  async revokePresentedSession(db, tokenHash, userId, now) {
    await db
      .updateTable('session')
      .set({ revoked_at: now, revoked_reason: 'logout' })
      .where('token_hash', '=', tokenHash)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  },

  async setSessionStudent(db, id, studentId) {
    await db.updateTable('session').set({ student_id: studentId }).where('id', '=', id).where('any_child', '=', true).execute();
  },

  findAllowedChild(db, parentUserId, named) {
    let q = db
      .selectFrom('parent_student as ps')
      .innerJoin('student as st', 'st.id', 'ps.student_id')
      .innerJoin('app_user as u', 'u.id', 'st.user_id')
      .select(['st.id as student_id', 'u.id as user_id', 'u.account_id'])
      .where('ps.parent_user_id', '=', parentUserId)
      .where('st.is_login_allowed', '=', 1);
    q = 'studentId' in named ? q.where('st.id', '=', named.studentId) : q.where('u.id', '=', named.userId);
    return q.executeTakeFirst();
  },

  async setSessionYear(db, id, academicYearId) {
    await db.updateTable('session').set({ academic_year_id: academicYearId }).where('id', '=', id).execute();
  },

  async deleteOldSessions(db, before) {
    await db.deleteFrom('session').where('expires_at', '<', before).execute();
  },
};
