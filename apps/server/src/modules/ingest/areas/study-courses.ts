import { ZStudyCourseRecord, type TStudyCourseRecord } from '@portal/contract';
import { RowError, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';
import { batchIdsOf } from './library-refs.ts';

/**
 * Courses of the study library [decision 086] (the course types of API-STUDY-1): free for the
 * learners of its batches (the list replaces the course's), or paid, part of a product imported
 * as 'products'. The name is unique in the institute. Deleting a course removes it with its
 * topics and materials (they cascade): it leaves the learners' screens.
 */
export const studyCourses: AreaHandler<TStudyCourseRecord> = {
  area: 'study-courses',
  example: { source_id: 'SC-0001', name: 'Class 8 Mathematics', batch_source_ids: ['BA-0001'] },
  record: ZStudyCourseRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const name = r.name.trim();
    const clash = await trx
      .selectFrom('course_type')
      .select('id')
      .where('institute_id', '=', instituteId)
      .where('name', '=', name)
      .$if(localId !== undefined, (q) => q.where('id', '!=', localId!))
      .executeTakeFirst();
    if (clash) throw new RowError('name', `name: another course is already called '${name}'`);
    const row = { name, product_id: r.product_source_id !== undefined ? await localIdOf(ctx, 'products', r.product_source_id, 'product_source_id') : null };
    const batchIds = await batchIdsOf(ctx, r.batch_source_ids, 'batch_source_ids');
    const updated = localId === undefined ? undefined : await trx.updateTable('course_type').set(row).where('id', '=', localId).where('institute_id', '=', instituteId).returning('id').executeTakeFirst();
    const id = updated?.id ?? (await trx.insertInto('course_type').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.deleteFrom('course_type_batch').where('course_type_id', '=', id).execute();
    if (batchIds.length > 0) await trx.insertInto('course_type_batch').values(batchIds.map((batchId) => ({ course_type_id: id, batch_id: batchId }))).execute();
    return id;
  },
  async remove({ trx, instituteId }, localId) {
    await trx.deleteFrom('course_type').where('id', '=', localId).where('institute_id', '=', instituteId).execute();
  },
};
