import { sql, type Kysely } from 'kysely';
import type { StudentYear } from '@portal/domain';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { DB } from '../../db/types.ts';
import { studentsQuery } from './auth.repository.ts';

/**
 * The reads of a session view, in two round trips instead of six (issue 14: the session call,
 * asked on every screen, was 31 % of a one-query route with seven queries). Both are keyed by
 * primary keys or indexed columns; the years come aggregated per student, oldest first. Both are
 * compiled once (db/reusable-query.ts): the session call is asked on every screen.
 */

type BasicsValues = { loginUserId: number; instituteId: number; year: number; sessionId: string };

/** The signed-in account, its institute, the session's year and whether a reset is pending, in one row. */
const sessionBasics = reusableQuery((db: Kysely<DB>, s: BasicsValues) =>
  db
    .selectFrom('institute as i')
    .innerJoin('app_user as u', (j) => j.on('u.id', '=', s.loginUserId))
    .leftJoin('academic_year as y', (j) => j.on('y.id', '=', s.year))
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
    .where('i.id', '=', s.instituteId),
);

/** The signed-in account, its institute, the session's year and whether a reset is pending, in one row. */
export async function findSessionBasics(db: Kysely<DB>, s: { loginUserId: number; instituteId: number; academicYearId: number | null; sessionId: string }) {
  const row = await sessionBasics.first(db, { loginUserId: s.loginUserId, instituteId: s.instituteId, year: s.academicYearId ?? -1, sessionId: s.sessionId });
  if (!row) throw new Error(`session view: no institute ${s.instituteId} or account ${s.loginUserId}`);
  return row;
}

type StudentsShape = 'parent' | 'student';

const studentsWithYears = reusableQuery((db: Kysely<DB>, v: { id: number }, shape: StudentsShape) =>
  studentsQuery(db, shape === 'parent' ? { parentUserId: v.id } : { studentIds: [v.id] })!.select(
    sql<StudentYear[]>`coalesce((
      select json_agg(json_build_object('acad_yr_id', y.id, 'acad_yr_name', y.name) order by y.start_date, y.id)
      from student_academic_year sy join academic_year y on y.id = sy.academic_year_id
      where sy.student_id = st.id), '[]'::json)`.as('years'),
  ),
);

/** Students with their account fields and their academic years: a parent's children, or one student. */
export function findStudentsWithYears(db: Kysely<DB>, by: { parentUserId: number } | { studentId: number | null }) {
  if ('parentUserId' in by) return studentsWithYears.rows(db, { id: by.parentUserId }, 'parent');
  return by.studentId === null ? Promise.resolve([]) : studentsWithYears.rows(db, { id: by.studentId }, 'student');
}
