import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAssignmentDownloadResponse, ZUpdateAssignmentResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { ASSIGNMENT_FILE_PATH, ASSIGNMENT_LINK_TTL_SECONDS } from './assignments.routes.ts';
import { DOWNLOAD_LINK_EXPIRED_MESSAGE } from './assignments.service.ts';
import { assignmentId, postUpdate, saveJson } from './upload-test-helpers.ts';

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

const askLink = (token: string, attachmentId: number, instituteId = 101) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/onlineAssignment/downloadFile',
    headers: withSession(token),
    payload: { attachmentId_array: [attachmentId], institute_id: instituteId },
  });

async function linkFor(token: string, attachmentId: number): Promise<string> {
  const res = await askLink(token, attachmentId);
  expect(res.statusCode).toBe(200);
  return ZAssignmentDownloadResponse.parse(res.json()).result.body;
}

/** The attachment rows of an assignment by kind. */
async function attachments(fileId: number, kind: 'teacher' | 'solution' | 'student') {
  return t.database.db.selectFrom('assignment_attachment').selectAll().where('assignment_id', '=', fileId).where('kind', '=', kind).orderBy('id').execute();
}

describe('downloads through short-lived signed addresses [API-ASSIGN-5]', () => {
  it('[API-ASSIGN-5] [ASSIGN-DETAIL-7] a teacher\'s file: a signed address answering the stored bytes as an attachment with its name and type', async () => {
    const fileId = await assignmentId(t, 'Fractions worksheet', 'Class 8 - A');
    const [pdf] = await attachments(fileId, 'teacher');
    const address = await linkFor(aarav, pdf!.id);
    expect(address).toMatch(new RegExp(`^${ASSIGNMENT_FILE_PATH}\\?r=${pdf!.id}&exp=\\d+&sig=[\\w-]+$`));
    const res = await t.app.inject({ method: 'GET', url: address });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Fractions-worksheet-Class-8.pdf"; filename*=UTF-8''Fractions-worksheet-Class-8.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const demo = await t.database.db.selectFrom('demo_file').select('bytes').where('file_key', '=', pdf!.file_key!).executeTakeFirstOrThrow();
    expect(res.rawPayload.equals(Buffer.from(demo.bytes))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(demo.bytes.length);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('[API-ASSIGN-5] [VIEWER-FILE-1] the address answers byte ranges (the viewer reads a PDF page by page): 206 with those bytes, 416 past the end', async () => {
    const fileId = await assignmentId(t, 'Fractions worksheet', 'Class 8 - A');
    const [pdf] = await attachments(fileId, 'teacher');
    const demo = await t.database.db.selectFrom('demo_file').select('bytes').where('file_key', '=', pdf!.file_key!).executeTakeFirstOrThrow();
    const bytes = Buffer.from(demo.bytes);
    const address = await linkFor(aarav, pdf!.id);
    const part = await t.app.inject({ method: 'GET', url: address, headers: { range: 'bytes=5-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5-99/${bytes.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.equals(bytes.subarray(5, 100))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: address, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const past = await t.app.inject({ method: 'GET', url: address, headers: { range: `bytes=${bytes.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('[API-ASSIGN-5] an address is refused once expired (410 with what to do) or tampered with (404)', async () => {
    const fileId = await assignmentId(t, 'Science project: Model of the solar system', 'Class 8 - A');
    const png = (await attachments(fileId, 'teacher')).find((a) => a.content_type === 'image/png')!;
    const address = await linkFor(aarav, png.id);
    const ok = await t.app.inject({ method: 'GET', url: address });
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // The first character of the signature, changed for certain (replacing it by a fixed one
    // left it as it was whenever the signature already began with that one: 1 run in 64).
    const sig = new URL(address, 'http://x').searchParams.get('sig')!;
    const tampered = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    expect(tampered).not.toBe(sig);
    expect((await t.app.inject({ method: 'GET', url: address.replace(`sig=${sig}`, `sig=${tampered}`) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: address.replace(`r=${png.id}`, `r=${png.id - 1}`) })).statusCode).toBe(404);
    t.clock.advance((ASSIGNMENT_LINK_TTL_SECONDS + 1) * 1000);
    try {
      const expired = await t.app.inject({ method: 'GET', url: address });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED', message: DOWNLOAD_LINK_EXPIRED_MESSAGE });
    } finally {
      t.clock.advance(-(ASSIGNMENT_LINK_TTL_SECONDS + 1) * 1000);
    }
  });

  it('[API-ASSIGN-5] the student\'s own file, with a non-ASCII name in filename* (RFC 6266/5987) and a plain fallback', async () => {
    const fileId = await assignmentId(t, 'Map work: Major rivers of India', 'Class 8 - A');
    const saved = await postUpdate(t.app, tanvi, saveJson({ file_id: fileId, studentId_array: [5016] }), [
      { name: 'नदियाँ "map" (final).txt', body: Buffer.from('गंगा, यमुना, ब्रह्मपुत्र\n') },
    ]);
    const [mine] = ZUpdateAssignmentResponse.parse(saved.json()).result.student_attachment;
    const res = await t.app.inject({ method: 'GET', url: await linkFor(tanvi, mine!.attachment_id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="______ _map_ (final).txt"; filename*=UTF-8''${encodeURIComponent('नदियाँ "map"')}%20%28final%29.txt`,
    );
    expect(res.body).toBe('गंगा, यमुना, ब्रह्मपुत्र\n');
    // Nobody else's: Aarav shares the assignment but not Tanvi's work.
    expect((await askLink(aarav, mine!.attachment_id)).statusCode).toBe(404);
  });

  it('[API-ASSIGN-5] refused: an unshared assignment\'s file, a solution not yet shared, another institute, an unknown id; a link has no file (400)', async () => {
    const otherSection = await assignmentId(t, 'Fractions worksheet', 'Class 8 - B');
    expect((await askLink(aarav, (await attachments(otherSection, 'teacher'))[0]!.id)).statusCode).toBe(404);
    const fractions = await assignmentId(t, 'Fractions worksheet', 'Class 8 - A');
    const [pdf, link] = await attachments(fractions, 'teacher');
    expect((await askLink(aarav, pdf!.id, 102)).statusCode).toBe(404);
    expect((await askLink(aarav, 99_999_999)).statusCode).toBe(404);
    const linkAnswer = await askLink(aarav, link!.id);
    expect(linkAnswer.statusCode).toBe(400);
    // A solution of an assignment still open for Aarav is not his to fetch yet.
    const { id: solution } = await t.database.db
      .insertInto('assignment_attachment')
      .values({ ...pdf!, id: undefined, kind: 'solution', file_name: 'answers.pdf' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await askLink(aarav, solution)).statusCode).toBe(404);
    // An evaluated one's solution is.
    const integers = await assignmentId(t, 'Integers practice set 3', 'Class 8 - A');
    expect((await askLink(aarav, (await attachments(integers, 'solution'))[0]!.id)).statusCode).toBe(200);
  });

  it('[API-ASSIGN-5] a parent fetches the child\'s files; a file removed since the address was made is 404', async () => {
    const letter = await assignmentId(t, 'Letter writing: Invitation to the Annual Day', 'Class 8 - A');
    const [own] = await attachments(letter, 'student');
    const address = await linkFor(parent, own!.id);
    const res = await t.app.inject({ method: 'GET', url: address });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Annual Day');
    await t.files.remove(own!.file_key!);
    expect((await t.app.inject({ method: 'GET', url: address })).statusCode).toBe(404);
  });
});
