import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ZVideoOtpResponse, type TStudyMaterial } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { LEASE_SECONDS } from '../live/protected-video.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { NO_DOWNLOAD_LINK } from '../documents/documents.service.ts';
import { allMaterials, courseTypes, named, studyTreeOf, withoutELearn } from './test-requests.ts';

let t: TestApp;
let aarav: string; // 101, Class 8 - A: Olympiad active, Science Camp expired
let neha: string; // 101, Class 8 - B: the free library only
let parent: string;
let diya: string; // 102
let open: string; // 102, user 1003: NEET active
let classEight: TStudyMaterial[];
let olympiad: TStudyMaterial[];

beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
  neha = (await signIn(t.app, '9000000005')).token!;
  parent = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
  diya = (await signIn(t.app, '9000000002')).token!;
  open = (await signIn(t.app, '9000000003')).token!;
  const mine = await courseTypes(t.app, aarav, 101, 5001);
  classEight = allMaterials(await studyTreeOf(t.app, aarav, 101, named(mine, 'Class 8 CBSE')));
  olympiad = allMaterials(await studyTreeOf(t.app, aarav, 101, named(mine, 'Olympiad Mathematics: Practice Library')));
});
afterAll(() => t.close());

const byTitle = (list: TStudyMaterial[], title: string) => list.find((m) => m.title === title)!;
const download = (token: string, inst: number, fileId: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/instFileSystem/downloadFile/${inst}?fileId=${fileId}`, headers: withSession(token, headers) });
const otp = (token: string, body: object) => t.app.inject({ method: 'POST', url: '/api/v1/instFileSystem/videoOTP?source=IOS-APP', headers: withSession(token), payload: body });
const watched = (token: string, videoId: string) => t.app.inject({ method: 'POST', url: '/api/v1/instFileSystem/allocateWatchHistory', headers: withSession(token), payload: { video_id: videoId, watch_duration: 12 } });

describe('study library: files through the download call [API-DOC-3] (decision 066)', () => {
  it('[STUDY-MAT-1] [API-DOC-3] a material\'s file: an attachment when downloadable, inline when read-only, seekable', async () => {
    const notes = byTitle(classEight, 'Rational numbers: summary notes');
    const whole = await download(aarav, 101, notes.file_id);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toMatch(/^attachment; filename="Rational-numbers-summary-notes.pdf"/);
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(aarav, 101, notes.file_id, { range: 'bytes=0-9' })).statusCode).toBe(206);
    expect((await download(aarav, 101, byTitle(classEight, 'Unit test 3 (read-only)').file_id)).headers['content-disposition']).toMatch(/^inline; /);
    expect((await download(aarav, 101, byTitle(classEight, 'A 660 Hz tone (listen)').file_id)).headers['content-type']).toBe('audio/mpeg');
    // Class 8 - B has the same free library.
    expect((await download(neha, 101, notes.file_id)).statusCode).toBe(200);
  });

  it('[STUDY-MAT-2] a protected video or an outside video has no download link', async () => {
    for (const title of ['Worked example: additive inverse', 'Square roots by long division (revision)']) {
      const res = await download(aarav, 101, byTitle(classEight, title).file_id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NO_DOWNLOAD_LINK);
    }
  });

  it('[API-DOC-3] another student\'s paid material, another institute, a parent: 404; an expired product\'s: 409', async () => {
    const paid = byTitle(olympiad, 'Divisibility: notes').file_id;
    expect((await download(aarav, 101, paid)).statusCode).toBe(200);
    expect((await download(neha, 101, paid)).statusCode).toBe(404);
    expect((await download(diya, 102, paid)).statusCode).toBe(404);
    expect((await download(diya, 101, paid)).statusCode).toBe(404);
    expect((await download(parent, 101, paid)).statusCode).toBe(404);
    const camp = await t.database.db
      .selectFrom('study_material as m')
      .innerJoin('study_topic as tp', 'tp.id', 'm.topic_id')
      .innerJoin('course_type as c', 'c.id', 'tp.course_type_id')
      .select('m.id')
      .where('c.name', '=', 'Science Camp Projects')
      .where('m.file_key', 'is not', null)
      .executeTakeFirstOrThrow();
    const expired = await download(aarav, 101, camp.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe(ERROR_CODES.productExpired);
  });

  it('[API-DOC-3] no id is both a shared file\'s and a study material\'s: the download call names one file', async () => {
    const db = t.database.db;
    const both = await db.selectFrom('study_material as m').innerJoin('shared_file as f', 'f.id', 'm.id').select('m.id').execute();
    expect(both).toEqual([]);
    const counts = await Promise.all([db.selectFrom('study_material').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow(), db.selectFrom('shared_file').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()]);
    expect(counts.map((c) => Number(c.n) > 0)).toEqual([true, true]);
  });
});

describe('study library: protected videos [STUDY-MAT-2] [API-VIDEO-1]', () => {
  it('[STUDY-MAT-2] [VIEWER-VDO-1] the OTP by the material\'s file_id (videoID beside it optional): a lease that streams its video', async () => {
    const video = byTitle(olympiad, 'Divisibility by 11: worked problems');
    for (const body of [{ file_id: video.file_id }, { file_id: String(video.file_id), videoID: video.videoID }]) {
      const res = await otp(aarav, { ...body, institute_id: 101, user_id: 1001 });
      expect(res.statusCode, res.body).toBe(200);
      const answer = ZVideoOtpResponse.parse(res.json());
      const info = JSON.parse(Buffer.from(answer.playbackInfo, 'base64').toString('utf8'));
      expect(info.videoId).toBe('vdo-study-olympiad-11');
      const part = await t.app.inject({ url: info.stream, headers: { range: 'bytes=0-99' } });
      expect(part.statusCode).toBe(206);
    }
    const mitosis = allMaterials(await studyTreeOf(t.app, open, 102, named(await courseTypes(t.app, open, 102, 1003), 'NEET Crash Course: Study Pack'))).find((m) => m.is_vdocipher)!;
    expect((await otp(open, { file_id: mitosis.file_id, institute_id: 102, user_id: 1003 })).statusCode).toBe(200);
  });

  it('[STUDY-MAT-2] another student\'s, another institute\'s, a wrong videoID, a material that is no protected video, a parent: 404; a bad file_id: 400', async () => {
    const video = byTitle(olympiad, 'Divisibility by 11: worked problems');
    expect((await otp(neha, { file_id: video.file_id, institute_id: 101 })).statusCode).toBe(404);
    expect((await otp(diya, { file_id: video.file_id, institute_id: 102 })).statusCode).toBe(404);
    expect((await otp(aarav, { file_id: video.file_id, institute_id: 101, user_id: 1006 })).statusCode).toBe(404);
    expect((await otp(aarav, { file_id: video.file_id, videoID: 'vdo-study-rational-1', institute_id: 101 })).statusCode).toBe(404);
    expect((await otp(aarav, { file_id: byTitle(olympiad, 'Divisibility: notes').file_id, institute_id: 101 })).statusCode).toBe(404);
    expect((await otp(parent, { file_id: video.file_id, institute_id: 101 })).statusCode).toBe(404);
    const bad = await otp(aarav, { file_id: 'vdo-study-olympiad-11', institute_id: 101 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('file_id');
  });

  it('[VIEWER-VDO-4] [API-LIVE-6] the seconds watched of a study video are kept for its learner; another\'s report is 404', async () => {
    expect((await watched(aarav, 'vdo-study-olympiad-11')).statusCode).toBe(200);
    const row = await t.database.db.selectFrom('video_watch').select('watched_seconds').where('user_id', '=', 1001).where('video_id', '=', 'vdo-study-olympiad-11').executeTakeFirstOrThrow();
    expect(row.watched_seconds).toBe(12);
    expect((await watched(neha, 'vdo-study-olympiad-11')).statusCode).toBe(404);
    expect((await watched(diya, 'vdo-study-olympiad-11')).statusCode).toBe(404);
    expect((await watched(aarav, 'vdo-study-unknown')).statusCode).toBe(404);
  });
});

describe('study library: a paid course\'s files without e-learning [STUDY-TAB-3] (decision 066)', () => {
  it('[STUDY-TAB-3] [API-DOC-3] [STUDY-MAT-2] with e-learning off a paid material\'s download, OTP and watch report are 404; a free one still downloads', async () => {
    const notes = byTitle(olympiad, 'Divisibility: notes').file_id;
    const video = byTitle(olympiad, 'Divisibility by 11: worked problems');
    const free = byTitle(classEight, 'Rational numbers: summary notes').file_id;
    await withoutELearn(t.database.db, 101, async () => {
      expect((await download(aarav, 101, notes)).statusCode).toBe(404);
      expect((await otp(aarav, { file_id: video.file_id, institute_id: 101, user_id: 1001 })).statusCode).toBe(404);
      expect((await watched(aarav, 'vdo-study-olympiad-11')).statusCode).toBe(404);
      expect((await download(aarav, 101, free)).statusCode).toBe(200);
    });
    expect((await download(aarav, 101, notes)).statusCode).toBe(200);
    expect((await otp(aarav, { file_id: video.file_id, institute_id: 101, user_id: 1001 })).statusCode).toBe(200);
  });
});

describe("a protected study video's lease ends with the access it was made for (decision 069)", () => {
  it('[STUDY-MAT-2] renewals go on while the product lasts and are refused once it has expired; the stream ends with the lease', async () => {
    const video = byTitle(olympiad, 'Divisibility by 11: worked problems');
    const made = await otp(aarav, { file_id: video.file_id, institute_id: 101, user_id: 1001 });
    expect(made.statusCode, made.body).toBe(200);
    const answer = ZVideoOtpResponse.parse(made.json());
    const info = JSON.parse(Buffer.from(answer.playbackInfo, 'base64').toString('utf8'));
    const renew = () => t.app.inject({ method: 'POST', url: '/api/v1/instFileSystem/vdo/renew', headers: withSession(aarav), payload: { otp: answer.otp } });
    const stream = () => t.app.inject({ url: info.stream, headers: { range: 'bytes=0-99' } });
    expect((await renew()).statusCode).toBe(200);
    const enrolments = await t.database.db.selectFrom('product_enrolment').select(['product_id', 'expires_on']).where('user_id', '=', 1001).execute();
    await t.database.db.updateTable('product_enrolment').set({ expires_on: '2001-01-01' }).where('user_id', '=', 1001).execute();
    try {
      expect((await renew()).statusCode).toBe(404);
      // Not renewed, the lease runs out within its minutes and the stream with it.
      expect((await stream()).statusCode).toBe(206);
      t.clock.advance((LEASE_SECONDS + 1) * 1000);
      expect((await stream()).statusCode).toBe(404);
    } finally {
      t.clock.set(TEST_NOW);
      for (const e of enrolments) await t.database.db.updateTable('product_enrolment').set({ expires_on: e.expires_on }).where('user_id', '=', 1001).where('product_id', '=', e.product_id).execute();
    }
  });
});
