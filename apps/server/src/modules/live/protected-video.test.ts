import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPlaybackInfo, ZVideoOtpResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { LEASE_SECONDS } from './protected-video.ts';
import { recordingsOf } from './test-requests.ts';

const LECTURE = readFileSync(new URL('../../demo/media/lecture.mp4', import.meta.url));

let t: TestApp;
let aarav: { token: string; userId: number };
let mine: string;
let others: string;
beforeAll(async () => {
  t = await createTestApp();
  const s = await signIn(t.app, '9000000001');
  aarav = { token: s.token!, userId: s.session.user_id };
  const rows = await recordingsOf(t.database.db, aarav.userId);
  mine = rows.find((r) => r.video_id)!.video_id!;
  const ananya = await t.database.db.selectFrom('student').select('user_id').where('id', '=', 5011).executeTakeFirstOrThrow();
  others = (await recordingsOf(t.database.db, ananya.user_id)).find((r) => r.video_id && !rows.some((m) => m.video_id === r.video_id))!.video_id!;
});
afterAll(() => t.close());

const otpCall = (token: string | null, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/instFileSystem/videoOTP?source=IOS-APP', headers: token ? withSession(token) : { source: 'WEB' }, payload: body });
const renew = (token: string, otp: string) => t.app.inject({ method: 'POST', url: '/api/v1/instFileSystem/vdo/renew', headers: withSession(token), payload: { otp } });
const stream = (path: string, range?: string) => t.app.inject({ url: path, headers: range ? { range } : {} });

async function token(who = aarav.token, videoID: string | number = mine) {
  const res = await otpCall(who, { videoID, institute_id: 101, user_id: aarav.userId });
  expect(res.statusCode, res.body).toBe(200);
  const body = ZVideoOtpResponse.parse(res.json());
  const info = ZPlaybackInfo.parse(JSON.parse(Buffer.from(body.playbackInfo, 'base64').toString('utf8')));
  return { otp: body.otp, info, body };
}

describe('protected video (decision 062)', () => {
  it('[API-VIDEO-1] [VIEWER-VDO-1] a token and the player’s info: where it streams, how long, the watermark', async () => {
    const { otp, info, body } = await token();
    expect(otp).toMatch(/^[0-9a-f]{32}$/);
    expect(body).toMatchObject({ status: 200, data: { otp, playbackInfo: body.playbackInfo } });
    expect(info).toMatchObject({ videoId: mine, stream: `/api/v1/instFileSystem/vdo/${otp}`, ttlSeconds: LEASE_SECONDS, watermark: { name: 'Aarav Sharma', id: '90••••••01' } });
    const part = await stream(info.stream, 'bytes=0-1023');
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(LECTURE.subarray(0, 1024))).toBe(true);
    expect(part.headers['content-range']).toBe(`bytes 0-1023/${LECTURE.length}`);
  });

  it('a lease lapses after its minutes; renewed while the player is open it lasts through a long lecture and a pause', async () => {
    const { otp, info } = await token();
    try {
      // Two hours, renewed every minute (a pause included: the player renews while open).
      for (let minute = 0; minute < 120; minute += 1) {
        t.clock.advance(60_000);
        expect((await renew(aarav.token, otp)).statusCode).toBe(200);
      }
      expect((await stream(info.stream, 'bytes=100-199')).statusCode).toBe(206);
      // Closed: no renewal, and the token stops working once its lease is over.
      t.clock.advance((LEASE_SECONDS - 1) * 1000);
      expect((await stream(info.stream, 'bytes=0-9')).statusCode).toBe(206);
      t.clock.advance(2000);
      expect((await stream(info.stream, 'bytes=0-9')).statusCode).toBe(404);
      // A lapsed lease is not revived: the player asks a new token.
      expect((await renew(aarav.token, otp)).statusCode).toBe(404);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('a forged token, another student’s video, another institute or user, or no session is refused', async () => {
    const { otp } = await token();
    const forged = `${otp[0] === 'a' ? 'b' : 'a'}${otp.slice(1)}`;
    expect((await stream(`/api/v1/instFileSystem/vdo/${forged}`)).statusCode).toBe(404);
    expect((await stream('/api/v1/instFileSystem/vdo/not-a-token')).statusCode).toBe(400);
    expect((await otpCall(aarav.token, { videoID: others, institute_id: 101, user_id: aarav.userId })).statusCode).toBe(404);
    expect((await otpCall(aarav.token, { videoID: mine, institute_id: 102, user_id: aarav.userId })).statusCode).toBe(404);
    expect((await otpCall(aarav.token, { videoID: mine, institute_id: 101, user_id: 99_999 })).statusCode).toBe(404);
    const bad = await otpCall(aarav.token, { institute_id: 101 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['videoID']);
    expect((await otpCall(null, { videoID: mine, institute_id: 101 })).statusCode).toBe(403);
    // Another user cannot renew someone's token.
    const diya = await signIn(t.app, '9000000002');
    expect((await renew(diya.token!, otp)).statusCode).toBe(404);
  });

  it('a token ends with its session (logout)', async () => {
    const fresh = await signIn(t.app, '9000000001');
    const { info } = await token(fresh.token!);
    expect((await stream(info.stream, 'bytes=0-9')).statusCode).toBe(206);
    expect((await t.app.inject({ url: '/api/v1/alternateLogin/logout', headers: withSession(fresh.token!) })).statusCode).toBe(200);
    expect((await stream(info.stream, 'bytes=0-9')).statusCode).toBe(404);
  });
});
