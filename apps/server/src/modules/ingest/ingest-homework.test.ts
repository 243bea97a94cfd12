import { describe, expect, it } from 'vitest';
import { homeworkRoster, PDF, putFile, studentScreens } from './ingest-homework-test-helpers.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 085): homework over the integration API, shown on the students' homework screens.
const ingest = ingestTestApp();
const { ctx, put } = ingest;
const db = () => ctx.t.database.db;
const hwNamed = (title: string) => db().selectFrom('assignment').selectAll().where('title', '=', title).executeTakeFirst();
const attachmentsOf = (id: number) => db().selectFrom('assignment_attachment').select(['id', 'kind', 'file_name', 'file_key', 'file_size', 'content_type', 'url']).where('assignment_id', '=', id).orderBy('id').execute();
const hw = (sourceId: string, over: Record<string, unknown> = {}) => ({ source_id: sourceId, batch_source_id: 'HB', title: `Homework ${sourceId}`, subject: 'Physics', due_date: '2099-01-10', ...over });
let studentId = 0;

describe('[issue 34] PUT /api/ingest/v1/homework', () => {
  it('creates homework with its files and links, the description as text; bad rows say line and field', async () => {
    ({ studentId } = await homeworkRoster(ingest));
    await putFile(ingest, 'F-HW', 'optics-sheet.pdf', PDF);
    const job = await put('homework', [
      hw('H-1', {
        title: 'Optics sheet',
        topic: 'Optics',
        description: '<p>Solve <b>1 to 10</b> &amp; show work.</p><ul><li>x &lt; 5</li><li>y > 3</li></ul><script>alert(1)</script>',
        due_time: '17:00',
        max_marks: 20,
        allow_late_submission: true,
        file_source_ids: ['F-HW'],
        links: ['https://example.org/optics'],
      }),
      hw('H-2', { file_source_ids: ['F-NONE'] }),
      hw('H-3', { links: ['http://example.org/plain'] }),
      hw('H-4', { graded: true, max_marks: 10 }),
      hw('H-5', { batch_source_id: 'NOPE' }),
    ]);
    expect(job.counts).toMatchObject({ created: 1, failed: 4 });
    expect(job.errors.map((e) => [e.line, e.field, e.message]).sort()).toEqual([
      [2, 'file_source_ids', "file_source_ids: no file 'F-NONE' was uploaded; PUT /api/ingest/v1/files/F-NONE first"],
      [3, 'links.0', 'links.0: expected an https:// address'],
      [4, 'max_marks', 'max_marks: a graded homework has no max marks'],
      [5, 'batch_source_id', "batch_source_id: no batch 'NOPE' was imported; import it first"],
    ]);
    const row = (await hwNamed('Optics sheet'))!;
    expect(row).toMatchObject({ institute_id: 102, subject_name: 'Physics', topic_name: 'Optics', allow_late_submission: true, enable_grade: false, evaluation_required: true });
    expect(row.description).toBe('Solve 1 to 10 & show work.\n• x < 5\n• y > 3');
    expect(new Date(row.end_at).toISOString()).toBe('2099-01-10T11:30:00.000Z'); // 17:00 in Asia/Kolkata
    expect(Number(row.evaluation_marks)).toBe(20);
    const file = await db().selectFrom('ingest_file').select('file_key').where('source_id', '=', 'F-HW').executeTakeFirstOrThrow();
    expect(await attachmentsOf(row.id)).toMatchObject([
      { kind: 'teacher', file_name: 'optics-sheet.pdf', file_key: file.file_key, content_type: 'application/pdf', url: null },
      { kind: 'teacher', file_name: 'https://example.org/optics', file_key: null, url: 'https://example.org/optics' },
    ]);
  });

  it('the batch\'s student sees it on the homework list and detail and downloads the file as it was uploaded', async () => {
    const row = (await hwNamed('Optics sheet'))!;
    const screens = await studentScreens(ingest, '7100000001', studentId);
    const list = await screens.list();
    expect(list.upcoming_online_assignment_list).toEqual([expect.objectContaining({ file_id: row.id, title: 'Optics sheet', course_name: 'Homework batch', subject_name: 'Physics', student_status: 'Pending' })]);
    const detail = await screens.detail(row.id);
    expect(detail).toMatchObject({ description: 'Solve 1 to 10 & show work.\n• x < 5\n• y > 3', evaluation_marks: 20, allow_assignment_late_submission: 'Y', topic_name: 'Optics' });
    expect(detail.attachment_lists.map((a) => [a.attachment_name, a.attachment_url])).toEqual([['optics-sheet.pdf', null], ['https://example.org/optics', 'https://example.org/optics']]);
    expect((await screens.download(detail.attachment_lists[0]!.attachment_id)).equals(PDF)).toBe(true);
  });

  it('the same upload again is unchanged; an update keeps the rows of the files it still names', async () => {
    const first = hw('H-1', { title: 'Optics sheet', topic: 'Optics', description: '<p>Solve <b>1 to 10</b> &amp; show work.</p><ul><li>x &lt; 5</li><li>y > 3</li></ul><script>alert(1)</script>', due_time: '17:00', max_marks: 20, allow_late_submission: true, file_source_ids: ['F-HW'], links: ['https://example.org/optics'] });
    expect((await put('homework', [first])).counts).toMatchObject({ unchanged: 1 });
    const row = (await hwNamed('Optics sheet'))!;
    const [pdf] = await attachmentsOf(row.id);
    await putFile(ingest, 'F-SOL', 'answers.pdf', PDF);
    const job = await put('homework', [{ ...first, title: 'Optics sheet (revised)', links: [], solution_file_source_ids: ['F-SOL'] }]);
    expect(job.counts).toMatchObject({ updated: 1 });
    const after = await attachmentsOf(row.id);
    expect(after.map((a) => [a.kind, a.file_name])).toEqual([['teacher', 'optics-sheet.pdf'], ['solution', 'answers.pdf']]);
    expect(after[0]!.id).toBe(pdf!.id);
    expect((await hwNamed('Optics sheet (revised)'))!.id).toBe(row.id);
  });

  it('deleting homework nobody worked on removes it (the uploaded file stays); with a student\'s work it is refused and stays', async () => {
    await put('homework', [hw('H-6', { file_source_ids: ['F-HW'] })]);
    const h6 = (await hwNamed('Homework H-6'))!;
    expect((await put('homework', [{ source_id: 'H-6', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await hwNamed('Homework H-6')).toBeUndefined();
    expect(await attachmentsOf(h6.id)).toEqual([]);
    expect(await db().selectFrom('ingest_file').select('source_id').where('source_id', '=', 'F-HW').executeTakeFirst()).toBeDefined();

    const h1 = (await hwNamed('Optics sheet (revised)'))!;
    await db().insertInto('assignment_submission').values({ assignment_id: h1.id, student_id: studentId, student_status: 'Draft', updated_at: new Date() }).execute();
    const refused = await put('homework', [{ source_id: 'H-1', status: 'tobedeleted' }]);
    expect(refused.counts).toMatchObject({ deleted: 0, failed: 1 });
    expect(refused.errors[0]).toMatchObject({ source_id: 'H-1', message: '1 student has work on this homework (a draft, a submission or marks); it stays with their work' });
    const moved = await put('homework', [hw('H-1', { batch_source_id: 'HB2' })]);
    expect(moved.errors[0]).toMatchObject({ field: 'batch_source_id' });
    await put('batches', [{ source_id: 'HB2', name: 'Other batch', academic_year_source_id: 'HY' }]);
    const movedAgain = await put('homework', [hw('H-1', { batch_source_id: 'HB2' })]);
    expect(movedAgain.errors[0]).toMatchObject({ field: 'batch_source_id', message: expect.stringContaining('it stays in its batch') });
    expect((await hwNamed('Optics sheet (revised)'))!.batch_id).toBe(h1.batch_id);
    await db().deleteFrom('assignment_submission').where('assignment_id', '=', h1.id).execute();
  });

  it('a dry run keeps nothing; an atomic upload with one bad row writes nothing', async () => {
    const dry = await put('homework', [hw('H-D')], { query: '?dry_run=true' });
    expect(dry).toMatchObject({ dry_run: true, counts: { created: 1 } });
    expect(await hwNamed('Homework H-D')).toBeUndefined();
    const atomic = await put('homework', [hw('H-A'), hw('H-B', { due_date: '2099-02-30' })], { query: '?atomic=true' });
    expect(atomic).toMatchObject({ state: 'failed', message: expect.stringContaining('Nothing was written') });
    expect(atomic.errors[0]).toMatchObject({ line: 2, field: 'due_date' });
    expect(await hwNamed('Homework H-A')).toBeUndefined();
  });

  it('a bulk upload that drops more than max_delete_percent of its scope deletes nothing', async () => {
    const term = Array.from({ length: 10 }, (_, i) => hw(`T-${i}`));
    expect((await put('homework', term, { mode: 'bulk', scope: 'term-1' })).counts).toMatchObject({ created: 10 });
    const guarded = await put('homework', term.slice(0, 7), { mode: 'bulk', scope: 'term-1' });
    expect(guarded).toMatchObject({ state: 'failed', counts: { deleted: 0, unchanged: 7 }, message: expect.stringContaining('Stopped before deleting 3 of 10') });
    expect(await hwNamed('Homework T-9')).toBeDefined();
    const allowed = await put('homework', term.slice(0, 7), { mode: 'bulk', scope: 'term-1', query: '?max_delete_percent=30' });
    expect(allowed.counts).toMatchObject({ deleted: 3, unchanged: 7 });
    expect(await hwNamed('Homework T-9')).toBeUndefined();
  });

  it("another institute's key cannot name this institute's batch or files, nor delete its homework", async () => {
    const before = (await hwNamed('Optics sheet (revised)'))!;
    const borrowed = await put('homework', [hw('H-1', { title: 'Hijacked' })], { as: ctx.otherKey });
    expect(borrowed.errors[0]).toMatchObject({ field: 'batch_source_id', message: "batch_source_id: no batch 'HB' was imported; import it first" });
    await put('batches', [{ source_id: 'OB', name: 'Their batch' }], { as: ctx.otherKey });
    const theirs = await put('homework', [hw('H-9', { batch_source_id: 'OB', file_source_ids: ['F-HW'] })], { as: ctx.otherKey });
    expect(theirs.errors[0]).toMatchObject({ field: 'file_source_ids', message: expect.stringContaining("no file 'F-HW' was uploaded") });
    expect((await put('homework', [{ source_id: 'H-1', status: 'tobedeleted' }], { as: ctx.otherKey })).counts).toMatchObject({ unchanged: 1, deleted: 0 });
    expect(await hwNamed('Optics sheet (revised)')).toEqual(before);
    expect(await hwNamed('Hijacked')).toBeUndefined();
  });
});
