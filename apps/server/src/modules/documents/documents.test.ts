import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDocFilesResponse, ZDocSubjectsResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { NO_DOWNLOAD_LINK } from './documents.service.ts';

let t: TestApp;
let aarav: string; // Class 8 - A, student 5001
let neha: string; // Class 8 - B, student 5006
let parent: string;
let diya: string; // coaching, JEE 2027 - Batch A, student 5002
let open: string; // coaching, user type 99 (user 1003)

beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
  neha = (await signIn(t.app, '9000000005')).token!;
  parent = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
  diya = (await signIn(t.app, '9000000002')).token!;
  open = (await signIn(t.app, '9000000003')).token!;
});
afterAll(() => t.close());

const get = (token: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: withSession(token, headers) });
const subjects = async (token: string, inst: number, query: string) => {
  const res = await get(token, `/api/v1/fileShare/${inst}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZDocSubjectsResponse.parse(res.json()).result.subject_list;
};
const filesOf = async (token: string, inst: number, query: string) => {
  const res = await get(token, `/api/v1/fileShare/subject-level/${inst}?share_with=2&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZDocFilesResponse.parse(res.json()).result;
};
async function subjectId(token: string, name: string, inst = 101, query = 'student_id=5001') {
  const list = await subjects(token, inst, query);
  const found = list.find((s) => 'subject_name' in s && s.subject_name === name);
  expect(found, name).toBeDefined();
  return (found as { subject_id: number }).subject_id;
}

describe('documents [API-DOC-1..4]', () => {
  it('[API-DOC-1] [DOC-LOAD-1] [DOC-FILTER-1] a student\'s subjects are those of the files their batches have, by name', async () => {
    expect((await subjects(aarav, 101, 'student_id=5001')).map((s) => ('subject_name' in s ? s.subject_name : ''))).toEqual(['English', 'Mathematics', 'Science']);
    // English is shared with Class 8 - A only.
    expect((await subjects(neha, 101, 'student_id=5006')).map((s) => ('subject_name' in s ? s.subject_name : ''))).toEqual(['Mathematics', 'Science']);
  });

  it('[API-DOC-1] [DOC-FILTER-2] an open user asks by user_id and gets their courses, named by product', async () => {
    expect(await subjects(open, 102, 'user_id=1003')).toEqual([expect.objectContaining({ course_name: 'NEET Crash Course 2027' })]);
  });

  it('[API-DOC-1] another student\'s or institute\'s id, a parent, a student asking by user id: 404', async () => {
    expect((await get(aarav, '/api/v1/fileShare/101?student_id=5006')).statusCode).toBe(404);
    expect((await get(aarav, '/api/v1/fileShare/102?student_id=5001')).statusCode).toBe(404);
    expect((await get(parent, '/api/v1/fileShare/101?student_id=5001')).statusCode).toBe(404);
    expect((await get(open, '/api/v1/fileShare/102?user_id=1001')).statusCode).toBe(404);
    expect((await get(aarav, '/api/v1/fileShare/101')).statusCode).toBe(400);
  });

  it('[API-DOC-2] [DOC-GROUP-1] [DOC-CARD-1] a subject\'s files: all six keys, sizes in MB, the share date with the institute\'s offset, read-only as Y', async () => {
    const maths = await subjectId(aarav, 'Mathematics');
    const { fileMap, vimeo_video_downlodable } = await filesOf(aarav, 101, `student_id=5001&subject_id=${maths}`);
    expect(Object.keys(fileMap)).toEqual(['Assignment', 'EBook', 'Exam', 'Other', 'Vimeo', 'Youtube']);
    expect(fileMap.Vimeo).toEqual([]);
    expect(vimeo_video_downlodable).toBe(true);
    const [notes] = fileMap.EBook;
    expect(notes).toMatchObject({ title: 'Squares and square roots: notes', file_name: 'Squares-and-square-roots.pdf', is_readonly: 'N', subject_name: 'Mathematics', category_name: 'EBook', file_url: null });
    expect(notes!.size).toBeGreaterThan(0);
    expect(notes!.student_file_share_date).toMatch(/^\d{4}-\d{2}-\d{2}T09:30:00\+05:30$/);
    expect(fileMap.Exam[0]!.is_readonly).toBe('Y');
    expect(fileMap.Other[0]!.file_name).toBe('Past-papers-2025.zip');
    expect(fileMap.Youtube[0]).toMatchObject({ proc_id: 'bUu8gC1nXsE', file_name: null, size: null });
  });

  it('[API-DOC-2] another institute\'s subject, another student, an open user\'s course not theirs: 404', async () => {
    const physics = await subjectId(diya, 'Physics', 102, 'student_id=5002');
    expect((await get(aarav, `/api/v1/fileShare/subject-level/101?share_with=2&student_id=5001&subject_id=${physics}`)).statusCode).toBe(404);
    const maths = await subjectId(aarav, 'Mathematics');
    expect((await get(aarav, `/api/v1/fileShare/subject-level/101?share_with=2&student_id=5006&subject_id=${maths}`)).statusCode).toBe(404);
    const [course] = await subjects(open, 102, 'user_id=1003');
    const mine = await filesOf(open, 102, `user_id=1003&eCourse_id=${(course as { course_id: number }).course_id}`);
    expect(mine.fileMap.EBook.map((f) => f.title)).toEqual(['NEET biology one-liners']);
    expect(mine.fileMap.EBook[0]!.course_name).toBe('NEET Crash Course 2027');
    const jee = await t.database.db.selectFrom('batch').select('id').where('name', '=', 'JEE 2027 - Batch A').executeTakeFirstOrThrow();
    expect((await get(open, `/api/v1/fileShare/subject-level/102?share_with=2&user_id=1003&eCourse_id=${jee.id}`)).statusCode).toBe(404);
  });

  it('[API-DOC-3] [DOC-DL-5] a download: the bytes as an attachment, seekable; a read-only file inline; a video entry has no link', async () => {
    const maths = await subjectId(aarav, 'Mathematics');
    const { fileMap } = await filesOf(aarav, 101, `student_id=5001&subject_id=${maths}`);
    const url = (id: number) => `/api/v1/instFileSystem/downloadFile/101?fileId=${id}`;
    const whole = await get(aarav, url(fileMap.EBook[0]!.file_id));
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toMatch(/^attachment; filename="Squares-and-square-roots.pdf"/);
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const part = await get(aarav, url(fileMap.EBook[0]!.file_id), { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 10))).toBe(true);
    expect((await get(aarav, url(fileMap.Exam[0]!.file_id))).headers['content-disposition']).toMatch(/^inline; /);
    const video = await get(aarav, url(fileMap.Youtube[0]!.file_id));
    expect(video.statusCode).toBe(404);
    expect(video.json().message).toBe(NO_DOWNLOAD_LINK);
  });

  it('[API-DOC-3] a file the learner\'s batches do not have, or another institute\'s, is 404; a parent too', async () => {
    const english = await subjectId(aarav, 'English');
    const { fileMap } = await filesOf(aarav, 101, `student_id=5001&subject_id=${english}`);
    const png = fileMap.Other.find((f) => f.file_name?.endsWith('.png'))!.file_id;
    expect((await get(aarav, `/api/v1/instFileSystem/downloadFile/101?fileId=${png}`)).statusCode).toBe(200);
    expect((await get(neha, `/api/v1/instFileSystem/downloadFile/101?fileId=${png}`)).statusCode).toBe(404);
    expect((await get(diya, `/api/v1/instFileSystem/downloadFile/102?fileId=${png}`)).statusCode).toBe(404);
    expect((await get(parent, `/api/v1/instFileSystem/downloadFile/101?fileId=${png}`)).statusCode).toBe(404);
  });

  it('[API-DOC-4] [DOC-DL-6] a download is counted for a file the learner has; another\'s is 404', async () => {
    const english = await subjectId(aarav, 'English');
    const png = (await filesOf(aarav, 101, `student_id=5001&subject_id=${english}`)).fileMap.Other.find((f) => f.file_name?.endsWith('.png'))!.file_id;
    const count = () => t.database.db.selectFrom('shared_file').select('download_count').where('id', '=', png).executeTakeFirstOrThrow();
    const before = (await count()).download_count;
    const post = (token: string, inst: number) => t.app.inject({ method: 'POST', url: '/api/v1/instFileSystem/fileDownloadCount', headers: withSession(token), payload: { file_id: png, institute_id: inst } });
    expect((await post(aarav, 101)).json()).toEqual({ statusCode: 200, message: 'OK', result: null });
    expect((await count()).download_count).toBe(before + 1);
    expect((await post(neha, 101)).statusCode).toBe(404);
    expect((await post(diya, 102)).statusCode).toBe(404);
    expect((await count()).download_count).toBe(before + 1);
  });

  it('[DOC-DL-1] [DOC-DL-3] a read-only file the viewer cannot show (an office file, a zip) is never handed out: 404 with no download link', async () => {
    const db = t.database.db;
    const brief = await db.selectFrom('shared_file').select('id').where('title', '=', 'Data handling project brief').executeTakeFirstOrThrow();
    const url = `/api/v1/instFileSystem/downloadFile/101?fileId=${brief.id}`;
    expect((await get(aarav, url)).statusCode).toBe(200);
    await db.updateTable('shared_file').set({ is_readonly: true }).where('id', '=', brief.id).execute();
    try {
      const refused = await get(aarav, url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(NO_DOWNLOAD_LINK);
    } finally {
      await db.updateTable('shared_file').set({ is_readonly: false }).where('id', '=', brief.id).execute();
    }
  });

  it('[API-DOC-4] [DOC-DL-6] a study material\'s download is counted by the same call; another institute\'s student is refused', async () => {
    const db = t.database.db;
    const notes = await db.selectFrom('study_material').select('id').where('title', '=', 'Rational numbers: summary notes').executeTakeFirstOrThrow();
    const count = async () => (await db.selectFrom('study_material').select('download_count').where('id', '=', notes.id).executeTakeFirstOrThrow()).download_count;
    const before = await count();
    const post = (token: string, inst: number) => t.app.inject({ method: 'POST', url: '/api/v1/instFileSystem/fileDownloadCount', headers: withSession(token), payload: { file_id: notes.id, institute_id: inst } });
    expect((await post(aarav, 101)).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
    expect((await post(diya, 102)).statusCode).toBe(404);
    expect((await post(parent, 101)).statusCode).toBe(404);
    expect(await count()).toBe(before + 1);
  });
});
