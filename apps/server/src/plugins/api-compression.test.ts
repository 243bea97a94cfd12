import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EXAM_PANEL_PREFIX, ZTimetableResponse } from '@portal/contract';
import { withSession } from '../testing/login-helpers.ts';
import { registerApiCompression } from './api-compression.ts';
import { useSignedInApp } from '../testing/signed-in-app.ts';
import { launchTokenOf, postLaunch, testIdByName } from '../modules/exam-panel/panel-test-helpers.ts';
import { timetableBody } from '../modules/timetable/test-requests.ts';

const t = useSignedInApp({ aarav: '9000000001' });
const BROWSER = 'gzip, deflate, br, zstd';

const month = (encoding?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/timeTable/v3',
    headers: withSession(t.tokens.aarav, encoding === undefined ? {} : { 'accept-encoding': encoding }),
    payload: timetableBody(101, { student_id: 5001 }, '2026-11-01', '2026-11-30'),
  });
const get = (url: string, encoding?: string) =>
  t.app.inject({ url, headers: withSession(t.tokens.aarav, encoding === undefined ? {} : { 'accept-encoding': encoding }) });
const NOTICES = '/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/101?is_active=true&student_id=5001';

describe('API answers compressed for the clients that ask (issue 14)', () => {
  it('the timetable month goes to a browser as gzip spliced from the kept month, the same JSON', async () => {
    const plain = await month();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(50_000);
    for (let i = 0; i < 2; i++) {
      // Twice: the second answer reuses the month's compressed bytes and must decode the same.
      const res = await month(BROWSER);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 8);
      const decoded = gunzipSync(res.rawPayload);
      expect(decoded.equals(plain.rawPayload)).toBe(true);
      ZTimetableResponse.parse(JSON.parse(decoded.toString('utf8')));
    }
  });

  it('a client that takes only brotli gets the month as brotli', async () => {
    const res = await month('br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).equals((await month()).rawPayload)).toBe(true);
  });

  it('an answer written per call goes as brotli to a browser, gzip to a gzip-only client', async () => {
    const list = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/onlineAssignment/student/getAssignmentsDetail',
        headers: withSession(t.tokens.aarav, encoding === undefined ? {} : { 'accept-encoding': encoding }),
        payload: { category_id: 255, institute_id: 101, student_id: 5001 },
      });
    const plain = await list();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await list(BROWSER);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gz = await list('gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('a kept answer (the notices, written once) goes as spliced gzip, the same bytes as unencoded', async () => {
    const plain = await get(NOTICES);
    const gz = await get(NOTICES, BROWSER);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('answers under 1 KB and clients that do not ask get the bytes as they are; large answers still say Vary', async () => {
    const small = await get('/api/v1/academicYear/all/101', BROWSER);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await get(NOTICES, 'identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toMatch(/accept-encoding/i);
    const error = await t.app.inject({ url: NOTICES, headers: { 'accept-encoding': BROWSER } });
    expect(error.statusCode).toBe(403);
    expect(error.headers['content-encoding']).toBeUndefined();
  });

  it("the exam panel's enter answer is spliced from the test's kept questions and decodes to the same answer", async () => {
    const testId = await testIdByName(t.database.db, 'Online Quiz: Science (weekly practice)');
    const enter = async () => {
      const token = launchTokenOf(await postLaunch(t.app, t.tokens.aarav, { test_id: testId }));
      return t.app.inject({ method: 'POST', url: `${EXAM_PANEL_PREFIX}/enter`, headers: withSession(t.tokens.aarav, { 'accept-encoding': BROWSER }), payload: { launch_token: token } });
    };
    for (let i = 0; i < 2; i++) {
      const res = await enter();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
      expect(body.data.questions.length).toBeGreaterThan(0);
      expect(body.data.attempt.attempt_id).toEqual(expect.any(Number));
    }
  });

  it('a download stays as stored, even when it is JSON: its byte ranges count its own bytes', async () => {
    const app = (await import('fastify')).default();
    registerApiCompression(app);
    const json = Buffer.from(JSON.stringify({ notes: 'x'.repeat(4000) }));
    app.get('/file', (_req, reply) => reply.type('application/json').header('content-disposition', 'attachment; filename="notes.json"').send(json));
    app.get('/part', (_req, reply) => reply.code(206).type('application/json').header('content-range', `bytes 0-1999/${json.length}`).send(json.subarray(0, 2000)));
    app.get('/plain', (_req, reply) => reply.type('application/json').send(json));
    try {
      for (const url of ['/file', '/part']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': BROWSER } });
        expect(res.headers['content-encoding'], url).toBeUndefined();
      }
      expect((await app.inject({ url: '/plain', headers: { 'accept-encoding': BROWSER } })).headers['content-encoding']).toBe('br');
    } finally {
      await app.close();
    }
  });
});
