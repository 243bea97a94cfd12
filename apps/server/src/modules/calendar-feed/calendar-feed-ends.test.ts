import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCalendarFeedCreatedResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { login, PASSWORD, signIn, withSession } from '../../testing/login-helpers.ts';
import { changePwd, forgot, latestTemporaryPassword } from '../password/password-test-helpers.ts';

// A feed address is a standing key to the timetable: when its account changes password or ends
// its other sessions, a thief who made one with a stolen session must lose it too (decision 029).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Blue-Kite-Harbor-77';

async function feedOf(token: string, institute: number, user: number): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/calendar-feed/${institute}/${user}`, headers: withSession(token) });
  expect(res.statusCode).toBe(200);
  return new URL(ZCalendarFeedCreatedResponse.parse(res.json()).result.feed_url).pathname;
}
const fetchFeed = async (path: string) => (await t.app.inject({ url: path })).statusCode;

describe('calendar feeds end with the account’s other access (decision 029)', () => {
  it('[issue 12] a password change ends the account’s feeds, not another account’s feed of the same learner', async () => {
    const aarav = (await signIn(t.app, '9000000001')).token!;
    const rajesh = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
    const own = await feedOf(aarav, 101, 1001);
    const parents = await feedOf(rajesh, 101, 1001);
    expect(await fetchFeed(own)).toBe(200);

    const res = await changePwd(t.app, aarav, { institute_id: 101, userid: 1001, username: '9000000001', oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await fetchFeed(own)).toBe(404);
    expect(await fetchFeed(parents)).toBe(200);
    // The subscription state says so too.
    const state = await t.app.inject({ url: '/api/v1/calendar-feed/101/1001', headers: withSession(aarav) });
    expect(state.json().result).toEqual({ active: false, created_at: null });
  });

  it('[issue 12] a parent’s password change ends the parent’s feeds', async () => {
    const rajesh = (await signIn(t.app, '9000000010', { student_id: 5011 })).token!;
    const feed = await feedOf(rajesh, 101, 1011);
    expect(await fetchFeed(feed)).toBe(200);
    const res = await changePwd(t.app, rajesh, { institute_id: 101, userid: 1010, username: '9000000010', oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await fetchFeed(feed)).toBe(404);
  });

  it('[issue 12] a login that ends the other sessions (logout_from_all_devices) ends the account’s feeds', async () => {
    const diya = (await signIn(t.app, '9000000002')).token!;
    const feed = await feedOf(diya, 102, 1002);
    expect(await fetchFeed(feed)).toBe(200);
    const again = await login(t.app, '9000000002', { logout_from_all_devices: true });
    expect(again.res.statusCode).toBe(200);
    expect(again.token).not.toBeNull();
    expect(await fetchFeed(feed)).toBe(404);
  });

  it('[issue 12] a plain login leaves the feeds alone', async () => {
    const ishaan = (await signIn(t.app, '9000000004', { user_id: 1004, institute_id: 101 })).token!;
    const feed = await feedOf(ishaan, 101, 1004);
    expect((await login(t.app, '9000000004', { user_id: 1004, institute_id: 101 })).res.statusCode).toBe(200);
    expect(await fetchFeed(feed)).toBe(200);
  });

  it('[issue 12] signing in with a temporary password (the old password stops working) ends the account’s feeds', async () => {
    const tanvi = (await signIn(t.app, '9000000013')).token!;
    const feed = await feedOf(tanvi, 101, 1016);
    expect((await forgot(t.app, { user_name: '9000000013' })).statusCode).toBe(200);
    expect(await fetchFeed(feed)).toBe(200); // a request alone changes nothing (decision 022)
    const temporary = await latestTemporaryPassword(t.database.db, 1016);
    expect((await login(t.app, '9000000013', { password: temporary })).res.statusCode).toBe(200);
    expect(await fetchFeed(feed)).toBe(404);
  });
});
