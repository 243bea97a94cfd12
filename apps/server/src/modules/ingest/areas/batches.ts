import { sql } from 'kysely';
import { ZBatchRecord, type TBatchRecord } from '@portal/contract';
import { dayKey } from '@portal/domain';
import type { AreaContext, AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';

/** Whether anything of the batch's past is kept: classes held, attendance, homework, exams. */
async function hasHistory({ trx }: AreaContext, batchId: number, today: string): Promise<boolean> {
  const { rows } = await sql<{ kept: boolean }>`
    select exists (select 1 from schedule where batch_id = ${batchId} and date < ${today})
        or exists (select 1 from attendance where batch_id = ${batchId})
        or exists (select 1 from assignment where batch_id = ${batchId})
        or exists (select 1 from exam_test_batch where batch_id = ${batchId})
        or exists (select 1 from offline_exam where batch_id = ${batchId}) as kept`.execute(trx);
  return Boolean(rows[0]?.kept);
}

/**
 * Batches [decision 078]: a record's academic year is named by its source id. Deleting a batch
 * with a past (classes held, attendance, homework, exams) retires it: its members and its
 * future classes go, its history stays for the reports; a batch without one is removed.
 */
export const batches: AreaHandler<TBatchRecord> = {
  area: 'batches',
  record: ZBatchRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const row = {
      name: r.name.trim(),
      academic_year_id: r.academic_year_source_id ? await localIdOf(ctx, 'academic-years', r.academic_year_source_id, 'academic_year_source_id') : null,
      course_name: r.course_name?.trim() || null,
      master_course_name: r.master_course_name?.trim() || null,
    };
    if (localId === undefined) return (await trx.insertInto('batch').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
    const before = await trx.selectFrom('batch').select('name').where('id', '=', localId).where('institute_id', '=', instituteId).executeTakeFirstOrThrow();
    await trx.updateTable('batch').set(row).where('id', '=', localId).where('institute_id', '=', instituteId).execute();
    // The home screen's notices match learners' batches by name (student_batch, announcement_batch): a rename follows.
    if (before.name !== row.name) {
      await trx
        .updateTable('student_batch')
        .set({ batch_name: row.name })
        .where('batch_name', '=', before.name)
        .where('student_id', 'in', (eb) => eb.selectFrom('student').select('id').where('institute_id', '=', instituteId))
        .execute();
      await trx
        .updateTable('announcement_batch')
        .set({ batch_name: row.name })
        .where('batch_name', '=', before.name)
        .where('announcement_id', 'in', (eb) => eb.selectFrom('announcement').select('id').where('institute_id', '=', instituteId))
        .execute();
    }
    return localId;
  },
  async remove(ctx, localId) {
    const { trx, instituteId, now, timeZone } = ctx;
    const today = dayKey(now, timeZone);
    if (await hasHistory(ctx, localId, today)) {
      await trx.deleteFrom('batch_member').where('batch_id', '=', localId).execute();
      await trx.deleteFrom('schedule').where('batch_id', '=', localId).where('date', '>=', today).execute();
      return;
    }
    await trx.deleteFrom('batch').where('id', '=', localId).where('institute_id', '=', instituteId).execute();
  },
};
