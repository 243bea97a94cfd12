import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAssignmentListResponse, ZUpdateAssignmentResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import {
  assignmentId,
  LIST_URL,
  pdfBytes,
  pngBytes,
  postUpdate,
  saveJson,
  storedFiles,
  submissionState,
  UPDATE_URL,
  multipartBody,
} from './upload-test-helpers.ts';

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

describe('save and submit [API-ASSIGN-6]', () => {
  it('[ASSIGN-SAVE-1] [ASSIGN-SAVE-2] [ASSIGN-STATUS-5] [ASSIGN-STATUS-6] a Draft with a file, a link and a remark, then a Submit that keeps them and adds an image', async () => {
    const id = await assignmentId(t, 'Science project: Model of the solar system', 'Class 8 - A');
    const before = await storedFiles(t);
    const draft = await postUpdate(
      t.app,
      aarav,
      saveJson({ file_id: id, studentId_array: AARAV, student_comment: 'Model half built', url_lists: [{ display_name: ' Photos ', url: ' https://photos.example.com/aarav ' }] }),
      [{ name: 'My model notes.pdf', body: pdfBytes('notes') }],
    );
    expect(draft.statusCode).toBe(200);
    const saved = ZUpdateAssignmentResponse.parse(draft.json());
    expect(saved.message).toBe('Assignment saved as draft');
    expect(saved.result.student_status).toBe('Draft');
    expect(saved.result.student_attachment).toEqual([
      { attachment_id: expect.any(Number), attachment_display_name: 'My model notes.pdf', attachment_name: 'My model notes.pdf', attachment_url: null, size: 0.01 },
      // Links are saved trimmed (decision 025).
      { attachment_id: expect.any(Number), attachment_display_name: 'Photos', attachment_name: 'Photos', attachment_url: 'https://photos.example.com/aarav', size: null },
    ]);
    expect((await storedFiles(t)).length).toBe(before.length + 1);
    const state = await submissionState(t, id, 5001);
    expect(state.submission).toMatchObject({ student_status: 'Draft', student_comment: 'Model half built', submitted_at: null });
    expect(state.attachments[0]).toMatchObject({ content_type: 'application/pdf' });
    expect(state.pending).toEqual([]);

    const keep = saved.result.student_attachment.map((a) => a.attachment_id);
    const submit = await postUpdate(t.app, aarav, saveJson({ file_id: id, studentId_array: AARAV, student_status: 'Submitted', attachmentId_array: keep }), [
      { name: 'model.png', body: pngBytes() },
    ]);
    expect(submit.statusCode).toBe(200);
    const done = ZUpdateAssignmentResponse.parse(submit.json());
    expect(done.message).toBe('Assignment submitted successfully');
    expect(done.result.student_status).toBe('Submitted');
    expect(done.result.student_attachment.map((a) => a.attachment_display_name)).toEqual(['My model notes.pdf', 'Photos', 'model.png']);
    expect((await submissionState(t, id, 5001)).submission).toMatchObject({ student_status: 'Submitted', student_comment: null, submitted_at: expect.any(Date) });
    const { result } = ZAssignmentListResponse.parse(
      (await t.app.inject({ method: 'POST', url: LIST_URL, headers: withSession(aarav), payload: { category_id: 255, institute_id: 101, student_id: 5001 } })).json(),
    );
    expect(result.upcoming_online_assignment_list.find((i) => i.file_id === id)?.student_status).toBe('Submitted');
  });

  it('[ASSIGN-STATUS-7] a Submitted assignment cannot be changed: 409, and nothing of the request is kept', async () => {
    const id = await assignmentId(t, 'Science project: Model of the solar system', 'Class 8 - A');
    const before = await storedFiles(t);
    const rows = await submissionState(t, id, 5001);
    const res = await postUpdate(t.app, aarav, saveJson({ file_id: id, studentId_array: AARAV }), [{ name: 'late.pdf', body: pdfBytes() }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ASSIGNMENT_CLOSED', message: 'This assignment is already submitted' });
    expect(await storedFiles(t)).toEqual(before);
    expect(await submissionState(t, id, 5001)).toEqual(rows);
    // A seeded Submitted one too.
    const letter = await assignmentId(t, 'Letter writing: Invitation to the Annual Day', 'Class 8 - A');
    expect((await postUpdate(t.app, aarav, saveJson({ file_id: letter, studentId_array: AARAV, url_lists: [{ display_name: 'x', url: 'https://a.example' }] }))).statusCode).toBe(409);
  });

  it('[ASSIGN-STATUS-9] a past assignment with late submission accepts a save (shown Not Submitted) and a submit', async () => {
    const id = await assignmentId(t, 'Chapter 4 questions: Combustion and flame', 'Class 8 - A');
    const draft = await postUpdate(t.app, aarav, saveJson({ file_id: id, studentId_array: AARAV }), [{ name: 'answers.txt', body: Buffer.from('1. Oxygen\n2. Ignition temperature\n') }]);
    expect(draft.statusCode).toBe(200);
    expect(ZUpdateAssignmentResponse.parse(draft.json()).result.student_status).toBe('Not Submitted');
    const keep = ZUpdateAssignmentResponse.parse(draft.json()).result.student_attachment.map((a) => a.attachment_id);
    const submit = await postUpdate(t.app, aarav, saveJson({ file_id: id, studentId_array: AARAV, student_status: 'Submitted', attachmentId_array: keep }));
    expect(submit.statusCode).toBe(200);
    expect(ZUpdateAssignmentResponse.parse(submit.json()).result).toMatchObject({ student_status: 'Submitted', student_attachment: [{ attachment_display_name: 'answers.txt' }] });
  });

  it('[ASSIGN-STATUS-10] a past assignment without late submission refuses: 409 with the late-closed message', async () => {
    const id = await assignmentId(t, 'Scratch animation: The water cycle', 'Class 8 - A');
    const res = await postUpdate(t.app, aarav, saveJson({ file_id: id, studentId_array: AARAV, url_lists: [{ display_name: 'Project', url: 'https://scratch.mit.edu/projects/1' }] }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ASSIGNMENT_CLOSED', message: 'Late submission is not allowed for this assignment' });
    expect((await submissionState(t, id, 5001)).submission).toBeUndefined();
  });

  it('[ASSIGN-PARENT-1] [ASSIGN-PARENT-2] a parent can neither save nor submit: 400 PARENT_NOT_ALLOWED (never a 403), nothing kept', async () => {
    const id = await assignmentId(t, 'Map work: Major rivers of India', 'Class 8 - A');
    const before = await storedFiles(t);
    for (const student_status of ['Draft', 'Submitted'] as const) {
      const res = await postUpdate(t.app, parent, saveJson({ file_id: id, studentId_array: AARAV, student_status }), [{ name: 'map.pdf', body: pdfBytes() }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PARENT_NOT_ALLOWED', message: 'Parents are not allowed to submit the assignment' });
    }
    expect(await storedFiles(t)).toEqual(before);
    expect((await submissionState(t, id, 5001)).submission).toBeUndefined();
  });

  it('[API-ASSIGN-6] another student, an unshared assignment, another institute and another student\'s attachment are 404', async () => {
    const map = await assignmentId(t, 'Map work: Major rivers of India', 'Class 8 - A');
    const link = { url_lists: [{ display_name: 'Map', url: 'https://maps.example.com/rivers' }] };
    expect((await postUpdate(t.app, tanvi, saveJson({ file_id: map, studentId_array: AARAV, ...link }))).statusCode).toBe(404);
    const otherSection = await assignmentId(t, 'Fractions worksheet', 'Class 8 - B');
    expect((await postUpdate(t.app, tanvi, saveJson({ file_id: otherSection, studentId_array: TANVI, ...link }))).statusCode).toBe(404);
    expect((await postUpdate(t.app, tanvi, saveJson({ file_id: map, studentId_array: TANVI, ...link }, 102))).statusCode).toBe(404);
    const letter = await assignmentId(t, 'Letter writing: Invitation to the Annual Day', 'Class 8 - A');
    const aaravsFile = (await submissionState(t, letter, 5001)).attachments[0]!.id;
    expect((await postUpdate(t.app, tanvi, saveJson({ file_id: letter, studentId_array: TANVI, attachmentId_array: [aaravsFile] }))).statusCode).toBe(404);
    expect((await submissionState(t, letter, 5016)).submission).toBeUndefined();
  });

  it('[ASSIGN-UPLOAD-1] a save with nothing to hand in is refused', async () => {
    const map = await assignmentId(t, 'Map work: Major rivers of India', 'Class 8 - A');
    const res = await postUpdate(t.app, tanvi, saveJson({ file_id: map, studentId_array: TANVI, student_comment: 'just a remark' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'files', message: 'Please upload at least one file or add a link' }] });
  });

  it('[ASSIGN-LINK-1] [ASSIGN-LINK-3] [ASSIGN-LINK-4] [ASSIGN-REMARK-1] links over 5, a bad URL, a long name and a long remark are refused naming the field, with their own code and message', async () => {
    const map = await assignmentId(t, 'Map work: Major rivers of India', 'Class 8 - A');
    const links = (n: number) => Array.from({ length: n }, (_, i) => ({ display_name: `Link ${i + 1}`, url: `https://links.example.com/${i}` }));
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ url_lists: links(6) }, 'url_lists', 'TOO_MANY_LINKS', 'You can add up to 5 links'],
      [{ url_lists: [{ display_name: 'Notes', url: 'javascript:alert(1)' }] }, 'url_lists.0.url', 'VALIDATION', 'Please enter valid url!'],
      [{ url_lists: [{ display_name: 'Notes', url: 'not a url' }] }, 'url_lists.0.url', 'VALIDATION', 'Please enter valid url!'],
      [{ url_lists: [{ display_name: 'n'.repeat(51), url: 'https://ok.example.com' }] }, 'url_lists.0.display_name', 'VALIDATION', 'Please enter valid url name'],
      [{ url_lists: [{ display_name: '   ', url: 'https://ok.example.com' }] }, 'url_lists.0.display_name', 'VALIDATION', 'Please enter valid url name'],
      [{ url_lists: links(1), student_comment: 'r'.repeat(201) }, 'student_comment', 'VALIDATION', 'Remarks can be at most 200 characters'],
    ];
    for (const [over, field, code, text] of cases) {
      const res = await postUpdate(t.app, tanvi, saveJson({ file_id: map, studentId_array: TANVI, ...over }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ code, errors: [{ field, message: text }] });
    }
    // 5 links in all, kept ones included: 1 kept + 5 new is one too many.
    const first = ZUpdateAssignmentResponse.parse((await postUpdate(t.app, tanvi, saveJson({ file_id: map, studentId_array: TANVI, url_lists: links(1) }))).json());
    const kept = first.result.student_attachment.map((a) => a.attachment_id);
    const over = await postUpdate(t.app, tanvi, saveJson({ file_id: map, studentId_array: TANVI, attachmentId_array: kept, url_lists: links(5) }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_LINKS', message: 'You can add up to 5 links' });
    const exactly = await postUpdate(t.app, tanvi, saveJson({ file_id: map, studentId_array: TANVI, attachmentId_array: kept, url_lists: links(4) }));
    expect(ZUpdateAssignmentResponse.parse(exactly.json()).result.student_attachment).toHaveLength(5);
  });

  it('[ASSIGN-UPLOAD-4] 20 files are accepted; a 21st is refused with TOO_MANY_FILES and nothing of that request is kept', async () => {
    const fractions = await assignmentId(t, 'Fractions worksheet', 'Class 8 - A');
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `page-${i + 1}.pdf`, body: pdfBytes(`page ${i + 1}`) }));
    const before = await storedFiles(t);
    const refused = await postUpdate(t.app, tanvi, saveJson({ file_id: fractions, studentId_array: TANVI }), files(21));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_FILES', message: 'You can only upload up to 20 files' });
    expect(await storedFiles(t)).toEqual(before);
    expect(await submissionState(t, fractions, 5016)).toMatchObject({ submission: undefined, attachments: [], pending: [] });

    const twenty = await postUpdate(t.app, tanvi, saveJson({ file_id: fractions, studentId_array: TANVI }), files(20));
    expect(twenty.statusCode).toBe(200);
    const kept = ZUpdateAssignmentResponse.parse(twenty.json()).result.student_attachment.map((a) => a.attachment_id);
    expect(kept).toHaveLength(20);
    expect((await storedFiles(t)).length).toBe(before.length + 20);
    // Twenty kept plus one new is 21 as well.
    const more = await postUpdate(t.app, tanvi, saveJson({ file_id: fractions, studentId_array: TANVI, attachmentId_array: kept }), files(1));
    expect(more.json()).toMatchObject({ code: 'TOO_MANY_FILES' });
    // Keeping none removes the twenty, their files too.
    const replaced = await postUpdate(t.app, tanvi, saveJson({ file_id: fractions, studentId_array: TANVI }), files(1));
    expect(ZUpdateAssignmentResponse.parse(replaced.json()).result.student_attachment).toHaveLength(1);
    expect((await storedFiles(t)).length).toBe(before.length + 1);
  });

  it('[ASSIGN-UPLOAD-5] types are checked by content: a renamed executable, a PDF named .docx and an empty file are refused and removed', async () => {
    const fractions = await assignmentId(t, 'Fractions worksheet', 'Class 8 - A');
    const before = await storedFiles(t);
    const rows = await submissionState(t, fractions, 5016);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(20_000, 1)]);
    const renamed = await postUpdate(t.app, tanvi, saveJson({ file_id: fractions, studentId_array: TANVI }), [
      { name: 'fine.pdf', body: pdfBytes() },
      { name: 'worksheet.pdf', body: exe, type: 'application/pdf' },
    ]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
    expect(renamed.json().message).toContain('worksheet.pdf');
    const mislabelled = await postUpdate(t.app, tanvi, saveJson({ file_id: fractions, studentId_array: TANVI }), [{ name: 'essay.docx', body: pdfBytes() }]);
    expect(mislabelled.statusCode).toBe(415);
    const empty = await postUpdate(t.app, tanvi, saveJson({ file_id: fractions, studentId_array: TANVI }), [{ name: 'empty.pdf', body: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('empty.pdf');
    expect(await storedFiles(t)).toEqual(before);
    expect(await submissionState(t, fractions, 5016)).toEqual(rows);
  });

  it('[API-ASSIGN-6] the body must be multipart of fileJson and files parts and carry the Source header', async () => {
    const map = await assignmentId(t, 'Map work: Major rivers of India', 'Class 8 - A');
    const json = await t.app.inject({ method: 'POST', url: UPDATE_URL, headers: withSession(tanvi), payload: saveJson({ file_id: map, studentId_array: TANVI }) });
    expect(json.statusCode).toBe(400);
    const body = multipartBody(saveJson({ file_id: map, studentId_array: TANVI }), [{ name: 'a.pdf', body: pdfBytes() }]);
    const noSource = await t.app.inject({
      method: 'POST',
      url: UPDATE_URL,
      headers: { ...withSession(tanvi), source: '', 'content-type': body.contentType },
      payload: body.stream(),
    });
    expect(noSource.json()).toMatchObject({ statusCode: 400, code: 'SOURCE_REQUIRED' });
    const badJson = await postUpdate(t.app, tanvi, '{"file_id":', []);
    expect(badJson.json()).toMatchObject({ statusCode: 400, errors: [{ field: 'fileJson' }] });
    const filesFirst = await postUpdate(t.app, tanvi, saveJson({ file_id: map, studentId_array: TANVI }), [{ name: 'x.pdf', body: pdfBytes(), field: 'other' }]);
    expect(filesFirst.statusCode).toBe(400);
  });
});
