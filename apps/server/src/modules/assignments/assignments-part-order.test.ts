import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TOTAL_BYTES } from '@portal/domain';
import { ZUpdateAssignmentResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { assignmentId, largePdf, pdfBytes, pngBytes, postUpdate, saveJson, storedFiles, submissionState, UPDATE_URL } from './upload-test-helpers.ts';

// Issue 12, item 10 (decision 031): the spec's client appends each file to `files` first (the
// text null when there is none) and fileJson last. Either order is accepted; files that come
// before fileJson are stored as pending, checked when it arrives, and every one of them is
// removed on any refusal, with every limit kept.

let t: TestApp;
let aarav: string;
let tanvi: string;
let parent: string;
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
  tanvi = (await signIn(t.app, '9000000013')).token!;
  parent = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
});
afterAll(() => t.close());

const AARAV = [5001] as [number];
const TANVI = [5016] as [number];

/** The store and the rows of one student's submission, to compare before and after a refusal. */
async function snapshot(fileId: number, studentId: number) {
  return { files: await storedFiles(t), state: await submissionState(t, fileId, studentId) };
}

describe('[API-ASSIGN-6] [issue 12] files before fileJson, as the spec’s client sends them', () => {
  it('[API-ASSIGN-6] [issue 12] files first and fileJson last save as fileJson first does', async () => {
    const id = await assignmentId(t, 'Science project: Model of the solar system', 'Class 8 - A');
    const before = await storedFiles(t);
    const res = await postUpdate(t.app, aarav, saveJson({ file_id: id, studentId_array: AARAV, student_comment: 'Two pages' }), [
      { name: 'page-1.pdf', body: pdfBytes('one') },
      { name: 'page-2.png', body: pngBytes() },
    ], 'spec-client');
    expect(res.statusCode, res.body).toBe(200);
    const saved = ZUpdateAssignmentResponse.parse(res.json());
    expect(saved.message).toBe('Assignment saved as draft');
    expect(saved.result.student_attachment.map((a) => a.attachment_display_name)).toEqual(['page-1.pdf', 'page-2.png']);
    expect((await storedFiles(t)).length).toBe(before.length + 2);
    expect(await submissionState(t, id, 5001)).toMatchObject({ submission: { student_status: 'Draft', student_comment: 'Two pages' }, pending: [] });
  });

  it('[API-ASSIGN-6] [issue 12] the text null as files (no file to send) is skipped; other text as files is refused', async () => {
    const id = await assignmentId(t, 'Map work: Major rivers of India', 'Class 8 - A');
    const link = { url_lists: [{ display_name: 'Map', url: 'https://maps.example.com/rivers' }] };
    const res = await postUpdate(t.app, tanvi, saveJson({ file_id: id, studentId_array: TANVI, ...link }), [], 'spec-client');
    expect(res.statusCode, res.body).toBe(200);
    expect(ZUpdateAssignmentResponse.parse(res.json()).result.student_attachment.map((a) => a.attachment_url)).toEqual(['https://maps.example.com/rivers']);
    const json = JSON.stringify(saveJson({ file_id: id, studentId_array: TANVI, ...link }));
    const text = await t.app.inject({
      method: 'POST',
      url: UPDATE_URL,
      headers: { ...withSession(tanvi), 'content-type': 'multipart/form-data; boundary=b0' },
      payload: `--b0\r\nContent-Disposition: form-data; name="files"\r\n\r\nundefined\r\n--b0\r\nContent-Disposition: form-data; name="fileJson"\r\n\r\n${json}\r\n--b0--\r\n`,
    });
    expect(text.json()).toMatchObject({ statusCode: 400, errors: [{ field: 'files' }] });
  });

  it('[API-ASSIGN-6] [issue 12] files then a fileJson that is not JSON, or fails the contract: 400, nothing in the store', async () => {
    const id = await assignmentId(t, 'Fractions worksheet', 'Class 8 - A');
    const before = await snapshot(id, 5016);
    const files = [{ name: 'a.pdf', body: pdfBytes('a') }, { name: 'b.pdf', body: pdfBytes('b') }];
    const notJson = await postUpdate(t.app, tanvi, '{"file_id":', files, 'spec-client');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ errors: [{ field: 'fileJson' }] });
    const badId = await postUpdate(t.app, tanvi, { ...saveJson({ file_id: id, studentId_array: TANVI }), file_id: '2147483648' }, files, 'spec-client');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'file_id' }] });
    const nul = await postUpdate(t.app, tanvi, saveJson({ file_id: id, studentId_array: TANVI, student_comment: 'a\u0000b' }), files, 'spec-client');
    expect(nul.json()).toMatchObject({ statusCode: 400, errors: [{ field: 'student_comment' }] });
    expect(await snapshot(id, 5016)).toEqual(before);
  });

  it('[API-ASSIGN-6] [issue 12] files then another student’s id in fileJson: 404, nothing kept', async () => {
    const id = await assignmentId(t, 'Fractions worksheet', 'Class 8 - A');
    const before = await snapshot(id, 5001);
    const res = await postUpdate(t.app, tanvi, saveJson({ file_id: id, studentId_array: AARAV }), [{ name: 'mine.pdf', body: pdfBytes() }], 'spec-client');
    expect(res.statusCode).toBe(404);
    expect(await snapshot(id, 5001)).toEqual(before);
  });

  it('[ASSIGN-PARENT-1] [issue 12] a parent’s file before fileJson is refused at once: 400 PARENT_NOT_ALLOWED, nothing kept', async () => {
    const id = await assignmentId(t, 'Map work: Major rivers of India', 'Class 8 - A');
    const before = await snapshot(id, 5001);
    const res = await postUpdate(t.app, parent, saveJson({ file_id: id, studentId_array: AARAV }), [{ name: 'map.pdf', body: pdfBytes() }], 'spec-client');
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'PARENT_NOT_ALLOWED' });
    expect(await snapshot(id, 5001)).toEqual(before);
  });

  it('[ASSIGN-UPLOAD-4] [issue 12] files before fileJson count with the kept ones when it arrives: 21 in all is refused, nothing of the request kept', async () => {
    const id = await assignmentId(t, 'Letter writing: Invitation to the Annual Day', 'Class 8 - A');
    const first = await postUpdate(t.app, tanvi, saveJson({ file_id: id, studentId_array: TANVI }), [{ name: 'draft.pdf', body: pdfBytes('draft') }]);
    expect(first.statusCode, first.body).toBe(200);
    const kept = ZUpdateAssignmentResponse.parse(first.json()).result.student_attachment.map((a) => a.attachment_id);
    const before = await snapshot(id, 5016);
    const twenty = Array.from({ length: 20 }, (_, i) => ({ name: `page-${i + 1}.pdf`, body: pdfBytes(`page ${i + 1}`) }));
    const res = await postUpdate(t.app, tanvi, saveJson({ file_id: id, studentId_array: TANVI, attachmentId_array: kept }), twenty, 'spec-client');
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'TOO_MANY_FILES' });
    expect(await snapshot(id, 5016)).toEqual(before);
    const twentyOne = [...twenty, { name: 'page-21.pdf', body: pdfBytes('page 21') }];
    const tooMany = await postUpdate(t.app, tanvi, saveJson({ file_id: id, studentId_array: TANVI }), twentyOne, 'spec-client');
    expect(tooMany.json()).toMatchObject({ statusCode: 400, code: 'TOO_MANY_FILES' });
    expect(await snapshot(id, 5016)).toEqual(before);
  });

  it('[API-ASSIGN-6] [issue 12] two fileJson parts, or a part of another name, are refused and nothing kept', async () => {
    const id = await assignmentId(t, 'Fractions worksheet', 'Class 8 - A');
    const before = await snapshot(id, 5016);
    const json = JSON.stringify(saveJson({ file_id: id, studentId_array: TANVI }));
    const twice = await postUpdate(t.app, tanvi, json, [{ name: 'a.pdf', body: pdfBytes() }, { name: 'again.json', body: Buffer.from(json), field: 'fileJson' }]);
    expect(twice.json()).toMatchObject({ statusCode: 400, errors: [{ field: 'fileJson' }] });
    const other = await postUpdate(t.app, tanvi, json, [{ name: 'a.pdf', body: pdfBytes() }, { name: 'b.pdf', body: pdfBytes(), field: 'attachments' }], 'spec-client');
    expect(other.json()).toMatchObject({ statusCode: 400, errors: [{ field: 'attachments' }] });
    expect(await snapshot(id, 5016)).toEqual(before);
  });

  it('[ASSIGN-UPLOAD-3] [issue 12] too large mid-stream with fileJson last: 413, and the first file removed too', async () => {
    const id = await assignmentId(t, 'Science project: Model of the solar system', 'Class 8 - A');
    const before = await snapshot(id, 5016);
    const half = Math.floor(MAX_TOTAL_BYTES / 2);
    const res = await postUpdate(t.app, tanvi, saveJson({ file_id: id, studentId_array: TANVI }), [
      { name: 'part-1.pdf', body: largePdf(half) },
      { name: 'part-2.pdf', body: largePdf(half + 2) },
    ], 'spec-client');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
    expect(await snapshot(id, 5016)).toEqual(before);
  }, 120_000);
});
