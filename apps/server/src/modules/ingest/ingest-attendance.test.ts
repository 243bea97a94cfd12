import { beforeAll, describe, expect, it } from 'vitest';
import { ZAttendanceResponse } from '@portal/contract';
import { addDays } from '@portal/domain';
import { attendanceBody, postAttendance } from '../timetable/test-requests.ts';
import { commonAreaChecks, signedInStudent } from './ingest-area-checks.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 079): a student's attendance for a class, or for each class of a batch on a day.
const h = ingestTestApp();
const { ctx, put } = h;
const db = () => ctx.t.database.db;
let student: { token: string; studentId: number };
let batchId: number;

beforeAll(async () => {
  await put('batches', [{ source_id: 'AT-B', name: 'Attendance batch' }, { source_id: 'AT-OTHER', name: 'Other attendance batch' }]);
  student = await signedInStudent(h, 'AT-S', '7100000001');
  await put('enrollments', [{ source_id: 'AT-E', batch_source_id: 'AT-B', student_source_id: 'AT-S' }]);
  batchId = (await db().selectFrom('batch').select('id').where('name', '=', 'Attendance batch').executeTakeFirstOrThrow()).id;
  // A class a day from 1 September (CL-0..CL-49), two on 2 November, one of the other batch.
  const klass = (id: string, date: string, start: string, batch = 'AT-B') => ({ source_id: id, batch_source_id: batch, date, start_time: start, end_time: `${start.slice(0, 2)}:45`, subject: id });
  await put('sessions', [
    ...Array.from({ length: 50 }, (_, n) => klass(`CL-${n}`, addDays('2026-09-01', n), '08:00')),
    klass('CL-D1', '2026-11-02', '11:00'),
    klass('CL-D2', '2026-11-02', '12:00'),
    klass('CL-X', '2026-11-03', '11:00', 'AT-OTHER'),
  ]);
});

const marks = (prefix: string, institute = 102) =>
  db()
    .selectFrom('attendance as a')
    .innerJoin('import_attendance as i', 'i.id', 'a.import_id')
    .innerJoin('schedule as s', 's.id', 'a.schedule_id')
    .select(['s.subject_name', 'a.status', 'a.remark', 'a.attendance_note'])
    .where('i.institute_id', '=', institute)
    .where('a.remark', 'like', `${prefix}%`)
    .orderBy('s.subject_name')
    .execute();

commonAreaChecks(h, {
  area: 'attendance',
  record: (id, n) => ({ source_id: id, student_source_id: 'AT-S', session_source_id: `CL-${n}`, status: 'present', remark: id }),
  count: async (prefix, institute) => (await marks(prefix, institute)).length,
  bad: { field: 'status', value: 'sick', message: 'expected present, absent, late or leave' },
  reference: 'student_source_id',
});

describe('[issue 34] PUT /api/ingest/v1/attendance', () => {
  it('[issue 34] marks a class or a day with the letters the attendance popup reads; the student sees them', async () => {
    const job = await put('attendance', [
      { source_id: 'M-1', student_source_id: 'AT-S', session_source_id: 'CL-45', status: 'Present', remark: 'M-1 attentive' },
      { source_id: 'M-2', student_source_id: 'AT-S', session_source_id: 'CL-46', batch_source_id: 'AT-B', date: '2026-10-17', status: 'late', remark: 'M-2', note: 'Bus was late' },
      { source_id: 'M-3', student_source_id: 'AT-S', batch_source_id: 'AT-B', date: '2026-11-02', status: 'absent', remark: 'M-3 day' },
      { source_id: 'M-4', student_source_id: 'AT-S', session_source_id: 'CL-47', status: 'leave', remark: 'M-4' },
    ]);
    expect(job.counts).toMatchObject({ created: 4, failed: 0 });
    expect(await marks('M-')).toEqual([
      { subject_name: 'CL-45', status: 'P', remark: 'M-1 attentive', attendance_note: null },
      { subject_name: 'CL-46', status: 'L', remark: 'M-2', attendance_note: 'Bus was late' },
      { subject_name: 'CL-47', status: 'LV', remark: 'M-4', attendance_note: null },
      { subject_name: 'CL-D1', status: 'A', remark: 'M-3 day', attendance_note: null },
      { subject_name: 'CL-D2', status: 'A', remark: 'M-3 day', attendance_note: null },
    ]);
    const res = await postAttendance(ctx.t.app, student.token, student.studentId, batchId, attendanceBody(102, student.studentId, batchId, { startdate: '2026-10-16', enddate: '2026-11-02' }));
    expect(res.statusCode).toBe(200);
    const rows = ZAttendanceResponse.parse(res.json());
    expect(rows.map((r) => [r.date, r.subject_name, r.status])).toEqual([
      ['2026-11-02', 'CL-D2', 'A'],
      ['2026-11-02', 'CL-D1', 'A'],
      ['2026-10-18', 'CL-47', 'LV'],
      ['2026-10-17', 'CL-46', 'L'],
      ['2026-10-16', 'CL-45', 'P'],
    ]);
  });

  it('[issue 34] an update replaces the record\'s marks; a deletion removes them, the classes and other marks stay', async () => {
    expect((await put('attendance', [{ source_id: 'M-3', student_source_id: 'AT-S', batch_source_id: 'AT-B', date: '2026-11-02', status: 'present', remark: 'M-3 came' }])).counts).toMatchObject({ updated: 1 });
    expect((await put('attendance', [{ source_id: 'M-4', student_source_id: 'AT-S', session_source_id: 'CL-48', status: 'leave', remark: 'M-4' }])).counts).toMatchObject({ updated: 1 });
    expect((await marks('M-3')).map((m) => [m.subject_name, m.status])).toEqual([['CL-D1', 'P'], ['CL-D2', 'P']]);
    expect((await marks('M-4')).map((m) => m.subject_name)).toEqual(['CL-48']);

    expect((await put('attendance', [{ source_id: 'M-3', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await marks('M-3')).toEqual([]);
    expect(await db().selectFrom('schedule').select('id').where('subject_name', 'in', ['CL-D1', 'CL-D2']).execute()).toHaveLength(2);
    expect((await marks('M-')).map((m) => m.subject_name)).toEqual(['CL-45', 'CL-46', 'CL-48']);
  });

  it('[issue 34] a class of another batch, another day, or a day without classes is the row\'s error', async () => {
    const base = { student_source_id: 'AT-S', status: 'present' };
    const job = await put('attendance', [
      { source_id: 'E-1', ...base, session_source_id: 'CL-X', batch_source_id: 'AT-B' },
      { source_id: 'E-2', ...base, session_source_id: 'CL-1', date: '2026-12-01' },
      { source_id: 'E-3', ...base, batch_source_id: 'AT-B', date: '2026-12-25' },
      { source_id: 'E-4', ...base, batch_source_id: 'AT-B' },
      { source_id: 'E-5', ...base, session_source_id: 'CL-404' },
    ]);
    expect(job.counts).toMatchObject({ created: 0, failed: 5 });
    // The schema's refusal comes first: records are checked before any is written.
    expect(job.errors.map((e) => e.message)).toEqual([
      'session_source_id: name the class (session_source_id) or the batch and the day (batch_source_id and date)',
      "batch_source_id: class 'CL-X' is not of batch 'AT-B'",
      "date: class 'CL-1' is on 2026-09-02, not 2026-12-01",
      "date: batch 'AT-B' has no class on 2026-12-25 to mark; import the day's classes (sessions) first",
      "session_source_id: no session 'CL-404' was imported; import it first",
    ]);
  });
});
