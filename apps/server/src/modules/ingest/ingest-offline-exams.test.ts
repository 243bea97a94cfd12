import { describe, expect, it } from 'vitest';
import { ingestTestApp } from './ingest-test-helpers.ts';
import { offlineReportOf, seedBatchAndExam } from './offline-exams-test-setup.ts';

// Issue 34 (decision 080): offline exams of a batch with their subjects and maximum marks; their
// marks reach the students once the results are published.
const ingest = ingestTestApp();
const { ctx, put } = ingest;
const db = () => ctx.t.database.db;
const examNamed = (name: string) => db().selectFrom('offline_exam').selectAll().where('exam_name', '=', name).executeTakeFirst();
const subjectsOf = (examId: number) => db().selectFrom('offline_exam_subject').select(['position', 'subject_name', 'total_marks']).where('exam_id', '=', examId).orderBy('position').execute();
const paper = (source_id: string, name: string) => ({ source_id, batch_source_id: 'OXB', name, date: '2026-12-10', subjects: ['Maths'], max_marks: [100] });
const remove = (sourceId: string, as = ctx.key) => ctx.t.app.inject({ method: 'DELETE', url: `/api/ingest/v1/offline-exams/${sourceId}`, headers: { authorization: `Bearer ${as}` } }).then((r) => r.json());

