import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZRecordingPlayResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { RECORDING_LINK_TTL_SECONDS } from './live.service.ts';
import { getRecording, recordingsOf } from './test-requests.ts';

// The demo recording every stored copy is (demo/media/lecture.mp4).
const LECTURE = readFileSync(new URL('../../demo/media/lecture.mp4', import.meta.url));

let t: TestApp;
let aarav: string;
let mine: { id: number; session_name: string };
let others: number;
beforeAll(async () => {
  t = await createTestApp();
  const s = await signIn(t.app, '9000000001');
  aarav = s.token!;
  const of = (userId: number) => recordingsOf(t.database.db, userId);
  const rows = await of(s.session.user_id);
  mine = rows[0]!;
  const ananya = await t.database.db.selectFrom('student').select('user_id').where('id', '=', 5011).executeTakeFirstOrThrow();
  others = (await of(ananya.user_id)).find((r) => !rows.some((m) => m.id === r.id))!.id;
});
afterAll(() => t.close());

async function playAddress(token = aarav, id = mine.id): Promise<string> {
  const res = await getRecording(t.app, token, 101, id, '?type=1');
  expect(res.statusCode, res.body).toBe(200);
  return ZRecordingPlayResponse.parse(res.json()).result.video_url;
}
const fetchAt = (address: string, range?: string) => t.app.inject({ url: address, headers: range ? { range } : {} });

describe('GET /api/v1/meeting_manager/recording/download/{institute_id}/{download_id}', () => {
  it('[API-LIVE-3] [LIVE-REC-9] ?type=1 answers a signed address that streams the recording whole', async () => {
    const address = await playAddress();
    expect(address).toMatch(/^\/api\/v1\/meeting_manager\/recording\/file\?r=\d+&exp=\d+&sig=[\w-]+$/);
    const res = await fetchAt(address);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.rawPayload.equals(LECTURE)).toBe(true);
  });

  it('[API-LIVE-3] a range is answered 206 with exactly those bytes; past the end 416 with the size', async () => {
    const address = await playAddress();
    const part = await fetchAt(address, 'bytes=100-1123');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${LECTURE.length}`);
    expect(part.rawPayload.equals(LECTURE.subarray(100, 1124))).toBe(true);
    const tail = await fetchAt(address, 'bytes=-10');
    expect(tail.rawPayload.equals(LECTURE.subarray(LECTURE.length - 10))).toBe(true);
    const past = await fetchAt(address, `bytes=${LECTURE.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${LECTURE.length}`);
    expect(past.json()).toMatchObject({ statusCode: 416, code: 'RANGE_NOT_SATISFIABLE' });
  });

  it('[API-LIVE-3] a forged or expired address is refused', async () => {
    const address = await playAddress();
    const sig = new URL(address, 'http://x').searchParams.get('sig')!;
    // A different first character for certain (issue 18).
    const forged = address.replace(`sig=${sig}`, `sig=${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    expect((await fetchAt(forged)).statusCode).toBe(404);
    const other = address.replace(/r=\d+/, `r=${others}`);
    expect((await fetchAt(other)).statusCode).toBe(404);
    t.clock.advance((RECORDING_LINK_TTL_SECONDS + 1) * 1000);
    try {
      expect((await fetchAt(address)).statusCode).toBe(404);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('[LIVE-REC-10] without type the file downloads, named after its session, seekable too', async () => {
    const res = await getRecording(t.app, aarav, 101, mine.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment; filename=');
    expect(res.headers['content-disposition']).toContain('.mp4');
    expect(res.rawPayload.equals(LECTURE)).toBe(true);
    const part = await getRecording(t.app, aarav, 101, mine.id, '', { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(LECTURE.subarray(0, 10))).toBe(true);
  });

  it('[LIVE-REC-11] another student’s recording, another institute, one without a stored copy, or no session: refused', async () => {
    expect((await getRecording(t.app, aarav, 101, others, '?type=1')).statusCode).toBe(404);
    expect((await getRecording(t.app, aarav, 101, others)).statusCode).toBe(404);
    expect((await getRecording(t.app, aarav, 102, mine.id, '?type=1')).statusCode).toBe(404);
    expect((await getRecording(t.app, aarav, 101, mine.id, '?type=2')).statusCode).toBe(400);
    expect((await getRecording(t.app, null, 101, mine.id, '?type=1')).statusCode).toBe(403);
    await t.database.db.updateTable('recording').set({ file_key: null }).where('id', '=', mine.id).execute();
    try {
      expect((await getRecording(t.app, aarav, 101, mine.id, '?type=1')).statusCode).toBe(404);
    } finally {
      const { file_key } = await t.database.db.selectFrom('recording').select('file_key').where('file_key', 'is not', null).limit(1).executeTakeFirstOrThrow();
      await t.database.db.updateTable('recording').set({ file_key }).where('id', '=', mine.id).execute();
    }
  });

  it('[API-LIVE-3] a parent may play and download the child’s recording', async () => {
    const parent = await signIn(t.app, '9000000010', { student_id: 5001 });
    const address = await playAddress(parent.token!);
    expect((await fetchAt(address, 'bytes=0-3')).statusCode).toBe(206);
  });
});
