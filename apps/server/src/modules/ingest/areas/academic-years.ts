import { ZAcademicYearRecord, type TAcademicYearRecord } from '@portal/contract';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';

/**
 * Academic years [decision 078]: by name within the institute; `is_current` moves the current
 * mark to this year. Deleting a year that students, batches or fees still use is refused with
 * the reason; an unused one is removed.
 */
export const academicYears: AreaHandler<TAcademicYearRecord> = {
  area: 'academic-years',
  record: ZAcademicYearRecord,
  async write({ trx, instituteId }: AreaContext, r, localId) {
    const clash = await trx
      .selectFrom('academic_year')
      .select('id')
      .where('institute_id', '=', instituteId)
      .where('name', '=', r.name.trim())
      .$if(localId !== undefined, (q) => q.where('id', '!=', localId!))
      .executeTakeFirst();
    if (clash) throw new RowError('name', `another academic year is already called '${r.name.trim()}'`);
    const row = { name: r.name.trim(), start_date: r.start_date, end_date: r.end_date, is_current: r.is_current };
    const id =
      localId === undefined
        ? (await trx.insertInto('academic_year').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id
        : (await trx.updateTable('academic_year').set(row).where('id', '=', localId).where('institute_id', '=', instituteId).returning('id').executeTakeFirstOrThrow()).id;
    if (r.is_current) await trx.updateTable('academic_year').set({ is_current: false }).where('institute_id', '=', instituteId).where('id', '!=', id).execute();
    return id;
  },
  async remove({ trx, instituteId }, localId) {
    try {
      await trx.deleteFrom('academic_year').where('id', '=', localId).where('institute_id', '=', instituteId).execute();
    } catch (err) {
      if ((err as { code?: string }).code === '23503') throw new RowError(null, 'this academic year still has students, batches, fees or exams; delete or move them first');
      throw err;
    }
  },
};

