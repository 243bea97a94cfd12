import { beforeAll, describe, expect, it } from 'vitest';
import { ZAnnouncementResponse, type TAnnouncement } from '@portal/contract';
import { HOSTILE_NOTICE_HTML } from '../../demo/notice-types.ts';
import { withSession } from '../../testing/login-helpers.ts';
import { commonAreaChecks, signedInStudent } from './ingest-area-checks.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';
import { PDF, putFile } from './ingest-library-helpers.ts';

// Issue 34 (decision 079): notices of the home screen, for batches or the whole institute.
const h = ingestTestApp();
const { ctx, put } = h;
const db = () => ctx.t.database.db;
let student: { token: string; studentId: number };

beforeAll(async () => {
  await put('batches', [{ source_id: 'NB-A', name: 'Notice batch A' }, { source_id: 'NB-B', name: 'Notice batch B' }]);
  student = await signedInStudent(h, 'NS-S', '7100000003');
  await put('enrollments', [{ source_id: 'NS-E', batch_source_id: 'NB-A', student_source_id: 'NS-S' }]);
});

const noticesNamed = (prefix: string, institute = 102) =>
  db().selectFrom('announcement').selectAll().where('institute_id', '=', institute).where('title', 'like', `${prefix}%`).orderBy('title').execute();

commonAreaChecks(h, {
  area: 'notices',
  record: (id) => ({ source_id: id, title: `${id} notice`, body_html: '<p>Hello</p>', date: '2026-11-10', batch_source_ids: ['NB-A'] }),
  count: async (prefix, institute) => (await noticesNamed(prefix, institute)).length,
  bad: { field: 'image_url', value: 'javascript:alert(1)', message: 'expected an https:// address' },
  reference: 'batch_source_ids',
});

/** The student's home-screen notices starting with `prefix`, as the dashboard reads them. */
async function shown(prefix: string): Promise<TAnnouncement[]> {
  const res = await ctx.t.app.inject({ url: `/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/102?is_active=true&student_id=${student.studentId}`, headers: withSession(student.token) });
  expect(res.statusCode, res.body).toBe(200);
  return ZAnnouncementResponse.parse(res.json()).result.filter((a) => a.ancmnt_title.startsWith(prefix));
}

describe('[issue 34] PUT /api/ingest/v1/notices', () => {
  it('[issue 34] a notice for the student\'s batch and one for everyone show on the home screen; another batch\'s does not', async () => {
    const job = await put('notices', [
      { source_id: 'N-1', title: 'N-1 Parent meeting', body_html: HOSTILE_NOTICE_HTML, date: '2026-11-20', time: '9:30', author: 'Principal', image_url: 'https://example.org/ptm.png', batch_source_ids: ['NB-A', 'NB-B'] },
      { source_id: 'N-2', title: 'N-2 Holiday list', body_html: '<p>See the calendar</p>', date: '2026-11-19' },
      { source_id: 'N-3', title: 'N-3 Batch B only', body_html: '<p>B</p>', date: '2026-11-18', batch_source_ids: ['NB-B'] },
    ]);
    expect(job.counts).toMatchObject({ created: 3, failed: 0 });
    const list = await shown('N-');
    expect(list.map((a) => a.ancmnt_title)).toEqual(['N-1 Parent meeting', 'N-2 Holiday list']);
    // The body is kept as written: the browser sanitises every notice [HOME-ANN-6].
    expect(list[0]).toMatchObject({ description: HOSTILE_NOTICE_HTML, updated_by: 'Principal', announced_date: '2026-11-20', announced_time: '09:30', batch_sec_names: 'Notice batch A,Notice batch B', announcement_img_url: 'https://example.org/ptm.png', file_name: null });
    expect(list[1]).toMatchObject({ updated_by: 'Apex Coaching Institute', batch_sec_names: '', announced_time: '00:00' });
  });

  it('[issue 34] an update changes the notice, a batch rename follows, withdrawn is hidden; a deletion removes it', async () => {
    expect((await put('notices', [{ source_id: 'N-3', title: 'N-3 Batch A now', body_html: '<p>A</p>', date: '2026-11-18', batch_source_ids: ['NB-A'] }])).counts).toMatchObject({ updated: 1 });
    await put('batches', [{ source_id: 'NB-A', name: 'Notice batch A (renamed)' }]);
    expect((await shown('N-3')).map((a) => [a.ancmnt_title, a.batch_sec_names])).toEqual([['N-3 Batch A now', 'Notice batch A (renamed)']]);
    await put('notices', [{ source_id: 'N-2', title: 'N-2 Holiday list', body_html: '<p>See the calendar</p>', date: '2026-11-19', active: false }]);
    expect(await shown('N-2')).toEqual([]);
    const { id } = (await noticesNamed('N-3'))[0]!;
    expect((await put('notices', [{ source_id: 'N-3', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await noticesNamed('N-3')).toEqual([]);
    expect(await db().selectFrom('announcement_batch').select('batch_name').where('announcement_id', '=', id).execute()).toEqual([]);
  });

  it('[HOME-ANN-5] [issue 35] a notice naming an uploaded file shows its name with a working address; an unknown file is the row\'s error', async () => {
    await putFile(h, 'NF-1', 'Circular.pdf', PDF);
    const job = await put('notices', [
      { source_id: 'N-4', title: 'N-4 Circular', body_html: '<p>See the circular</p>', date: '2026-11-20', file_source_id: 'NF-1' },
      { source_id: 'N-5', title: 'N-5 Missing file', body_html: '<p>?</p>', date: '2026-11-20', file_source_id: 'NF-404' },
    ]);
    expect(job.counts).toMatchObject({ created: 1, failed: 1 });
    expect(job.errors.map((e) => [e.field, e.message])).toEqual([['file_source_id', "file_source_id: no file 'NF-404' was uploaded; PUT /api/ingest/v1/files/NF-404 first"]]);
    const [notice] = await shown('N-4');
    expect(notice).toMatchObject({ file_name: 'Circular.pdf', file_url: expect.stringContaining(`&student_id=${student.studentId}`) });
    const res = await ctx.t.app.inject({ url: notice!.file_url!, headers: withSession(student.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="Circular.pdf"');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    // New bytes under the same source id are what the notice serves, at their size (decision 084).
    const longer = Buffer.concat([PDF, Buffer.alloc(100, 0x42)]);
    await putFile(h, 'NF-1', 'Circular.pdf', longer);
    const again = await ctx.t.app.inject({ url: notice!.file_url!, headers: withSession(student.token) });
    expect(again.rawPayload.equals(longer)).toBe(true);
    expect((await noticesNamed('N-4'))[0]).toMatchObject({ size_bytes: longer.length, content_type: 'application/pdf' });
    // Sent again without the file, the notice keeps its text and loses the attachment.
    await put('notices', [{ source_id: 'N-4', title: 'N-4 Circular', body_html: '<p>See the circular</p>', date: '2026-11-20' }]);
    expect((await shown('N-4'))[0]).toMatchObject({ file_name: null, file_url: null });
  });
});
