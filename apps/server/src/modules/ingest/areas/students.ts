import { ZStudentRecord, type TStudentRecord } from '@portal/contract';
import { dayKey } from '@portal/domain';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { localIdOf, localIdsOf } from '../source-ids.ts';
import { insertAccounts, retireAccount, writeAccount } from './people-accounts.ts';

const STUDENT_USER_TYPE = 1;
// The profile screen shows the gender as the institute's records write it ('Male', 'Female').
const GENDER = { male: 'Male', female: 'Female', other: 'Other', unspecified: null } as const;

const profileChange = (r: TStudentRecord) => ({
  ...(r.date_of_birth === undefined ? {} : { dob: r.date_of_birth }),
  ...(r.gender === undefined ? {} : { gender: GENDER[r.gender] }),
});

/** The record's profile fields into student_profile; a field left out keeps what the profile has. */
async function writeProfile({ trx, now }: AreaContext, studentId: number, r: TStudentRecord): Promise<void> {
  const change = profileChange(r);
  if (Object.keys(change).length === 0) return;
  await trx
    .insertInto('student_profile')
    .values({ student_id: studentId, ...change, updated_at: now })
    .onConflict((oc) => oc.column('student_id').doUpdateSet({ ...change, updated_at: now }))
    .execute();
}

/** writeProfile of many students: one statement per set of fields sent (birth date, gender, both). */
async function writeProfiles({ trx, now }: AreaContext, profiles: { studentId: number; r: TStudentRecord }[]): Promise<void> {
  const bySet = new Map<string, { student_id: number; dob?: string; gender?: string | null; updated_at: Date }[]>();
  for (const { studentId, r } of profiles) {
    const change = profileChange(r);
    const set = Object.keys(change).join(',');
    if (set) (bySet.get(set) ?? bySet.set(set, []).get(set)!).push({ student_id: studentId, ...change, updated_at: now });
  }
  for (const [set, rows] of bySet) {
    const columns = [...set.split(','), 'updated_at'] as ('dob' | 'gender' | 'updated_at')[];
    await trx
      .insertInto('student_profile')
      .values(rows)
      .onConflict((oc) => oc.column('student_id').doUpdateSet((eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)]))))
      .execute();
  }
}

/** The account behind a student of this institute. */
export async function studentUserId({ trx, instituteId }: AreaContext, studentId: number): Promise<number> {
  return (await trx.selectFrom('student').select('user_id').where('id', '=', studentId).where('institute_id', '=', instituteId).executeTakeFirstOrThrow()).user_id;
}

/**
 * Students [decision 078]: an account (user type 1) and its student row, local id the student's;
 * the academic years named by source id replace the student's years; date of birth and gender
 * go to the profile (decision 080). Deleting retires: the account is blocked and signed out,
 * batches left, history kept.
 */
export const students: AreaHandler<TStudentRecord> = {
  area: 'students',
  example: { source_id: 'ST-0001', name: 'Asha Pillai', display_id: 'ADM-0001', phone: '919800000001', email: 'asha@example.org', join_date: '2027-04-01', academic_year_source_ids: ['AY-2027'], login_allowed: true, date_of_birth: '2013-06-15', gender: 'female' },
  record: ZStudentRecord,
  async write(ctx, r, studentId) {
    const { trx, instituteId } = ctx;
    if (r.date_of_birth !== undefined && r.date_of_birth > dayKey(ctx.now, ctx.timeZone)) throw new RowError('date_of_birth', 'date_of_birth: after today');
    const years: number[] = [];
    for (const [i, source] of r.academic_year_source_ids.entries()) years.push(await localIdOf(ctx, 'academic-years', source, `academic_year_source_ids.${i}`));
    const userId = await writeAccount(ctx, { ...r, user_type: STUDENT_USER_TYPE }, studentId === undefined ? undefined : await studentUserId(ctx, studentId));
    const row = { display_id: (r.display_id?.trim() || r.source_id).slice(0, 50), is_login_allowed: r.login_allowed ? 1 : 0 };
    const id =
      studentId ?? (await trx.insertInto('student').values({ user_id: userId, institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
    if (studentId !== undefined) await trx.updateTable('student').set(row).where('id', '=', id).execute();
    await trx.deleteFrom('student_academic_year').where('student_id', '=', id).execute();
    if (years.length) await trx.insertInto('student_academic_year').values([...new Set(years)].map((y) => ({ student_id: id, academic_year_id: y }))).execute();
    await writeProfile(ctx, id, r);
    return id;
  },
  async writeNew(ctx, records) {
    const { trx, instituteId } = ctx;
    const today = dayKey(ctx.now, ctx.timeZone);
    if (records.some((r) => r.date_of_birth !== undefined && r.date_of_birth > today)) throw new RowError('date_of_birth', 'date_of_birth: after today');
    const years = await localIdsOf(ctx, 'academic-years', records.flatMap((r) => r.academic_year_source_ids), 'academic_year_source_ids');
    const userIds = await insertAccounts(ctx, records.map((r) => ({ ...r, user_type: STUDENT_USER_TYPE })));
    const rows = records.map((r, i) => ({ user_id: userIds[i]!, institute_id: instituteId, display_id: (r.display_id?.trim() || r.source_id).slice(0, 50), is_login_allowed: r.login_allowed ? 1 : 0 }));
    const inserted = await trx.insertInto('student').values(rows).returning(['id', 'user_id']).execute();
    const idOfUser = new Map(inserted.map((s) => [s.user_id, s.id]));
    const ids = userIds.map((u) => idOfUser.get(u)!);
    const yearRows = records.flatMap((r, i) => [...new Set(r.academic_year_source_ids.map((y) => years.get(y)!))].map((y) => ({ student_id: ids[i]!, academic_year_id: y })));
    if (yearRows.length) await trx.insertInto('student_academic_year').values(yearRows).execute();
    await writeProfiles(ctx, records.map((r, i) => ({ studentId: ids[i]!, r })));
    return ids;
  },
  async remove(ctx, studentId) {
    await ctx.trx.deleteFrom('student_batch').where('student_id', '=', studentId).execute();
    return retireAccount(ctx, await studentUserId(ctx, studentId));
  },
};
