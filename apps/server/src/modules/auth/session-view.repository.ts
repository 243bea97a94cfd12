import { sql, type Kysely } from 'kysely';
import type { StudentYear } from '@portal/domain';
import type { DB } from '../../db/types.ts';
import { studentsQuery } from './auth.repository.ts';

/**
 * The reads of a session view, in two round trips instead of six (issue 14: the session call,
 * asked on every screen, was 31 % of a one-query route with seven queries). Both are keyed by
 * primary keys or indexed columns; the years come aggregated per student, oldest first.
 */

/** The signed-in account, its institute, the session's year and whether a reset is pending, in one row. */
export function findSessionBasics(db: Kysely<DB>, s: { loginUserId: number; instituteId: number; academicYearId: number | null; sessionId: string }) {
  return db
    .selectFrom('institute as i')
    .innerJoin('app_user as u', (j) => j.on('u.id', '=', s.loginUserId))
    .leftJoin('academic_year as y', (j) => j.on('y.id', '=', s.academicYearId ?? -1))
    .selectAll('i')
    .select([
      'u.id as login_id',
      'u.user_type as login_user_type',
      'u.account_id as login_account_id',
      'u.name as login_name',
      'u.phone as login_phone',
      'u.email as login_email',
      'u.photo_url as login_photo_url',
      'u.join_date as login_join_date',
      'u.single_device as login_single_device',
      'y.id as year_id',
      'y.start_date as year_start_date',
      'y.end_date as year_end_date',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('password_reset as r')
            .select('r.id')
            .where('r.session_id', '=', s.sessionId)
            .where('r.closed_at', 'is', null),
        )
        .as('reset_pending'),
    )
    .where('i.id', '=', s.instituteId)
    .executeTakeFirstOrThrow();
}

/** Students with their account fields and their academic years: a parent's children, or the given ids. */
export async function findStudentsWithYears(db: Kysely<DB>, by: { parentUserId: number } | { studentIds: number[] }) {
  const q = studentsQuery(db, by)?.select(
    sql<StudentYear[]>`coalesce((
      select json_agg(json_build_object('acad_yr_id', y.id, 'acad_yr_name', y.name) order by y.start_date, y.id)
      from student_academic_year sy join academic_year y on y.id = sy.academic_year_id
      where sy.student_id = st.id), '[]'::json)`.as('years'),
  );
  return (await q?.execute()) ?? [];
}
