import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMeetingsResponse, type TMeetingsResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { meetingsBody, postMeetings } from './test-requests.ts';

// The test clock: Saturday 21 November 2026, 10:00 in India.
let t: TestApp;
let aarav: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp();
  const s = await signIn(t.app, '9000000001');
  aarav = { token: s.token!, userId: s.session.user_id };
});
afterAll(() => t.close());

async function meetings(token: string, instituteId: number, body: object): Promise<TMeetingsResponse['result']> {
  const res = await postMeetings(t.app, token, instituteId, body);
  expect(res.statusCode, res.body).toBe(200);
  return ZMeetingsResponse.parse(res.json()).result;
}
const starts = (list: { start_datetime: string }[]) => list.map((c) => c.start_datetime);

describe('POST /api/v1/meeting_manager/getMeetingV2/{institute_id}', () => {
  it('[API-LIVE-2] [LIVE-LOAD-1] [LIVE-GROUP-3] today and the 7 days ahead, earliest first, with the institute flags', async () => {
    const r = await meetings(aarav.token, 101, meetingsBody(101, aarav.userId, 1));
    expect(r.pastLiveClasses).toEqual([]);
    const list = starts(r.upcomingLiveClasses);
    expect(list.length).toBeGreaterThan(2);
    expect(list).toEqual([...list].sort());
    expect(list[0]!.slice(0, 10) >= '2026-11-21' || Date.parse(r.upcomingLiveClasses[0]!.end_datetime) > Date.parse('2026-11-21T10:00:00+05:30')).toBe(true);
    expect(list.every((s) => s.slice(0, 10) <= '2026-11-28' && s.endsWith('+05:30'))).toBe(true);
    // The class in progress now and the one later today.
    expect(list).toContain('2026-11-21T09:40:00+05:30');
    expect(list).toContain('2026-11-21T17:00:00+05:30');
    const onNow = r.upcomingLiveClasses.find((c) => c.start_datetime === '2026-11-21T09:40:00+05:30')!;
    expect(onNow).toMatchObject({ end_datetime: '2026-11-21T11:10:00+05:30', course_list: [{ course_name: expect.any(String) }] });
    expect(onNow.session_link).toMatch(/^https:\/\//);
    expect(r).toMatchObject({ view_proctur_live_recorded_session: 5, vimeo_video_downlodable: true, time_zone: 'Asia/Kolkata' });
  });

  it('[API-LIVE-2] [LIVE-LOAD-2] [LIVE-PAST-6] past classes over by now, newest first, with their recordings; to_date null is up to today', async () => {
    const r = await meetings(aarav.token, 101, meetingsBody(101, aarav.userId, 2, { from_date: '1-11-2026', to_date: null }));
    expect(r.upcomingLiveClasses).toEqual([]);
    const list = starts(r.pastLiveClasses);
    expect(list).toEqual([...list].sort().reverse());
    expect(list.every((s) => s >= '2026-11-01')).toBe(true);
    expect(list).not.toContain('2026-11-21T09:40:00+05:30');
    expect(r.pastLiveClasses.every((c) => Date.parse(c.end_datetime) <= Date.parse('2026-11-21T10:00:00+05:30'))).toBe(true);
    const recorded = r.pastLiveClasses.flatMap((c) => c.download_links);
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.some((x) => x.recording_uploaded_on === 'Vimeo' && /^\d+$/.test(x.vimeo_video_id ?? ''))).toBe(true);

    const oneDay = await meetings(aarav.token, 101, meetingsBody(101, aarav.userId, 2, { from_date: '19-11-2026', to_date: '19-11-2026' }));
    expect(starts(oneDay.pastLiveClasses).every((s) => s.startsWith('2026-11-19'))).toBe(true);
    expect(oneDay.pastLiveClasses.length).toBeGreaterThan(0);
  });

  it('[API-LIVE-2] page_size pages from page_offset', async () => {
    const all = (await meetings(aarav.token, 101, meetingsBody(101, aarav.userId, 2, { from_date: '01-11-2026' }))).pastLiveClasses;
    const page = (await meetings(aarav.token, 101, meetingsBody(101, aarav.userId, 2, { from_date: '01-11-2026', page_offset: 1, page_size: 2 }))).pastLiveClasses;
    expect(page).toEqual(all.slice(1, 3));
  });

  it('[API-LIVE-2] a parent sees the chosen child’s classes; the open user their product’s', async () => {
    const parent = await signIn(t.app, '9000000010', { student_id: 5001 });
    const mine = await meetings(aarav.token, 101, meetingsBody(101, aarav.userId, 1));
    const theirs = await meetings(parent.token!, 101, meetingsBody(101, parent.session.user_id, 1));
    expect(parent.session.user_id).toBe(aarav.userId);
    expect(theirs.upcomingLiveClasses).toEqual(mine.upcomingLiveClasses);

    const rohan = await signIn(t.app, '9000000003');
    const product = await meetings(rohan.token!, 102, meetingsBody(102, rohan.session.user_id, 1));
    expect(product.upcomingLiveClasses.length).toBeGreaterThan(0);
  });

  it('another student’s user id, another institute, or no session is refused', async () => {
    const ananya = await t.database.db.selectFrom('student').select('user_id').where('id', '=', 5011).executeTakeFirstOrThrow();
    for (const [path, body] of [
      [101, meetingsBody(101, ananya.user_id, 1)],
      [102, meetingsBody(102, aarav.userId, 1)],
      [101, meetingsBody(102, aarav.userId, 1)],
      [101, meetingsBody(101, 99_999_999, 1)],
    ] as const) {
      const res = await postMeetings(t.app, aarav.token, path, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    expect((await postMeetings(t.app, null, 101, meetingsBody(101, aarav.userId, 1))).statusCode).toBe(403);
  });

  it('[LIVE-PAST-3] bad input is a 400 naming the field, never a 500', async () => {
    const field = async (extra: Record<string, unknown>, livePast: 1 | 2 = 2) => {
      const res = await postMeetings(t.app, aarav.token, 101, meetingsBody(101, aarav.userId, livePast, extra));
      expect(res.statusCode, res.body).toBe(400);
      return (res.json() as { errors: { field: string }[] }).errors.map((e) => e.field);
    };
    expect(await field({}, 2)).toEqual(['from_date']);
    expect(await field({ from_date: '2026-11-01' })).toEqual(['from_date']);
    expect(await field({ from_date: '20-11-2026', to_date: '19-11-2026' })).toEqual(['to_date']);
    expect(await field({ from_date: '01-01-2020', to_date: '01-01-2026' })).toEqual(['to_date']);
    expect(await field({ live_future_past: 0 })).toEqual(['live_future_past']);
  });
});
