import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_API_PREFIX, EXAM_DESK_PREFIX, ZExamLabelsResponse, ZMeetingsResponse, ZMyProductsResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signIn, withSession } from '../testing/login-helpers.ts';
import { meetingsBody, postMeetings } from '../modules/live/test-requests.ts';

// The older variant of the spec's client (still in use) makes three calls our own client never
// makes (issue 33): they answer as the newer client's calls are answered, with the same checks.

let t: TestApp;
let aarav: string; // school 101, user 1001
let diya: string; // coaching 102, user 1002
let parent: string; // parent acting for Aarav
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
  diya = (await signIn(t.app, '9000000002')).token!;
  parent = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
});
afterAll(() => t.close());

const get = (token: string | null, url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: token ? withSession(token, headers) : { source: 'WEB', ...headers } });

describe('[issue 33] the older client: its exam service at /examdesk', () => {
  it('[API-EXAM-1] GET /examdesk/student/testLabels answers what /exam-api gives', async () => {
    const older = await get(aarav, `${EXAM_DESK_PREFIX}/student/testLabels`);
    expect(older.statusCode, older.body).toBe(200);
    const newer = await get(aarav, `${EXAM_API_PREFIX}/student/testLabels`);
    expect(ZExamLabelsResponse.parse(older.json())).toEqual(ZExamLabelsResponse.parse(newer.json()));
    expect(ZExamLabelsResponse.parse(older.json()).data.length).toBeGreaterThan(0);
  });

  it('[API-EXAM-2] [API-EXAM-3] the other exam calls too: a label\'s tests and the bookmarks, each as under /exam-api; another student\'s bookmarks refused', async () => {
    const label = ZExamLabelsResponse.parse((await get(aarav, `${EXAM_API_PREFIX}/student/testLabels`)).json()).data[0]!.label_id;
    for (const path of [`/student/testLabels/${label}/tests`, '/student/testLabels/bookmark/1001', '/examPanel/time']) {
      const older = await get(aarav, `${EXAM_DESK_PREFIX}${path}`);
      expect(older.statusCode, `${path}: ${older.body}`).toBe(200);
      const newer = await get(aarav, `${EXAM_API_PREFIX}${path}`);
      if (path !== '/examPanel/time') expect(older.json()).toEqual(newer.json());
    }
    const other = await get(aarav, `${EXAM_DESK_PREFIX}/student/testLabels/bookmark/1002`);
    expect(other.statusCode, other.body).toBe((await get(aarav, `${EXAM_API_PREFIX}/student/testLabels/bookmark/1002`)).statusCode);
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(null, `${EXAM_DESK_PREFIX}/student/testLabels`)).statusCode).toBe(403);
  });
});

describe('[issue 33] the older client: getMeetingV2 without institution_id, and today alone', () => {
  it('[API-LIVE-2] institution_id left out: the path\'s institute, the same classes as with it', async () => {
    const { institution_id: _left, ...older } = meetingsBody(101, 1001, 1);
    const res = await postMeetings(t.app, aarav, 101, older);
    expect(res.statusCode, res.body).toBe(200);
    const newer = await postMeetings(t.app, aarav, 101, meetingsBody(101, 1001, 1));
    expect(ZMeetingsResponse.parse(res.json())).toEqual(ZMeetingsResponse.parse(newer.json()));
  });

  it('[API-LIVE-2] live_future_past 3: today\'s classes, those of the newer client\'s list that fall today', async () => {
    const today = ZMeetingsResponse.parse((await postMeetings(t.app, aarav, 101, meetingsBody(101, 1001, 3 as never))).json()).result;
    const both = ZMeetingsResponse.parse((await postMeetings(t.app, aarav, 101, meetingsBody(101, 1001, 1))).json()).result;
    expect(today.pastLiveClasses).toEqual([]);
    expect(today.upcomingLiveClasses.length).toBeGreaterThan(0);
    // The test clock's day: Saturday 21 November 2026 in India.
    expect(today.upcomingLiveClasses.every((c) => c.start_datetime.startsWith('2026-11-21') || c.end_datetime.startsWith('2026-11-21'))).toBe(true);
    expect(both.upcomingLiveClasses.slice(0, today.upcomingLiveClasses.length)).toEqual(today.upcomingLiveClasses);
    expect(both.upcomingLiveClasses.length).toBeGreaterThan(today.upcomingLiveClasses.length);
  });

  it('[API-LIVE-2] another institute in the path, another student\'s user_id: refused as before; 4 is no tab', async () => {
    const { institution_id: _left, ...older } = meetingsBody(102, 1001, 3 as never);
    expect((await postMeetings(t.app, aarav, 102, older)).statusCode).toBe(404);
    const { institution_id: _also, ...otherUser } = meetingsBody(101, 1002, 3 as never);
    expect((await postMeetings(t.app, aarav, 101, otherUser)).statusCode).toBe(404);
    const bad = await postMeetings(t.app, aarav, 101, meetingsBody(101, 1001, 4 as never));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('live_future_past');
  });
});

describe('[issue 33] the older client: my-products without the user-id and institute-id headers', () => {
  it('[API-PROD-2] the session says who: the same products as with the headers', async () => {
    const older = await get(aarav, '/prod/student-product/my-products');
    expect(older.statusCode, older.body).toBe(200);
    const newer = await get(aarav, '/prod/student-product/my-products', { 'user-id': '1001', 'institute-id': '101' });
    expect(ZMyProductsResponse.parse(older.json())).toEqual(ZMyProductsResponse.parse(newer.json()));
    expect(ZMyProductsResponse.parse(older.json()).result.length).toBeGreaterThan(0);
  });

  it('[API-PROD-2] a parent gets the chosen child\'s; another learner gets their own, never Aarav\'s; a header naming another learner is still refused', async () => {
    const mine = ZMyProductsResponse.parse((await get(aarav, '/prod/student-product/my-products')).json()).result;
    expect(ZMyProductsResponse.parse((await get(parent, '/prod/student-product/my-products')).json()).result).toEqual(mine);
    const hers = ZMyProductsResponse.parse((await get(diya, '/prod/student-product/my-products')).json()).result;
    expect(hers.map((p) => p.id)).not.toEqual(mine.map((p) => p.id));
    expect((await get(diya, '/prod/student-product/my-products', { 'user-id': '1001' })).statusCode).toBe(404);
    expect((await get(null, '/prod/student-product/my-products')).statusCode).toBe(403);
  });
});
