import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { StudentProfileTable } from '../../db/types-profile.ts';

/** One student of an institute with their account, institute setting and profile row (if any). */
export function findStudentProfile(db: Kysely<DB>, instituteId: number, studentId: number) {
  return db
    .selectFrom('student as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .innerJoin('institute as i', 'i.id', 's.institute_id')
    .leftJoin('student_profile as p', 'p.student_id', 's.id')
    .select([
      's.id as student_id',
      'u.id as user_id',
      'u.name',
      'u.photo_url',
      'u.join_date',
      'u.phone',
      'u.email',
      'i.student_self_edit',
      'p.standard',
      'p.roll_no',
      'p.mother_tongue',
      'p.gender',
      'p.country',
      'p.state',
      'p.birth_place',
      'p.religion',
      'p.blood_group',
      'p.aadhar',
      'p.dob',
      'p.current_address',
      'p.permanent_address',
      'p.parent_name',
      'p.parent_email',
      'p.parent_profession',
      'p.parent_phone',
      'p.parent_aadhar',
      'p.guardian_name',
      'p.guardian_email',
      'p.guardian_phone',
    ])
    .where('s.id', '=', studentId)
    .where('s.institute_id', '=', instituteId)
    .executeTakeFirst();
}

export type StudentProfileRow = NonNullable<Awaited<ReturnType<typeof findStudentProfile>>>;

/** The institute's current academic year, for a session that has none. */
export async function findCurrentYearId(db: Kysely<DB>, instituteId: number): Promise<number | null> {
  const row = await db
    .selectFrom('academic_year')
    .select('id')
    .where('institute_id', '=', instituteId)
    .where('is_current', '=', true)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The names of a learner's batches in one academic year, as the timetable reads them (batch_member). */
export async function findBatchNames(db: Kysely<DB>, userId: number, academicYearId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('batch_member as bm')
    .innerJoin('batch as b', 'b.id', 'bm.batch_id')
    .select('b.name')
    .where('bm.user_id', '=', userId)
    .where('b.academic_year_id', '=', academicYearId)
    .orderBy('b.name')
    .execute();
  return rows.map((r) => r.name);
}

/** What a profile update needs to know about its institute: the self-edit setting and the wall clock. */
export function findInstituteSettings(db: Kysely<DB>, instituteId: number) {
  return db
    .selectFrom('institute')
    .select(['student_self_edit', 'time_zone'])
    .where('id', '=', instituteId)
    .executeTakeFirst();
}

export type ProfileChange = Pick<Updateable<StudentProfileTable>, 'current_address' | 'birth_place' | 'blood_group' | 'dob'>;

/** Saves one or more profile fields, creating the student's row when the institute had none. */
export async function saveProfileFields(db: Kysely<DB>, studentId: number, change: ProfileChange, now: Date): Promise<void> {
  await db
    .insertInto('student_profile')
    .values({ student_id: studentId, ...change, updated_at: now })
    .onConflict((oc) => oc.column('student_id').doUpdateSet({ ...change, updated_at: now }))
    .execute();
}

/**
 * Points the user at a new photo inside the caller's transaction, the row locked so two
 * uploads at once cannot both believe they replaced the same old photo. Returns the key it
 * replaced (the caller removes that file once the transaction has committed).
 */
export async function replacePhoto(trx: Transaction<DB>, userId: number, key: string, url: string): Promise<string | null> {
  const before = await trx.selectFrom('app_user').select('photo_key').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
  await trx.updateTable('app_user').set({ photo_key: key, photo_url: url }).where('id', '=', userId).execute();
  return before.photo_key;
}

/** The account a stored photo belongs to. */
export function findPhotoOwner(db: Kysely<DB>, key: string) {
  return db.selectFrom('app_user').select(['id', 'institute_id']).where('photo_key', '=', key).executeTakeFirst();
}

/** Whether a student's account is a child of a parent's (parent_student). */
export async function isChildOf(db: Kysely<DB>, parentUserId: number, childUserId: number): Promise<boolean> {
  const row = await db
    .selectFrom('parent_student as ps')
    .innerJoin('student as s', 's.id', 'ps.student_id')
    .select('s.id')
    .where('ps.parent_user_id', '=', parentUserId)
    .where('s.user_id', '=', childUserId)
    .executeTakeFirst();
  return row !== undefined;
}
