import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSessionResponse, ZSwitchYearResponse } from '@portal/contract';
import { hashToken } from '../../lib/tokens.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { CLIENT_HEADERS, PASSWORD, login, withSession } from '../../testing/login-helpers.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getSession = (headers: Record<string, string>) => t.app.inject({ url: '/api/v1/session', headers });

describe('the session cookie and token', () => {
  it('[SESSION-STORE-1] login sets an HttpOnly, SameSite=Strict cookie for the whole site, ending with the day', async () => {
    const { res, token } = await login(t.app, '9000000001');
    const cookie = res.cookies.find((c) => c.name === 'portal_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy(); // plain http in tests
    expect(token!.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    expect(new Date(cookie.expires!).toISOString()).toBe('2026-11-21T18:30:00.000Z'); // midnight in India
  });

  it('the cookie is Secure when the request came over https through a trusted proxy', async () => {
    const proxied = await createTestApp({ database: t.database, config: { trustProxy: true } });
    try {
      const { res } = await login(proxied.app, '9000000002', {}, { 'x-forwarded-proto': 'https' });
      expect(res.cookies.find((c) => c.name === 'portal_session')!.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('only the SHA-256 of the token is stored', async () => {
    const { token } = await login(t.app, '9000000002');
    const rows = await t.database.db.selectFrom('session').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashToken(token!))).toBe(true);
  });

  it('no answer ever carries the password, a password hash or the session token', async () => {
    const bodies: string[] = [];
    const first = await login(t.app, '9000000001');
    bodies.push(first.res.payload);
    bodies.push((await login(t.app, '9000000004')).res.payload); // profile list
    bodies.push((await login(t.app, '9000000010')).res.payload); // student choice
    const parent = await login(t.app, '9000000010', { student_id: 5001 });
    bodies.push(parent.res.payload);
    bodies.push((await getSession(withSession(first.token!))).payload);
    bodies.push(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/session/academic-year',
          headers: withSession(first.token!),
          payload: { acad_yr_id: 1 },
        })
      ).payload,
    );
    for (const body of bodies) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain('$argon2');
      expect(body).not.toContain(first.token!);
      expect(body).not.toContain(parent.token!);
      // The one field named after passwords is the reset flag (decision 022), a boolean.
      expect(body.replaceAll('"password_reset_pending":false', '')).not.toMatch(/password|token_hash/i);
    }
  });

  it('[API-HDR-2] a non-browser caller may send the token as Authorization: Bearer', async () => {
    const { token } = await login(t.app, '9000000002');
    const res = await getSession({ ...CLIENT_HEADERS, authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.user_id).toBe(1002);
    const wrong = await getSession({ ...CLIENT_HEADERS, authorization: 'Bearer not-a-real-token' });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('old sessions', () => {
  it('rows a month past their end are deleted as new logins come in', async () => {
    const old = new Date(new Date(TEST_NOW).getTime() - 31 * 24 * 3600_000);
    await t.database.db
      .insertInto('session')
      .values({ token_hash: 'old-session-digest', user_id: 1001, institute_id: 101, student_id: 5001, academic_year_id: 1, device_id: 'old-device', time_zone: 'Asia/Kolkata', created_at: old, expires_at: old })
      .execute();
    const fresh = await createTestApp({ database: t.database });
    try {
      await login(fresh.app, '9000000001');
      const left = await t.database.db.selectFrom('session').select('id').where('token_hash', '=', 'old-session-digest').execute();
      expect(left).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/v1/session', () => {
  it('[SESSION-STORE-1] rebuilds the same session the login answered', async () => {
    const { body, token } = await login(t.app, '9000000011');
    const res = await getSession(withSession(token!));
    expect(res.statusCode).toBe(200);
    const again = ZSessionResponse.parse(res.json());
    expect(again.result).toEqual(body.result);
  });

  it('[SESSION-FORBID-1] an unknown token answers 403 SESSION_ENDED', async () => {
    const res = await getSession(withSession('x'.repeat(43)));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, code: 'SESSION_ENDED', message: 'Your session has ended. Please sign in again.' });
  });

  it('a session ends at once when the account is blocked after login', async () => {
    const { token } = await login(t.app, '9000000008');
    await t.database.db.updateTable('app_user').set({ blocked: true }).where('id', '=', 1009).execute();
    try {
      expect((await getSession(withSession(token!))).statusCode).toBe(403);
    } finally {
      await t.database.db.updateTable('app_user').set({ blocked: false }).where('id', '=', 1009).execute();
    }
  });
});

describe('session expiry at the end of the login day', () => {
  it('[SESSION-EXP-2] [SESSION-EXP-3] a login lasts until 23:59 local time and is over at 00:00', async () => {
    t.clock.set(TEST_NOW);
    const { token, body } = await login(t.app, '9000000001');
    expect(body.result.expires_at).toBe('2026-11-21T18:30:00.000Z');
    try {
      t.clock.set('2026-11-21T23:59:00+05:30');
      expect((await getSession(withSession(token!))).statusCode).toBe(200);
      t.clock.set('2026-11-22T00:00:00+05:30');
      const res = await getSession(withSession(token!));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('SESSION_ENDED');
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it("[SESSION-EXP-2] the day is the one of the caller's TimeZone header", async () => {
    const { body } = await login(t.app, '9000000001', {}, { timezone: 'America/New_York' });
    // 10:00 in India is 23:30 the day before in New York: that day ends 30 minutes later.
    expect(body.result).toMatchObject({ time_zone: 'America/New_York', expires_at: '2026-11-21T05:00:00.000Z' });
  });

  it('a missing or unknown TimeZone falls back to India', async () => {
    const { body } = await login(t.app, '9000000001', {}, { timezone: 'Mars/Olympus_Mons' });
    expect(body.result).toMatchObject({ time_zone: 'Asia/Kolkata', expires_at: '2026-11-21T18:30:00.000Z' });
  });
});

describe('PUT /api/v1/session/academic-year', () => {
  const switchYear = (token: string, acad_yr_id: unknown, headers: Record<string, string> = withSession(token)) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/session/academic-year', headers, payload: { acad_yr_id } });

  it("[SESSION-AY-1] [SESSION-AY-4] switches to one of the student's years and the session keeps it", async () => {
    const { token } = await login(t.app, '9000000001');
    const res = await switchYear(token!, 1);
    expect(res.statusCode).toBe(200);
    const body = ZSwitchYearResponse.parse(res.json());
    expect(body.result).toMatchObject({ acad_yr_id: 1, ay_start_date: '2025-04-01', ay_end_date: '2026-03-31' });
    expect((await getSession(withSession(token!))).json().result.acad_yr_id).toBe(1);
  });

  it("[LOGIN-AY-4] the 9000000004 coaching profile switches to its only year from the popup", async () => {
    const { token } = await login(t.app, '9000000004', { user_id: 1005, institute_id: 102, user_type: 1 });
    expect((await switchYear(token!, 3)).json().result.acad_yr_id).toBe(3);
    expect((await switchYear(token!, 4)).statusCode).toBe(400); // current year, but not the student's
  });

  it("[SHELL-HEAD-3] a year the student does not belong to (another institute's) is a 400 naming acad_yr_id", async () => {
    const { token } = await login(t.app, '9000000001');
    const res = await switchYear(token!, 3);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'acad_yr_id' }] });
    expect(res.json().message).toMatch(/^acad_yr_id: /);
  });

  it('needs a session (403) and the Source header (400)', async () => {
    const { token } = await login(t.app, '9000000001');
    expect((await switchYear('nope', 1, withSession('nope'))).statusCode).toBe(403);
    const noSource = await switchYear(token!, 1, { cookie: `portal_session=${token}` });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().code).toBe('SOURCE_REQUIRED');
  });

  it('a parent switches within the chosen child\'s years', async () => {
    const { token } = await login(t.app, '9000000011');
    expect((await switchYear(token!, 1)).json().result).toMatchObject({ acad_yr_id: 1, student_id: 5013 });
  });
});

describe('GET /api/v1/alternateLogin/logout', () => {
  const logout = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/v1/alternateLogin/logout?deviceId=test-device-0001', headers });

  it('[API-LOGOUT-1] [SESSION-LOGOUT-1] ends the session, clears the cookie, and the next call is 403', async () => {
    const { token } = await login(t.app, '9000000002');
    const res = await logout(withSession(token!));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'Logged out successfully', result: null });
    const cleared = res.cookies.find((c) => c.name === 'portal_session')!;
    expect(cleared.value).toBe('');
    const after = await getSession(withSession(token!));
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('SESSION_ENDED');
  });

  it('[SESSION-LOGOUT-8] logging out twice answers 403, which the client treats as logged out', async () => {
    const { token } = await login(t.app, '9000000002');
    await logout(withSession(token!));
    expect((await logout(withSession(token!))).statusCode).toBe(403);
  });

  it('without the Source header it is refused with 400 and the session stays', async () => {
    const { token } = await login(t.app, '9000000002');
    const res = await logout({ cookie: `portal_session=${token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'SOURCE_REQUIRED', message: 'Missing Source header' });
    expect((await getSession(withSession(token!))).statusCode).toBe(200);
  });

  it('a HEAD request never logs out', async () => {
    const { token } = await login(t.app, '9000000002');
    const res = await t.app.inject({ method: 'HEAD', url: '/api/v1/alternateLogin/logout', headers: withSession(token!) });
    expect(res.statusCode).toBe(404);
    expect((await getSession(withSession(token!))).statusCode).toBe(200);
  });

  it('a call with an ended session also drops the dead cookie', async () => {
    const { token } = await login(t.app, '9000000002');
    await logout(withSession(token!));
    const res = await getSession(withSession(token!));
    expect(res.statusCode).toBe(403);
    const cookie = res.cookies.find((c) => c.name === 'portal_session')!;
    expect(cookie.value).toBe('');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  });

  it('only ends the session it was called with', async () => {
    const a = await login(t.app, '9000000002', { device_id: 'device-a-000' });
    const b = await login(t.app, '9000000002', { device_id: 'device-b-000' });
    await logout(withSession(a.token!));
    expect((await getSession(withSession(b.token!))).statusCode).toBe(200);
  });
});