describe('[issue 34] PUT /api/ingest/v1/offline-exams', () => {
  it('creates an exam with its subjects in order, unpublished; bad rows say their line and field, the rest is written', async () => {
    const exam = await seedBatchAndExam(ingest, 'OX', ['7300000001', '7300000002']);
    const job = await put('offline-exams', [
      { ...paper('OX-2', 'OX whole day'), topic: 'Algebra', description: 'Chapters 1-3' },
      { ...paper('OX-3', 'OX short'), subjects: ['Maths', 'Science'] },
      { ...paper('OX-4', 'OX nowhere'), batch_source_id: 'NO-BATCH' },
      { ...paper('OX-5', 'OX twice'), subjects: ['Maths', ' maths'], max_marks: [10, 10] },
    ]);
    expect(job.counts).toMatchObject({ created: 1, failed: 3 });
    expect(job.errors.map((e) => [e.line, e.field, e.message])).toEqual([
      [2, 'max_marks', 'max_marks: one maximum per subject, in the same order'],
      [4, 'subjects', 'subjects: a subject is named twice'],
      // Each record is checked against the schema before any is written.
      [3, 'batch_source_id', "batch_source_id: no batch 'NO-BATCH' was imported; import it first"],
    ]);
    const made = (await examNamed(exam.name))!;
    expect(made).toMatchObject({ institute_id: 102, exam_date: '2026-10-05', start_time: '10:00:00', end_time: '11:30:00', results_published: false });
    expect(await subjectsOf(made.id)).toEqual([
      { position: 1, subject_name: 'Physics', total_marks: '50.00' },
      { position: 2, subject_name: 'Chemistry', total_marks: '40.00' },
    ]);
    expect(await examNamed('OX whole day')).toMatchObject({ start_time: '00:00:00', end_time: '23:59:00', topic_name: 'Algebra', description: 'Chapters 1-3' });
  });

  it('the same upload twice is unchanged; an update reorders subjects and keeps their marks; a marked subject cannot be dropped', async () => {
    const exam = { source_id: 'OXX', batch_source_id: 'OXB', name: 'OX unit test', date: '2026-10-05', start_time: '10:00', end_time: '11:30', subjects: ['Physics', 'Chemistry'], max_marks: [50, 40] };
    expect((await put('offline-exams', [exam])).counts).toMatchObject({ unchanged: 1 });
    await put('offline-marks', [{ source_id: 'OXM1', exam_source_id: 'OXX', student_source_id: 'OXS1', subject: 'Physics', marks: 45 }]);
    const moved = await put('offline-exams', [{ ...exam, subjects: ['Chemistry', 'Physics', 'Biology'], max_marks: [40, 60, 30] }]);
    expect(moved.counts).toMatchObject({ updated: 1 });
    const { id } = (await examNamed('OX unit test'))!;
    expect((await subjectsOf(id)).map((s) => `${s.position} ${s.subject_name} ${s.total_marks}`)).toEqual(['1 Chemistry 40.00', '2 Physics 60.00', '3 Biology 30.00']);
    expect(await db().selectFrom('offline_exam_mark').select('marks_obtained').where('exam_id', '=', id).execute()).toEqual([{ marks_obtained: '45.00' }]);
    const dropped = await put('offline-exams', [{ ...exam, subjects: ['Chemistry'], max_marks: [40] }]);
    expect(dropped.errors[0]).toMatchObject({ field: 'subjects', message: "subjects: 'Physics' has marks of 1 student(s); delete those marks first, or keep the subject" });
    const lowered = await put('offline-exams', [{ ...exam, max_marks: [40, 40] }]);
    expect(lowered.errors[0]).toMatchObject({ field: 'max_marks.0', message: 'max_marks.0: 40 is less than marks already given in Physics (45)' });
    await put('offline-exams', [exam]);
    expect(await subjectsOf(id)).toHaveLength(2);
  });

  it('the student sees the exam with no marks until its results are published, then their marks', async () => {
    await put('offline-marks', [{ source_id: 'OXM2', exam_source_id: 'OXX', student_source_id: 'OXS1', subject: 'Chemistry', marks: 31.5 }]);
    const before = await offlineReportOf(ingest, '7300000001');
    const row = before.pastCourseExamSchdJson.find((c) => c.course_Name === 'OX batch')!.pastCourseExamList[0]!;
    expect(row).toMatchObject({ exam_name: 'OX unit test', attendance_status: null, courseLevelMarksObtain: null, courseLevelTotalMarks: 90 });
    expect(row.subjectWiseExamSchdList.map((s) => s.marks_obtained)).toEqual([null, null]);
    // Published: the same exam sent with the flag; an exam sent later without it stays published.
    expect((await put('offline-exams', [{ source_id: 'OXX', batch_source_id: 'OXB', name: 'OX unit test', date: '2026-10-05', start_time: '10:00', end_time: '11:30', subjects: ['Physics', 'Chemistry'], max_marks: [50, 40], results_published: true }])).counts).toMatchObject({ updated: 1 });
    const after = (await offlineReportOf(ingest, '7300000001')).pastCourseExamSchdJson.find((c) => c.course_Name === 'OX batch')!.pastCourseExamList[0]!;
    expect(after).toMatchObject({ attendance_status: 'P', isAbsent: false, courseLevelMarksObtain: 76.5, courseLevelTotalMarks: 90, subject_name: 'Physics, Chemistry' });
    expect(after.subjectWiseExamSchdList).toEqual([
      { subject_name: 'Physics', marks_obtained: 45, total_marks: 50, rank: null },
      { subject_name: 'Chemistry', marks_obtained: 31.5, total_marks: 40, rank: null },
    ]);
    await put('offline-exams', [{ source_id: 'OXX', batch_source_id: 'OXB', name: 'OX unit test', date: '2026-10-05', start_time: '10:00', end_time: '11:30', subjects: ['Physics', 'Chemistry'], max_marks: [50, 40], description: 'Term 1' }]);
    expect(await examNamed('OX unit test')).toMatchObject({ results_published: true, description: 'Term 1' });
  });

  it('deleting removes an unpublished exam with its marks; a published one stays (students saw it) until sent unpublished', async () => {
    const refused = await remove('OXX');
    expect(refused).toMatchObject({ state: 'failed', counts: { deleted: 0, failed: 1 } });
    expect(refused.errors[0]).toMatchObject({ source_id: 'OXX', message: expect.stringContaining('its results are published to students') });
    expect(await examNamed('OX unit test')).toBeDefined();
    await put('offline-exams', [{ source_id: 'OXX', batch_source_id: 'OXB', name: 'OX unit test', date: '2026-10-05', subjects: ['Physics', 'Chemistry'], max_marks: [50, 40], results_published: false }]);
    const { id } = (await examNamed('OX unit test'))!;
    expect((await put('offline-exams', [{ source_id: 'OXX', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await examNamed('OX unit test')).toBeUndefined();
    expect(await db().selectFrom('offline_exam_result').select('student_id').where('exam_id', '=', id).execute()).toEqual([]);
    // Its marks' source ids now name nothing: deleting them changes nothing.
    expect((await put('offline-marks', [{ source_id: 'OXM1', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1, failed: 0 });
  });

  it('a dry run keeps nothing; an atomic upload with a bad row writes nothing', async () => {
    const dry = await put('offline-exams', [paper('OX-D', 'OX dry')], { query: '?dry_run=true' });
    expect(dry).toMatchObject({ dry_run: true, counts: { created: 1 } });
    expect(await examNamed('OX dry')).toBeUndefined();
    const atomic = await put('offline-exams', [paper('OX-A1', 'OX atomic'), { ...paper('OX-A2', 'OX atomic 2'), max_marks: [0] }], { query: '?atomic=true' });
    expect(atomic).toMatchObject({ state: 'failed', counts: { created: 0, failed: 1 }, message: expect.stringContaining('Nothing was written') });
    expect(atomic.errors[0]).toMatchObject({ line: 2, field: 'max_marks.0', message: 'max_marks.0: must be more than 0' });
    expect(await examNamed('OX atomic')).toBeUndefined();
  });

  it('bulk deletes what a scope no longer holds; the guard stops a mass delete', async () => {
    const all = Array.from({ length: 10 }, (_, i) => paper(`OX-T${i}`, `OX term ${i}`));
    expect((await put('offline-exams', all, { mode: 'bulk', scope: 'term-1' })).counts).toMatchObject({ created: 10 });
    const guarded = await put('offline-exams', all.slice(0, 8), { mode: 'bulk', scope: 'term-1' });
    expect(guarded).toMatchObject({ state: 'failed', counts: { deleted: 0, unchanged: 8 }, message: expect.stringContaining('Stopped before deleting 2 of 10') });
    const allowed = await put('offline-exams', all.slice(0, 8), { mode: 'bulk', scope: 'term-1', query: '?max_delete_percent=20' });
    expect(allowed.counts).toMatchObject({ deleted: 2, unchanged: 8 });
    expect(await examNamed('OX term 9')).toBeUndefined();
  });

  it("another institute's key cannot name this institute's batch, nor delete its exams", async () => {
    const job = await put('offline-exams', [paper('OX-T0', 'OX borrowed')], { as: ctx.otherKey });
    expect(job.errors[0]).toMatchObject({ line: 1, field: 'batch_source_id', message: "batch_source_id: no batch 'OXB' was imported; import it first" });
    expect(await examNamed('OX borrowed')).toBeUndefined();
    expect(await remove('OX-T0', ctx.otherKey)).toMatchObject({ counts: { deleted: 0, unchanged: 1 } });
    expect(await examNamed('OX term 0')).toMatchObject({ institute_id: 102 });
  });
});
