import { describe, expect, it } from 'vitest';
import { pdfBytes, postUpdate, saveJson } from '../assignments/upload-test-helpers.ts';
import { homeworkRoster, PDF, putFile, studentScreens } from './ingest-homework-test-helpers.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 085): the institute's marks and remarks on students' homework.
const ingest = ingestTestApp();
const { ctx, put } = ingest;
const db = () => ctx.t.database.db;
const hwId = async (title: string) => (await db().selectFrom('assignment').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
const submissionOf = (assignmentId: number, studentId: number) => db().selectFrom('assignment_submission').selectAll().where('assignment_id', '=', assignmentId).where('student_id', '=', studentId).executeTakeFirst();
const evaluation = (sourceId: string, over: Record<string, unknown> = {}) => ({ source_id: sourceId, homework_source_id: 'H-1', student_source_id: 'HS-1', marks: 17, remarks: 'Neat diagrams.', ...over });
const ids = { isha: 0, dev: 0, h1: 0 };

describe('[issue 34] PUT /api/ingest/v1/homework-evaluations', () => {
  it('a student downloads imported homework, submits it through the homework route, and the imported evaluation shows on the detail', async () => {
    ids.isha = (await homeworkRoster(ingest)).studentId;
    await put('students', [{ source_id: 'HS-2', name: 'Dev Rao', academic_year_source_ids: ['HY'] }, { source_id: 'HS-3', name: 'Not Enrolled', academic_year_source_ids: ['HY'] }]);
    await put('enrollments', [{ source_id: 'HE-2', batch_source_id: 'HB', student_source_id: 'HS-2' }]);
    ids.dev = (await db().selectFrom('student').select('id').where('display_id', '=', 'HS-2').executeTakeFirstOrThrow()).id;
    await putFile(ingest, 'F-1', 'worksheet.pdf', PDF);
    await put('homework', [
      { source_id: 'H-1', batch_source_id: 'HB', title: 'Worksheet 1', subject: 'Maths', due_date: '2099-01-10', max_marks: 20, file_source_ids: ['F-1'] },
      { source_id: 'H-G', batch_source_id: 'HB', title: 'Essay', subject: 'English', due_date: '2099-01-10', graded: true },
    ]);
    ids.h1 = await hwId('Worksheet 1');

    const screens = await studentScreens(ingest, '7100000001', ids.isha);
    const detail = await screens.detail(ids.h1);
    expect((await screens.download(detail.attachment_lists[0]!.attachment_id)).equals(PDF)).toBe(true);
    const submitted = await postUpdate(ctx.t.app, screens.token, saveJson({ file_id: ids.h1, studentId_array: [ids.isha], student_status: 'Submitted' }, 102), [{ name: 'answers.pdf', body: pdfBytes('answers') }]);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await screens.detail(ids.h1)).toMatchObject({ student_status: 'Submitted', teacher_status: 'Pending', student_marks: null });

    const job = await put('homework-evaluations', [evaluation('EV-1')]);
    expect(job.counts).toMatchObject({ created: 1 });
    expect(await screens.detail(ids.h1)).toMatchObject({ student_status: 'Submitted', teacher_status: 'Evaluated', student_marks: 17, evaluation_marks: 20, teacher_comment: 'Neat diagrams.' });
    expect((await screens.list()).upcoming_online_assignment_list.find((i) => i.file_id === ids.h1)).toMatchObject({ teacher_status: 'Evaluated' });
  });

  it('the same evaluation again is unchanged; a change is updated; pending keeps the marks hidden', async () => {
    expect((await put('homework-evaluations', [evaluation('EV-1')])).counts).toMatchObject({ unchanged: 1 });
    expect((await put('homework-evaluations', [evaluation('EV-1', { marks: 18.5 })])).counts).toMatchObject({ updated: 1 });
    expect(await submissionOf(ids.h1, ids.isha)).toMatchObject({ student_marks: '18.50', teacher_status: 'Evaluated' });
    await put('homework-evaluations', [evaluation('EV-1', { marks: 18.5, status: 'pending' })]);
    const screens = await studentScreens(ingest, '7100000001', ids.isha);
    expect(await screens.detail(ids.h1)).toMatchObject({ teacher_status: 'Pending', student_marks: null, teacher_comment: null });
    await put('homework-evaluations', [evaluation('EV-1', { marks: 18.5 })]);
  });

  it('bad rows say line and field while the rest are written', async () => {
    const job = await put('homework-evaluations', [
      evaluation('EV-2', { marks: 21 }),
      evaluation('EV-3', { marks: 1.234 }),
      evaluation('EV-4', { homework_source_id: 'H-G', marks: 5 }),
      evaluation('EV-5', { student_source_id: 'HS-3' }),
      evaluation('EV-6', { homework_source_id: 'H-404' }),
      evaluation('EV-7', { homework_source_id: 'H-G', student_source_id: 'HS-2', marks: undefined, grade: 'A' }),
      evaluation('EV-8', { marks: 3 }),
    ]);
    expect(job.counts).toMatchObject({ created: 1, failed: 6 });
    expect(job.errors.map((e) => [e.line, e.field, e.message]).sort()).toEqual([
      [1, 'marks', "marks: more than the homework's 20 marks"],
      [2, 'marks', 'marks: at most 2 decimals'],
      [3, 'marks', 'marks: this homework is graded; send grade instead'],
      [4, 'student_source_id', "student_source_id: 'HS-3' is not in the batch of homework 'H-1'"],
      [5, 'homework_source_id', "homework_source_id: no homework 'H-404' was imported; import it first"],
      [7, 'student_source_id', "student_source_id: this student's homework already has an evaluation imported under another source id"],
    ]);
    expect(await submissionOf(await hwId('Essay'), ids.dev)).toMatchObject({ grade: 'A', teacher_status: 'Evaluated', student_status: 'Submitted' });
  });

  it('work handed in on paper is evaluated and closed; deleting evaluations clears them and puts submissions back', async () => {
    expect((await put('homework-evaluations', [evaluation('EV-P', { student_source_id: 'HS-2', marks: 12, submitted_date: '2099-01-09' })])).counts).toMatchObject({ created: 1 });
    expect(await submissionOf(ids.h1, ids.dev)).toMatchObject({ student_status: 'Submitted', teacher_status: 'Evaluated', student_marks: '12.00' });
    expect(new Date((await submissionOf(ids.h1, ids.dev))!.submitted_at!).toISOString()).toBe('2099-01-09T06:30:00.000Z');

    const deleted = await put('homework-evaluations', [{ source_id: 'EV-P', status: 'tobedeleted' }, { source_id: 'EV-1', status: 'tobedeleted' }]);
    expect(deleted.counts).toMatchObject({ deleted: 2 });
    expect(await submissionOf(ids.h1, ids.dev)).toBeUndefined();
    // Handed in online: the submission and its file stay, the marks go.
    expect(await submissionOf(ids.h1, ids.isha)).toMatchObject({ student_status: 'Submitted', teacher_status: 'Pending', student_marks: null, teacher_comment: null });
    expect(await db().selectFrom('assignment_attachment').select('file_name').where('assignment_id', '=', ids.h1).where('student_id', '=', ids.isha).execute()).toEqual([{ file_name: 'answers.pdf' }]);
    expect(await db().selectFrom('import_homework_evaluation').select('id').where('assignment_id', '=', ids.h1).execute()).toEqual([]);
  });

  it('a dry run keeps nothing; an atomic upload with one bad row writes nothing', async () => {
    const dry = await put('homework-evaluations', [evaluation('EV-D')], { query: '?dry_run=true' });
    expect(dry).toMatchObject({ dry_run: true, counts: { created: 1 } });
    expect(await submissionOf(ids.h1, ids.isha)).toMatchObject({ teacher_status: 'Pending', student_marks: null });
    const atomic = await put('homework-evaluations', [evaluation('EV-A'), evaluation('EV-B', { student_source_id: 'HS-2', marks: -1 })], { query: '?atomic=true' });
    expect(atomic).toMatchObject({ state: 'failed', message: expect.stringContaining('Nothing was written') });
    expect(atomic.errors[0]).toMatchObject({ line: 2, field: 'marks' });
    expect(await submissionOf(ids.h1, ids.isha)).toMatchObject({ teacher_status: 'Pending', student_marks: null });
  });

  it('a bulk upload that drops more than max_delete_percent of its scope deletes nothing', async () => {
    const homework = Array.from({ length: 10 }, (_, i) => ({ source_id: `T-${i}`, batch_source_id: 'HB', title: `Test ${i}`, subject: 'Maths', due_date: '2099-01-10' }));
    await put('homework', homework);
    const marks = homework.map((h, i) => evaluation(`TE-${i}`, { homework_source_id: h.source_id, student_source_id: 'HS-2', marks: i }));
    expect((await put('homework-evaluations', marks, { mode: 'bulk', scope: 'tests' })).counts).toMatchObject({ created: 10 });
    const guarded = await put('homework-evaluations', marks.slice(0, 7), { mode: 'bulk', scope: 'tests' });
    expect(guarded).toMatchObject({ state: 'failed', counts: { deleted: 0, unchanged: 7 }, message: expect.stringContaining('Stopped before deleting 3 of 10') });
    expect(await submissionOf(await hwId('Test 9'), ids.dev)).toMatchObject({ student_marks: '9.00' });
    const allowed = await put('homework-evaluations', marks.slice(0, 7), { mode: 'bulk', scope: 'tests', query: '?max_delete_percent=30' });
    expect(allowed.counts).toMatchObject({ deleted: 3, unchanged: 7 });
    expect(await submissionOf(await hwId('Test 9'), ids.dev)).toBeUndefined();
  });

  it("another institute's key cannot name this institute's homework or students, nor delete its evaluations", async () => {
    const before = await submissionOf(await hwId('Test 0'), ids.dev);
    const borrowed = await put('homework-evaluations', [evaluation('TE-0', { homework_source_id: 'T-0', student_source_id: 'HS-2', marks: 1 })], { as: ctx.otherKey });
    expect(borrowed.errors[0]).toMatchObject({ field: 'homework_source_id', message: "homework_source_id: no homework 'T-0' was imported; import it first" });
    expect((await put('homework-evaluations', [{ source_id: 'TE-0', status: 'tobedeleted' }], { as: ctx.otherKey })).counts).toMatchObject({ unchanged: 1, deleted: 0 });
    expect(await submissionOf(await hwId('Test 0'), ids.dev)).toEqual(before);
  });
});
