import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZVimeoLinksResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { getVimeoLinks, postWatchHistory, putWatchCount, recordingsOf } from './test-requests.ts';

// Aarav (school 101) and his recordings; Ananya's section (Class 5 - B) has recordings he cannot reach.
let t: TestApp;
let aarav: { token: string; userId: number };
let mine: { video: string; vimeo: string };
let others: { video: string };
beforeAll(async () => {
  t = await createTestApp();
  const s = await signIn(t.app, '9000000001');
  aarav = { token: s.token!, userId: s.session.user_id };
  const reachable = (userId: number) => recordingsOf(t.database.db, userId);
  const rows = await reachable(aarav.userId);
  mine = { video: rows.find((r) => r.video_id)!.video_id!, vimeo: rows.find((r) => r.vimeo_video_id)!.vimeo_video_id! };
  const ananya = await t.database.db.selectFrom('student').select('user_id').where('id', '=', 5011).executeTakeFirstOrThrow();
  const theirs = (await reachable(ananya.user_id)).filter((r) => r.video_id && !rows.some((m) => m.video_id === r.video_id));
  others = { video: theirs[0]!.video_id! };
});
afterAll(() => t.close());

const watched = (userId: number, videoId: string) =>
  t.database.db.selectFrom('video_watch').select(['watch_count', 'watched_seconds']).where('user_id', '=', userId).where('video_id', '=', videoId).executeTakeFirst();

describe('watch count and history', () => {
  it('[API-LIVE-5] [LIVE-REC-12] each play of a reachable video is counted for the one who signed in', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await putWatchCount(t.app, aarav.token, { video_id: mine.video, institute_id: 101 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ statusCode: 200, message: 'OK', result: null });
    }
    expect(await watched(aarav.userId, mine.video)).toMatchObject({ watch_count: 2 });
  });

  it('[API-LIVE-6] [LIVE-REC-13] seconds watched add up; the Vimeo id names its video too', async () => {
    expect((await postWatchHistory(t.app, aarav.token, { video_id: mine.vimeo, watch_duration: 95.4 })).statusCode).toBe(200);
    expect((await postWatchHistory(t.app, aarav.token, { video_id: mine.vimeo, watch_duration: '30' })).statusCode).toBe(200);
    expect(await watched(aarav.userId, mine.vimeo)).toMatchObject({ watch_count: 0, watched_seconds: 125 });
  });

  it('another student’s video, another institute, bad input or no session are refused; nothing is written', async () => {
    expect((await putWatchCount(t.app, aarav.token, { video_id: others.video, institute_id: 101 })).statusCode).toBe(404);
    expect((await putWatchCount(t.app, aarav.token, { video_id: mine.video, institute_id: 102 })).statusCode).toBe(404);
    expect((await postWatchHistory(t.app, aarav.token, { video_id: others.video, watch_duration: 10 })).statusCode).toBe(404);
    expect((await postWatchHistory(t.app, aarav.token, { video_id: 'nope', watch_duration: 10 })).statusCode).toBe(404);
    expect(await watched(aarav.userId, others.video)).toBeUndefined();
    const bad = await postWatchHistory(t.app, aarav.token, { video_id: mine.video, watch_duration: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['watch_duration']);
    expect((await putWatchCount(t.app, null, { video_id: mine.video, institute_id: 101 })).statusCode).toBe(403);
  });

  it('a parent’s plays of the child’s recording are the parent’s own', async () => {
    const parent = await signIn(t.app, '9000000010', { student_id: 5001 });
    expect((await putWatchCount(t.app, parent.token!, { video_id: mine.video, institute_id: 101 })).statusCode).toBe(200);
    expect(parent.session.parent_id).not.toBeNull();
    expect(await watched(parent.session.parent_id!, mine.video)).toMatchObject({ watch_count: 1 });
    expect(await watched(aarav.userId, mine.video)).toMatchObject({ watch_count: 2 });
  });
});

describe('GET /prod/vimeo/download-links/{vimeo_video_id}', () => {
  it('[API-LIVE-4] [LIVE-VIMEO-1] [LIVE-VIMEO-2] a reachable Vimeo recording lists its renditions: size, short size, link', async () => {
    const res = await getVimeoLinks(t.app, aarav.token, mine.vimeo, '101');
    expect(res.statusCode, res.body).toBe(200);
    const links = ZVimeoLinksResponse.parse(res.json()).result;
    expect(links.map((l) => `${l.width}x${l.height}`)).toEqual(['1920x1080', '1280x720', '960x540', '640x360']);
    expect(links[0]).toMatchObject({ size_short: expect.stringMatching(/^\d+\.\d (MB|GB)$|^\d+\.\d\d GB$/), size: expect.any(Number), link: expect.stringMatching(/^https:\/\//) });
  });

  it('[LIVE-REC-6] [LIVE-VIMEO-3] none when the institute does not allow Vimeo downloads', async () => {
    await t.database.db.updateTable('institute').set({ vimeo_downloadable: false }).where('id', '=', 101).execute();
    try {
      expect(ZVimeoLinksResponse.parse((await getVimeoLinks(t.app, aarav.token, mine.vimeo, '101')).json()).result).toEqual([]);
    } finally {
      await t.database.db.updateTable('institute').set({ vimeo_downloadable: true }).where('id', '=', 101).execute();
    }
  });

  it('[DOC-VID-3] a Vimeo entry among the learner’s documents lists its renditions; another institute’s or a parent’s ask is refused', async () => {
    // 'Friction in everyday life': shared with Class 8 (Aarav), not a recording.
    const shared = '76979871';
    expect(await t.database.db.selectFrom('recording').select('id').where('vimeo_video_id', '=', shared).executeTakeFirst()).toBeUndefined();
    const res = await getVimeoLinks(t.app, aarav.token, shared, '101');
    expect(res.statusCode, res.body).toBe(200);
    expect(ZVimeoLinksResponse.parse(res.json()).result).toHaveLength(4);
    const diya = (await signIn(t.app, '9000000002')).token!;
    expect((await getVimeoLinks(t.app, diya, shared, '102')).statusCode).toBe(404);
    expect((await getVimeoLinks(t.app, diya, '148751763', '102')).statusCode).toBe(200);
    const parent = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
    expect((await getVimeoLinks(t.app, parent, shared, '101')).statusCode).toBe(404);
  });

  it('another institute, another student’s or an unknown video, a missing header or no session are refused', async () => {
    expect((await getVimeoLinks(t.app, aarav.token, mine.vimeo, '102')).statusCode).toBe(404);
    expect((await getVimeoLinks(t.app, aarav.token, '123', '101')).statusCode).toBe(404);
    const missing = await getVimeoLinks(t.app, aarav.token, mine.vimeo, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['x-prod-inst-id']);
    expect((await getVimeoLinks(t.app, aarav.token, 'abc', '101')).statusCode).toBe(400);
    expect((await getVimeoLinks(t.app, null, mine.vimeo, '101')).statusCode).toBe(403);
  });
});
