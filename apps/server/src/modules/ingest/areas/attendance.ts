import { ATTENDANCE_STATUS_LETTERS, ZAttendanceRecord, type TAttendanceRecord } from '@portal/contract';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';

type Marked = { batchId: number; scheduleIds: number[] };

/** Removes the marks an imported record of this institute wrote. */
async function dropMarks({ trx, instituteId }: AreaContext, importId: number): Promise<void> {
  await trx
    .deleteFrom('attendance')
    .where('import_id', 'in', (eb) => eb.selectFrom('import_attendance').select('id').where('id', '=', importId).where('institute_id', '=', instituteId))
    .execute();
}

/** The class a record names, checked against its batch and day when those are given too. */
async function namedClass(ctx: AreaContext, r: TAttendanceRecord, sessionSourceId: string): Promise<Marked> {
  const id = await localIdOf(ctx, 'sessions', sessionSourceId, 'session_source_id');
  const s = await ctx.trx.selectFrom('schedule').select(['batch_id', 'date']).where('id', '=', id).where('institute_id', '=', ctx.instituteId).executeTakeFirstOrThrow();
  if (r.batch_source_id !== undefined && (await localIdOf(ctx, 'batches', r.batch_source_id, 'batch_source_id')) !== s.batch_id) {
    throw new RowError('batch_source_id', `batch_source_id: class '${sessionSourceId}' is not of batch '${r.batch_source_id}'`);
  }
  if (r.date !== undefined && r.date !== s.date) throw new RowError('date', `date: class '${sessionSourceId}' is on ${s.date}, not ${r.date}`);
  return { batchId: s.batch_id, scheduleIds: [id] };
}

/** A day of a batch: its classes (offline and live; exams have their own attendance) that day. */
async function dayClasses(ctx: AreaContext, batchSourceId: string, date: string): Promise<Marked> {
  const batchId = await localIdOf(ctx, 'batches', batchSourceId, 'batch_source_id');
  const rows = await ctx.trx
    .selectFrom('schedule')
    .select('id')
    .where('batch_id', '=', batchId)
    .where('institute_id', '=', ctx.instituteId)
    .where('date', '=', date)
    .where('class_type', 'in', ['Class', 'Online Class'])
    .execute();
  if (rows.length === 0) throw new RowError('date', `date: batch '${batchSourceId}' has no class on ${date} to mark; import the day's classes (sessions) first`);
  return { batchId, scheduleIds: rows.map((row) => row.id) };
}

/**
 * Attendance [decision 079]: a student's mark for one class (a session) or for each class of a
 * batch on a day, with the letters the attendance screens read (P, A, L late, LV leave). The
 * marks carry the record's id: an update replaces them, a deletion removes exactly them.
 */
export const attendance: AreaHandler<TAttendanceRecord> = {
  area: 'attendance',
  record: ZAttendanceRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const studentId = await localIdOf(ctx, 'students', r.student_source_id, 'student_source_id');
    const marked = r.session_source_id !== undefined ? await namedClass(ctx, r, r.session_source_id) : await dayClasses(ctx, r.batch_source_id!, r.date!);
    let id = localId;
    if (id === undefined) id = (await trx.insertInto('import_attendance').values({ institute_id: instituteId, student_id: studentId }).returning('id').executeTakeFirstOrThrow()).id;
    else {
      await dropMarks(ctx, id);
      await trx.updateTable('import_attendance').set({ student_id: studentId }).where('id', '=', id).where('institute_id', '=', instituteId).execute();
    }
    const mark = { student_id: studentId, batch_id: marked.batchId, status: ATTENDANCE_STATUS_LETTERS[r.status], remark: r.remark?.trim() || null, attendance_note: r.note?.trim() || null, import_id: id };
    await trx
      .insertInto('attendance')
      .values(marked.scheduleIds.map((schedule_id) => ({ schedule_id, ...mark })))
      // A class already marked (in the portal, or by another record) takes this mark.
      .onConflict((oc) => oc.columns(['schedule_id', 'student_id']).doUpdateSet((eb) => ({ batch_id: eb.ref('excluded.batch_id'), status: eb.ref('excluded.status'), remark: eb.ref('excluded.remark'), attendance_note: eb.ref('excluded.attendance_note'), import_id: eb.ref('excluded.import_id') })))
      .execute();
    return id;
  },
  async remove(ctx, localId) {
    const { trx, instituteId } = ctx;
    await dropMarks(ctx, localId);
    await trx.deleteFrom('import_attendance').where('id', '=', localId).where('institute_id', '=', instituteId).execute();
  },
};
