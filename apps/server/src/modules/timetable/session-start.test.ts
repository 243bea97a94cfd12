import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZSessionStartResponse, ZTimetableResponse, type TScheduleItem } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { getSessionStart, postTimetable, timetableBody } from './test-requests.ts';

let t: TestApp;
let aarav: string;
let aaravItems: TScheduleItem[];
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
  aaravItems = await listed(aarav, 101, { student_id: 5001 });
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

async function listed(token: string, instituteId: number, learner: object): Promise<TScheduleItem[]> {
  const res = await postTimetable(t.app, token, timetableBody(instituteId, learner as { student_id: number }, '2026-11-19', '2026-11-21'));
  return Object.values(ZTimetableResponse.parse(res.json()).result.batchTimeTableList).flat();
}
const liveAt = (list: TScheduleItem[], date: string, start: string) =>
  list.find((i) => i.class_type === 'Online Class' && i.date === date && i.start_time === start)!;

async function allowed(token: string, instituteId: number, sessionId: number, query = ''): Promise<boolean> {
  const res = await getSessionStart(t.app, token, instituteId, sessionId, query);
  expect(res.statusCode).toBe(200);
  return ZSessionStartResponse.parse(res.json()).result.allow_start_session;
}

describe('GET /api/v1/meeting_manager/session/start/{institute_id}/{session_id}', () => {
  it('[API-LIVE-1] [TT-PHASE-3] [TT-PHASE-9] the class in progress may be joined, whatever provider query is sent', async () => {
    const live = liveAt(aaravItems, '2026-11-21', '09:40 AM');
    expect(live.session_id).toBe(live.schedule_id);
    expect(await allowed(aarav, 101, live.session_id!, '?isZoomLiveClass=1')).toBe(true);
    expect(await allowed(aarav, 101, live.session_id!, '?isWebexLiveClass=1')).toBe(true);
    expect(await allowed(aarav, 101, live.session_id!)).toBe(true);
    expect((await getSessionStart(t.app, aarav, 101, live.session_id!, '?isZoomLiveClass=yes')).statusCode).toBe(400);
  });

  it('[TT-PHASE-2] [TT-PHASE-12] from the start minute up to, not including, the end minute (server clock)', async () => {
    const live = liveAt(aaravItems, '2026-11-21', '09:40 AM');
    const at = async (time: string) => {
      t.clock.set(`2026-11-21T${time}:00+05:30`);
      return allowed(aarav, 101, live.session_id!);
    };
    expect(await at('09:39')).toBe(false);
    expect(await at('09:40')).toBe(true);
    expect(await at('11:09')).toBe(true);
    expect(await at('11:10')).toBe(false);
  });

  it('[TT-PHASE-4] [TT-PHASE-5] [TT-PHASE-6] a later class today and a past class are refused', async () => {
    expect(await allowed(aarav, 101, liveAt(aaravItems, '2026-11-21', '05:00 PM').session_id!)).toBe(false);
    expect(await allowed(aarav, 101, liveAt(aaravItems, '2026-11-19', '04:00 PM').session_id!)).toBe(false);
  });

  it('[API-LIVE-1] the open user and a coaching student join their own classes in progress', async () => {
    const { token: rohan } = await signIn(t.app, '9000000003');
    const product = liveAt(await listed(rohan!, 102, { user_id: 1003 }), '2026-11-21', '09:40 AM');
    expect(product.product_name).toBe('NEET Crash Course 2027');
    expect(await allowed(rohan!, 102, product.session_id!, '?isZoomLiveClass=1')).toBe(true);
    const { token: diya } = await signIn(t.app, '9000000002');
    const jee = liveAt(await listed(diya!, 102, { student_id: 5002 }), '2026-11-21', '09:40 AM');
    expect(await allowed(diya!, 102, jee.session_id!)).toBe(true);
    // Classes of another learner's batch do not exist for them.
    expect((await getSessionStart(t.app, rohan, 102, jee.session_id!)).statusCode).toBe(404);
  });

  it('[TT-PHASE-7] [LIVE-JOIN-1] a parent login cannot start a class: 404', async () => {
    const { token } = await signIn(t.app, '9000000010', { student_id: 5001 });
    const res = await getSessionStart(t.app, token, 101, liveAt(aaravItems, '2026-11-21', '09:40 AM').session_id!);
    expect(res.statusCode).toBe(404);
  });

  it('an offline class, another student’s class, another institute or an unknown id is not found; no session is 403', async () => {
    const offline = aaravItems.find((i) => i.class_type === 'Class')!;
    const ananyasLive = await t.database.db
      .selectFrom('schedule as s')
      .innerJoin('batch as b', 'b.id', 's.batch_id')
      .select('s.id')
      .where('b.name', '=', 'Class 5 - B')
      .where('s.class_type', '=', 'Online Class')
      .where('s.date', '=', '2026-11-19')
      .executeTakeFirstOrThrow();
    const live = liveAt(aaravItems, '2026-11-21', '09:40 AM').session_id!;
    for (const [institute, id] of [
      [101, offline.schedule_id],
      [101, ananyasLive.id],
      [102, live],
      [101, 99_999_999],
    ] as const) {
      const res = await getSessionStart(t.app, aarav, institute, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
    }
    expect((await getSessionStart(t.app, null, 101, live)).statusCode).toBe(403);
  });
});
