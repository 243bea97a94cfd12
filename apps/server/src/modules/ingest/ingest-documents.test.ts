import { beforeAll, describe, expect, it } from 'vitest';
import { ZDocFilesResponse, ZDocSubjectsResponse } from '@portal/contract';
import { withSession } from '../../testing/login-helpers.ts';
import { ingestTestApp, type PutOptions } from './ingest-test-helpers.ts';
import { PDF, putFile, twoLearners, type Learner } from './ingest-library-helpers.ts';

// Issue 34 (decision 086): shared documents over the integration API, seen on the Documents screen.
const app = ingestTestApp();
const { ctx } = app;
const put = (records: unknown[], opts: PutOptions = {}) => app.put('documents', records, opts);
const doc = (n: number, extra: object = {}) => ({ source_id: `D-${n}`, title: `Imported doc ${n}`, subject: 'Imported physics', file_source_id: 'DF-1', batch_source_ids: ['DOC-B1'], ...extra });
const docsTitled = (prefix: string) => ctx.t.database.db.selectFrom('shared_file').select(['id', 'title', 'category']).where('institute_id', '=', 102).where('title', 'like', `${prefix}%`).orderBy('title').execute();

const get = (who: Learner, url: string) => ctx.t.app.inject({ method: 'GET', url, headers: withSession(who.token) });
/** The student's documents of a subject as the Documents screen reads them [API-DOC-1/2]; none when the subject is not theirs. */
async function screenOf(who: Learner, subject = 'Imported physics') {
  const subjects = ZDocSubjectsResponse.parse((await get(who, `/api/v1/fileShare/102?student_id=${who.studentId}`)).json()).result.subject_list;
  const found = subjects.find((s) => 'subject_name' in s && s.subject_name === subject) as { subject_id: number } | undefined;
  if (!found) return [];
  const res = await get(who, `/api/v1/fileShare/subject-level/102?share_with=2&student_id=${who.studentId}&subject_id=${found.subject_id}`);
  expect(res.statusCode, res.body).toBe(200);
  return Object.values(ZDocFilesResponse.parse(res.json()).result.fileMap).flat();
}

let mine: Learner;
let other: Learner;
beforeAll(async () => {
  [mine, other] = await twoLearners(app, 'DOC', ['7210000001', '7210000002']);
  await putFile(app, 'DF-1', 'notes.pdf', PDF);
});

