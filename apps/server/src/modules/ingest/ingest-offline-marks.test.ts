import { beforeAll, describe, expect, it } from 'vitest';
import { ingestTestApp } from './ingest-test-helpers.ts';
import { offlineReportOf, seedBatchAndExam } from './offline-exams-test-setup.ts';

// Issue 34 (decision 080): a student's marks per subject of an offline exam, or their absence.
const ingest = ingestTestApp();
const { ctx, put } = ingest;
const db = () => ctx.t.database.db;
const mark = (source_id: string, student: string, subject: string, marks?: number) => ({ source_id, exam_source_id: 'OMX', student_source_id: student, subject, marks });
let examId: number;
const studentOf = (source: string) => db().selectFrom('student').select('id').where('display_id', '=', source).executeTakeFirstOrThrow().then((s) => s.id);
const resultOf = async (source: string) => db().selectFrom('offline_exam_result').select(['is_absent']).where('exam_id', '=', examId).where('student_id', '=', await studentOf(source)).executeTakeFirst();
const marksOf = async (source: string) =>
  (await db().selectFrom('offline_exam_mark').select(['subject_name', 'marks_obtained']).where('exam_id', '=', examId).where('student_id', '=', await studentOf(source)).orderBy('subject_name').execute()).map((m) => `${m.subject_name} ${m.marks_obtained}`);

beforeAll(async () => {
  const exam = await seedBatchAndExam(ingest, 'OM', ['7300000011', '7300000012']);
  await put('offline-exams', [{ ...exam, results_published: true }]);
  await put('students', [{ source_id: 'OM-OUT', name: 'Not enrolled' }]);
  examId = (await db().selectFrom('offline_exam').select('id').where('exam_name', '=', exam.name).executeTakeFirstOrThrow()).id;
});

