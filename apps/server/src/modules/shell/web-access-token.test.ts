import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZWebAccessTokenResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';

let t: TestApp;
let aarav: string;
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
});
afterAll(() => t.close());

const tokenOf = (instituteId: number | string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/v1/institutes/webAccessToken/${instituteId}`, headers });

describe('GET /api/v1/institutes/webAccessToken/{instituteId} (the older client; not in the spec)', () => {
  it('[issue 12] the session\'s institute gets a placeholder that grants nothing', async () => {
    const res = await tokenOf(101, withSession(aarav));
    expect(res.statusCode).toBe(200);
    expect(ZWebAccessTokenResponse.parse(res.json())).toEqual({ statusCode: 200, message: 'OK', result: 'not-required' });
    // Sent back as a credential it opens nothing by itself...
    const alone = await t.app.inject({ url: '/api/v1/academicYear/all/101', headers: { authorization: `Bearer ${res.json().result}` } });
    expect(alone.statusCode).toBe(403);
    // ...and, beside the cookie, does not stand in the cookie's way: the academic years still load.
    const withCookie = await t.app.inject({
      url: '/api/v1/academicYear/all/101',
      headers: withSession(aarav, { authorization: `Bearer ${res.json().result}` }),
    });
    expect(withCookie.statusCode).toBe(200);
  });

  it("[issue 12] another institute's id is 404, a bad id 400, no session 403", async () => {
    expect((await tokenOf(102, withSession(aarav))).json()).toEqual({ statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
    const bad = await tokenOf('2147483648', withSession(aarav));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', errors: [expect.objectContaining({ field: 'instituteId' })] });
    expect((await tokenOf(101, { source: 'WEB' })).statusCode).toBe(403);
  });
});