describe('[issue 34] PUT /api/ingest/v1/documents', () => {
  it('a file, a Vimeo and a YouTube video: the batch\'s student sees them and downloads the bytes sent; another batch\'s student does not', async () => {
    const job = await put([doc(1, { category: 'EBook' }), doc(2, { file_source_id: undefined, vimeo_video_id: 'https://vimeo.com/76979871' }), doc(3, { file_source_id: undefined, youtube_id: 'https://youtu.be/dQw4w9WgXcQ', is_readonly: true })]);
    expect(job.counts).toMatchObject({ created: 3, failed: 0 });
    const seen = await screenOf(mine);
    expect(seen.map((f) => [f.title, f.category_name, f.file_name, f.vimeo_video_id, f.proc_id, f.is_readonly])).toEqual([
      ['Imported doc 1', 'EBook', 'notes.pdf', null, null, 'N'],
      ['Imported doc 2', 'Vimeo', null, '76979871', null, 'N'],
      ['Imported doc 3', 'Youtube', null, null, 'dQw4w9WgXcQ', 'Y'],
    ]);
    const fileId = seen[0]!.file_id;
    const download = await get(mine, `/api/v1/instFileSystem/downloadFile/102?fileId=${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PDF);
    expect(await screenOf(other)).toEqual([]);
    expect((await get(other, `/api/v1/instFileSystem/downloadFile/102?fileId=${fileId}`)).statusCode).toBe(404);
  });

  it('the same upload again is unchanged; an edit updates, and a new batch list replaces the old one', async () => {
    const again = await put([doc(1, { category: 'EBook' })]);
    expect(again.counts).toMatchObject({ unchanged: 1, updated: 0 });
    expect((await put([doc(1, { title: 'Imported doc 1 (v2)', batch_source_ids: ['DOC-B2'] })])).counts).toMatchObject({ updated: 1 });
    expect((await screenOf(other)).map((f) => [f.title, f.category_name])).toEqual([['Imported doc 1 (v2)', 'Other']]);
    expect((await screenOf(mine)).map((f) => f.title)).not.toContain('Imported doc 1 (v2)');
  });

  it('a bad row is skipped and reported with its line and field; the rest is written', async () => {
    const job = await put([
      doc(10),
      doc(11, { file_source_id: 'NOPE' }),
      doc(12, { vimeo_video_id: '123' }),
      doc(13, { file_source_id: undefined, youtube_id: 'https://example.com/x' }),
      doc(14, { batch_source_ids: ['B-404'] }),
      doc(15, { batch_source_ids: [] }),
      doc(16, { title: 'bad\u0007title' }),
    ]);
    expect(job.counts).toMatchObject({ created: 1, failed: 6 });
    // Schema errors are reported before write errors: compared by line.
    expect(job.errors.map((e) => [e.line, e.field, e.message]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [2, 'file_source_id', "file_source_id: no file 'NOPE' was uploaded; PUT /api/ingest/v1/files/NOPE first"],
      [3, 'file_source_id', 'file_source_id: name exactly one of file_source_id, vimeo_video_id or youtube_id'],
      [4, 'youtube_id', 'youtube_id: expected a YouTube video id or its https://www.youtube.com/watch?v=<id> address'],
      [5, 'batch_source_ids', "batch_source_ids: no batch 'B-404' was imported; import it first"],
      [6, 'batch_source_ids', 'batch_source_ids: share it with at least one batch'],
      [7, 'title', 'title: control characters are not allowed'],
    ]);
    expect((await docsTitled('Imported doc 1')).map((d) => d.title)).toContain('Imported doc 10');
  });

  it('a dry run keeps nothing; an atomic upload with a bad row writes nothing', async () => {
    expect((await put([doc(20)], { query: '?dry_run=true' })).counts).toMatchObject({ created: 1 });
    const atomic = await put([doc(21), doc(22, { file_source_id: 'NOPE' })], { query: '?atomic=true' });
    expect(atomic).toMatchObject({ state: 'failed', counts: { created: 0, failed: 1 } });
    expect(await docsTitled('Imported doc 2')).toHaveLength(1); // doc 2 only, neither 20 nor 21
  });

  it('deleting removes it from the screens; bulk deletes within its scope, and the guard stops a mass delete', async () => {
    expect((await put([{ source_id: 'D-2', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect((await screenOf(mine)).map((f) => f.title)).not.toContain('Imported doc 2');
    const term = Array.from({ length: 10 }, (_, i) => doc(100 + i, { title: `Term doc ${i}` }));
    await put(term, { mode: 'bulk', scope: 'term' });
    const guarded = await put(term.slice(0, 5), { mode: 'bulk', scope: 'term' });
    expect(guarded).toMatchObject({ state: 'failed', counts: { deleted: 0 } });
    expect(await docsTitled('Term doc')).toHaveLength(10);
    expect((await put(term.slice(0, 5), { mode: 'bulk', scope: 'term', query: '?max_delete_percent=50' })).counts).toMatchObject({ deleted: 5, unchanged: 5 });
    expect(await docsTitled('Term doc')).toHaveLength(5);
  });

  it("another institute's key reaches none of this institute's batches, files or documents", async () => {
    const borrowed = await put([doc(30, { title: 'Borrowed doc' })], { as: ctx.otherKey });
    expect(borrowed.errors[0]).toMatchObject({ field: 'batch_source_ids', message: "batch_source_ids: no batch 'DOC-B1' was imported; import it first" });
    // With a batch of its own, the first institute's file is still not its file.
    await app.put('batches', [{ source_id: 'DOC-B1', name: 'Their batch' }], { as: ctx.otherKey });
    const noFile = await put([doc(31, { title: 'Borrowed doc' })], { as: ctx.otherKey });
    expect(noFile.errors[0]).toMatchObject({ field: 'file_source_id' });
    expect(await docsTitled('Borrowed')).toEqual([]);
    const del = await put([{ source_id: 'D-3', status: 'tobedeleted' }], { as: ctx.otherKey });
    expect(del.counts).toMatchObject({ deleted: 0, unchanged: 1 });
    expect((await screenOf(mine)).map((f) => f.title)).toContain('Imported doc 3');
  });
});
