import { ZEnrollmentRecord, type TEnrollmentRecord } from '@portal/contract';
import type { AreaContext, AreaHandler } from '../area-handler.ts';
import { localIdOf, localIdsOf } from '../source-ids.ts';
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
  async writeNew(ctx, records) {
    const { trx, instituteId } = ctx;
    const batchIds = await localIdsOf(ctx, 'batches', records.map((r) => r.batch_source_id), 'batch_source_id');
    const studentIds = await localIdsOf(ctx, 'students', records.map((r) => r.student_source_id), 'student_source_id');
    const pairs = records.map((r) => ({ batchId: batchIds.get(r.batch_source_id)!, studentId: studentIds.get(r.student_source_id)! }));
    const names = new Map((await trx.selectFrom('batch').select(['id', 'name']).where('id', 'in', [...new Set(batchIds.values())]).execute()).map((b) => [b.id, b.name]));
    const users = new Map((await trx.selectFrom('student').select(['id', 'user_id']).where('id', 'in', [...new Set(studentIds.values())]).where('institute_id', '=', instituteId).execute()).map((s) => [s.id, s.user_id]));
    const missing = pairs.find((p) => !names.has(p.batchId) || !users.has(p.studentId));
    if (missing) throw new Error(`enrollment of student ${missing.studentId} in batch ${missing.batchId}: no such batch or student`);
    await trx.insertInto('batch_member').values(pairs.map((p) => ({ user_id: users.get(p.studentId)!, batch_id: p.batchId }))).onConflict((oc) => oc.doNothing()).execute();
    await trx.insertInto('student_batch').values(pairs.map((p) => ({ student_id: p.studentId, batch_name: names.get(p.batchId)! }))).onConflict((oc) => oc.doNothing()).execute();
    // Two records of one student in one batch make the statement fail ("cannot affect row a
    // second time"): the engine then writes them one by one, as it would have.
    const rows = await trx
      .insertInto('import_enrollment')
      .values(pairs.map((p) => ({ institute_id: instituteId, batch_id: p.batchId, student_id: p.studentId })))
      .onConflict((oc) => oc.columns(['batch_id', 'student_id']).doUpdateSet({ institute_id: instituteId }))
      .returning(['id', 'batch_id', 'student_id'])
      .execute();
    const idOf = new Map(rows.map((e) => [`${e.batch_id}:${e.student_id}`, e.id]));
    return pairs.map((p) => idOf.get(`${p.batchId}:${p.studentId}`)!);
  },
  remove: (ctx, enrollmentId) => endEnrollment(ctx, enrollmentId),
};
