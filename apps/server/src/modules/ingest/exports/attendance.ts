import type { TAttendanceMarkRow } from '@portal/contract';
import { inChangeOrder, pageOf, sourceIdOf } from './change-cursor.ts';
import type { ExportPage, ExportRead } from './export-reader.ts';

/** Attendance marks (decision 083): a student at a class of the timetable, as marked now. */
export async function readAttendance(q: ExportRead): Promise<ExportPage<TAttendanceMarkRow>> {
  const { db, instituteId, cursor, limit } = q;
  const read = await db
    .selectFrom('attendance as att')
    .innerJoin('student as s', 's.id', 'att.student_id')
    .innerJoin('schedule as sc', 'sc.id', 'att.schedule_id')
    .select([
      'att.student_id',
      'att.schedule_id',
      'att.batch_id',
      'sc.date',
      'sc.start_time',
      'sc.subject_name',
      'att.status',
      'att.remark',
      'att.home_work_status',
      'att.change_xid',
      'att.change_seq',
      sourceIdOf(instituteId, 'students', 'att.student_id').as('student_source_id'),
      sourceIdOf(instituteId, 'sessions', 'att.schedule_id').as('session_source_id'),
      sourceIdOf(instituteId, 'batches', 'att.batch_id').as('batch_source_id'),
    ])
    .where('s.institute_id', '=', instituteId)
    .where('sc.institute_id', '=', instituteId)
    .$call(inChangeOrder('att', cursor, limit))
    .execute();
  const page = pageOf(read, limit, q.since);
  return {
    ...page,
    rows: page.rows.map((r) => ({
      student_id: r.student_id,
      student_source_id: r.student_source_id,
      session_id: r.schedule_id,
      session_source_id: r.session_source_id,
      batch_id: r.batch_id,
      batch_source_id: r.batch_source_id,
      date: r.date,
      start_time: r.start_time.slice(0, 5),
      subject: r.subject_name,
      status: r.status,
      remark: r.remark,
      homework_status: r.home_work_status,
    })),
  };
}
