// Issue 33: the server side of the calls the spec does not show: the academic-year switch
// (API-GAP-1, decision 002) and what happens behind a login (API-GAP-3, decision 009).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSwitchYearResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { login, withSession } from '../../testing/login-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const session = (token: string) => t.app.inject({ url: '/api/v1/session', headers: withSession(token) });

describe('the calls the spec leaves out', () => {
  it('[API-GAP-1] the year switch is PUT /api/v1/session/academic-year: the same session token, now in the chosen year', async () => {
    const { token, body } = await login(t.app, '9000000001');
    expect(body.result.acad_yr_id).not.toBe(1);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/session/academic-year', headers: withSession(token!), payload: { acad_yr_id: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZSwitchYearResponse.parse(res.json()).result.acad_yr_id).toBe(1);
    // No new token is issued (the spec's client rewrote its own): the cookie it had now reads year 1.
    expect(res.cookies.find((c) => c.name === 'portal_session')).toBeUndefined();
    expect((await session(token!)).json().result.acad_yr_id).toBe(1);
  });

  it('[API-GAP-3] behind the login: a server session per login; logout_from_all_devices ends the others only once the login succeeds', async () => {
    const first = await login(t.app, '9000000001');
    expect((await session(first.token!)).statusCode).toBe(200);
    // A refused login (wrong password) asking to end the other sessions ends nothing.
    const refused = await login(t.app, '9000000001', { password: 'wrong-password', logout_from_all_devices: true });
    expect(refused.res.statusCode).toBe(401);
    expect(refused.token).toBeNull();
    expect((await session(first.token!)).statusCode).toBe(200);
    // A successful one does: the first session is over (403), the new one works.
    const second = await login(t.app, '9000000001', { logout_from_all_devices: true });
    expect(second.token).not.toBe(first.token);
    expect((await session(first.token!)).statusCode).toBe(403);
    expect((await session(second.token!)).statusCode).toBe(200);
  });
});
