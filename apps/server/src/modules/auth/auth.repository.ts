import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** Every account a login name (phone, or email in any case) may mean, with its student row. */
export function findLoginCandidates(db: Kysely<DB>, userName: string) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('institute as i', 'i.id', 'u.institute_id')
    .leftJoin('student as st', 'st.user_id', 'u.id')
    .select([
      'u.id',
      'u.institute_id',
      'u.user_type',
      'u.role',
      'u.name',
      'u.password_hash',
      'u.blocked',
      'u.single_device',
      'u.registered_device_id',
      'i.name as institute_name',
      'st.id as student_id',
      'st.is_login_allowed',
    ])
    .where((eb) =>
      eb.or([eb('u.phone', '=', userName), eb(eb.fn('lower', ['u.email']), '=', userName.toLowerCase())]),
    )
    .orderBy('u.id')
    .execute();
}

export type LoginCandidate = Awaited<ReturnType<typeof findLoginCandidates>>[number];

export function findUser(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('app_user')
    .select(['id', 'user_type', 'account_id', 'name', 'phone', 'email', 'photo_url', 'join_date', 'single_device'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export function findInstitute(db: Kysely<DB>, id: number) {
  return db.selectFrom('institute').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * The query of students with their own account fields: a parent's children, or the given ids
 * (null for no ids). The session view adds each one's years to it (session-view.repository.ts).
 */
export function studentsQuery(db: Kysely<DB>, by: { parentUserId: number } | { studentIds: number[] }) {
  const q = db
    .selectFrom('student as st')
    .innerJoin('app_user as u', 'u.id', 'st.user_id')
    .innerJoin('institute as i', 'i.id', 'st.institute_id')
    .select([
      'st.id as student_id',
      'st.display_id',
      'st.is_login_allowed',
      'st.institute_id',
      'i.name as institute_name',
      'u.id as user_id',
      'u.user_type',
      'u.account_id',
      'u.name',
      'u.phone',
      'u.email',
      'u.photo_url',
      'u.join_date',
    ])
    .orderBy('st.id');
  if ('parentUserId' in by) {
    return q.innerJoin('parent_student as ps', 'ps.student_id', 'st.id').where('ps.parent_user_id', '=', by.parentUserId);
  }
  return by.studentIds.length === 0 ? null : q.where('st.id', 'in', by.studentIds);
}

/** Students with their own account fields: a parent's children, or the given ids. */
export async function findStudents(db: Kysely<DB>, by: { parentUserId: number } | { studentIds: number[] }) {
  return (await studentsQuery(db, by)?.execute()) ?? [];
}

export type StudentRow = Awaited<ReturnType<typeof findStudents>>[number];

/** The academic years of several students at once, oldest first. */
export function findStudentYears(db: Kysely<DB>, studentIds: number[]) {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('student_academic_year as sy')
    .innerJoin('academic_year as y', 'y.id', 'sy.academic_year_id')
    .select(['sy.student_id', 'y.id', 'y.name'])
    .where('sy.student_id', 'in', studentIds)
    .orderBy('y.start_date')
    .execute();
}

export function findInstituteYears(db: Kysely<DB>, instituteId: number) {
  return db
    .selectFrom('academic_year')
    .select(['id', 'name'])
    .where('institute_id', '=', instituteId)
    .orderBy('start_date')
    .execute();
}

/** The year marked current, else the latest one. */
export function findCurrentYear(db: Kysely<DB>, instituteId: number) {
  return db
    .selectFrom('academic_year')
    .select(['id'])
    .where('institute_id', '=', instituteId)
    .orderBy('is_current', 'desc')
    .orderBy('start_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findYear(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('academic_year')
    .select(['id', 'name', 'start_date', 'end_date'])
    .where('id', '=', id)
    .executeTakeFirst();
}