describe('[issue 34] PUT /api/ingest/v1/offline-marks', () => {
  it('writes marks and absences; bad rows say their line and field, the rest is written', async () => {
    const job = await put('offline-marks', [
      mark('M1', 'OMS1', 'Physics', 42.5),
      mark('M2', 'OMS1', 'Chemistry', 38),
      { ...mark('M3', 'OMS2', 'Physics'), absent: true },
      { ...mark('M4', 'OMS2', 'Chemistry'), absent: true },
      mark('M5', 'OMS2', 'Biology', 10),
      mark('M6', 'OMS2', 'Chemistry', 41),
      mark('M7', 'OM-OUT', 'Physics', 10),
      mark('M8', 'OMS2', 'Physics', 10.005),
      mark('M9', 'OMS2', 'Physics'),
      { ...mark('M10', 'OMS1', 'Physics', 40), exam_source_id: 'NO-EXAM' },
      { source_id: 'M11', exam_source_id: 'OMX', student_source_id: 'OMS1', marks: 5 },
    ]);
    expect(job.counts).toMatchObject({ created: 4, failed: 7 });
    expect(job.errors.map((e) => [e.line, e.field, e.message])).toEqual([
      [8, 'marks', 'marks: at most 2 decimals'],
      [9, 'marks', 'marks: required unless the student was absent'],
      [5, 'subject', "subject: the exam 'OMX' has no subject 'Biology' (it has 'Physics', 'Chemistry')"],
      [6, 'marks', 'marks: 41 is more than Chemistry is out of (40)'],
      [7, 'student_source_id', "student_source_id: 'OM-OUT' is not in the exam's batch; enroll the student first"],
      [10, 'exam_source_id', "exam_source_id: no offline exam 'NO-EXAM' was imported; import it first"],
      [11, 'subject', "subject: the exam 'OMX' has 2 subjects ('Physics', 'Chemistry'); name one"],
    ]);
    expect(await resultOf('OMS1')).toEqual({ is_absent: false });
    expect(await marksOf('OMS1')).toEqual(['Chemistry 38.00', 'Physics 42.50']);
    expect(await resultOf('OMS2')).toEqual({ is_absent: true });
    expect(await marksOf('OMS2')).toEqual([]);
  });

  it('the signed-in student sees the marks on their offline report; an absent one sees A', async () => {
    const row = (await offlineReportOf(ingest, '7300000011')).pastCourseExamSchdJson.find((c) => c.course_Name === 'OM batch')!.pastCourseExamList[0]!;
    expect(row).toMatchObject({ exam_name: 'OM unit test', attendance_status: 'P', courseLevelMarksObtain: 80.5, courseLevelTotalMarks: 90 });
    expect(row.subjectWiseExamSchdList.map((s) => s.marks_obtained)).toEqual([42.5, 38]);
    const absent = (await offlineReportOf(ingest, '7300000012')).pastCourseExamSchdJson.find((c) => c.course_Name === 'OM batch')!.pastCourseExamList[0]!;
    expect(absent).toMatchObject({ attendance_status: 'A', isAbsent: true, courseLevelMarksObtain: null });
  });

  it('the same upload twice is unchanged; an update changes the marks; an absent student given marks is present', async () => {
    expect((await put('offline-marks', [mark('M1', 'OMS1', 'Physics', 42.5), { ...mark('M3', 'OMS2', 'Physics'), absent: true }])).counts).toMatchObject({ unchanged: 2 });
    const job = await put('offline-marks', [{ ...mark('M1', 'OMS1', 'Physics', 44), rank: 3 }, mark('M3', 'OMS2', 'Physics', 12)]);
    expect(job.counts).toMatchObject({ updated: 2, failed: 0 });
    expect(await marksOf('OMS1')).toEqual(['Chemistry 38.00', 'Physics 44.00']);
    expect(await resultOf('OMS2')).toEqual({ is_absent: false });
    expect(await marksOf('OMS2')).toEqual(['Physics 12.00']);
    const twice = await put('offline-marks', [mark('M12', 'OMS1', 'Physics', 1)]);
    expect(twice.errors[0]).toMatchObject({ field: 'subject', message: "subject: another record already gives this student's Physics marks in this exam; delete that one first" });
  });

  it("deleting a mark removes it and keeps the student's other marks; the last one takes the result with it", async () => {
    expect((await put('offline-marks', [{ source_id: 'M2', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await marksOf('OMS1')).toEqual(['Physics 44.00']);
    expect(await resultOf('OMS1')).toEqual({ is_absent: false });
    await put('offline-marks', [{ source_id: 'M1', status: 'tobedeleted' }]);
    expect(await resultOf('OMS1')).toBeUndefined();
  });

  it('a dry run keeps nothing; an atomic upload with a bad row writes nothing', async () => {
    const dry = await put('offline-marks', [mark('M20', 'OMS1', 'Physics', 20)], { query: '?dry_run=true' });
    expect(dry).toMatchObject({ dry_run: true, counts: { created: 1 } });
    expect(await marksOf('OMS1')).toEqual([]);
    const atomic = await put('offline-marks', [mark('M20', 'OMS1', 'Physics', 20), mark('M21', 'OMS1', 'Chemistry', 99)], { query: '?atomic=true' });
    expect(atomic).toMatchObject({ state: 'failed', counts: { created: 0, failed: 1 }, message: expect.stringContaining('Nothing was written') });
    expect(atomic.errors[0]).toMatchObject({ line: 2, field: 'marks' });
    expect(await marksOf('OMS1')).toEqual([]);
  });

  it('bulk deletes what a scope no longer holds; the guard stops a mass delete', async () => {
    await put('offline-marks', [{ source_id: 'M4', status: 'tobedeleted' }]); // OMS2's Chemistry is free for B3
    const all = [mark('B1', 'OMS1', 'Physics', 30), mark('B2', 'OMS1', 'Chemistry', 30), mark('B3', 'OMS2', 'Chemistry', 30)];
    expect((await put('offline-marks', all, { mode: 'bulk', scope: 'OMX' })).counts).toMatchObject({ created: 3 });
    const guarded = await put('offline-marks', all.slice(0, 2), { mode: 'bulk', scope: 'OMX' });
    expect(guarded).toMatchObject({ state: 'failed', counts: { deleted: 0 }, message: expect.stringContaining('Stopped before deleting 1 of 3') });
    expect(await marksOf('OMS2')).toEqual(['Chemistry 30.00', 'Physics 12.00']);
    const allowed = await put('offline-marks', all.slice(0, 2), { mode: 'bulk', scope: 'OMX', query: '?max_delete_percent=50' });
    expect(allowed.counts).toMatchObject({ deleted: 1, unchanged: 2 });
    expect(await marksOf('OMS2')).toEqual(['Physics 12.00']);
  });

  it("another institute's key cannot name this institute's exam or students, nor delete their marks", async () => {
    const job = await put('offline-marks', [mark('B1', 'OMS1', 'Physics', 1)], { as: ctx.otherKey });
    expect(job.errors[0]).toMatchObject({ line: 1, field: 'exam_source_id', message: "exam_source_id: no offline exam 'OMX' was imported; import it first" });
    const del = await ctx.t.app.inject({ method: 'DELETE', url: '/api/ingest/v1/offline-marks/B1', headers: { authorization: `Bearer ${ctx.otherKey}` } });
    expect(del.json()).toMatchObject({ counts: { deleted: 0, unchanged: 1 } });
    expect(await marksOf('OMS1')).toEqual(['Chemistry 30.00', 'Physics 30.00']);
  });
});
