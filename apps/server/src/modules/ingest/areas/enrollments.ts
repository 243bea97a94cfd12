import { ZEnrollmentRecord, type TEnrollmentRecord } from '@portal/contract';
import type { AreaContext, AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';
import { studentUserId } from './students.ts';

/** Ends the two memberships of an imported enrollment and the enrollment itself. */
async function endEnrollment(ctx: AreaContext, enrollmentId: number): Promise<void> {
  const { trx, instituteId } = ctx;
  const e = await trx.selectFrom('import_enrollment as e').innerJoin('batch as b', 'b.id', 'e.batch_id').select(['e.batch_id', 'e.student_id', 'b.name']).where('e.id', '=', enrollmentId).where('e.institute_id', '=', instituteId).executeTakeFirst();
  if (!e) return; // the batch was removed with its memberships
  await trx.deleteFrom('batch_member').where('batch_id', '=', e.batch_id).where('user_id', '=', await studentUserId(ctx, e.student_id)).execute();
  await trx.deleteFrom('student_batch').where('student_id', '=', e.student_id).where('batch_name', '=', e.name).execute();
  await trx.deleteFrom('import_enrollment').where('id', '=', enrollmentId).execute();
}

/**
 * Enrollments [decision 078]: a student in a batch, both named by source id. The portal keeps
 * two memberships for it: by account (batch_member: timetable, homework, exams) and by batch
 * name (student_batch: the home screen's notices). A deletion ends both; history stays.
 */
export const enrollments: AreaHandler<TEnrollmentRecord> = {
  area: 'enrollments',
  record: ZEnrollmentRecord,
  async write(ctx, r, previous) {
    const { trx, instituteId } = ctx;
    const batchId = await localIdOf(ctx, 'batches', r.batch_source_id, 'batch_source_id');
    const studentId = await localIdOf(ctx, 'students', r.student_source_id, 'student_source_id');
    if (previous !== undefined) await endEnrollment(ctx, previous);
    const batch = await trx.selectFrom('batch').select('name').where('id', '=', batchId).executeTakeFirstOrThrow();
    await trx.insertInto('batch_member').values({ user_id: await studentUserId(ctx, studentId), batch_id: batchId }).onConflict((oc) => oc.doNothing()).execute();
    await trx.insertInto('student_batch').values({ student_id: studentId, batch_name: batch.name }).onConflict((oc) => oc.doNothing()).execute();
    const row = await trx
      .insertInto('import_enrollment')
      .values({ institute_id: instituteId, batch_id: batchId, student_id: studentId })
      .onConflict((oc) => oc.columns(['batch_id', 'student_id']).doUpdateSet({ institute_id: instituteId }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  remove: (ctx, enrollmentId) => endEnrollment(ctx, enrollmentId),
};
