import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forgot } from '../modules/password/password-test-helpers.ts';
import { exchange, tokenFor } from '../modules/sso/test-tokens.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { login, signIn, withSession } from '../testing/login-helpers.ts';
import { expectBare, expectSpecShape, SpecDate, specEnvelope } from './spec-shape.ts';

// The shell's calls (branding, login, academic years, logout, forgot password, single sign-on),
// checked against the spec's shapes (issue 12). The login result's own fields are checked by
// the login tests; here, where the spec's client reads them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('[issue 12] branding and academic years: bodies read directly', () => {
  it('[API-BRAND-1] [issue 12] a list whose first item has logoPath, favIconPath and instituteId', async () => {
    const res = await t.app.inject({ url: '/api/v1/institutes/getLogoAndFavIcon?virtualHostUrl=localhost' });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    expectBare(body);
    expectSpecShape(z.array(z.object({ logoPath: z.string(), favIconPath: z.string(), instituteId: z.number().int() })).min(1), body);
  });

  it('[API-AY-1] [issue 12] a list of academic years (inst_acad_year_id, inst_acad_year, start_date, end_date)', async () => {
    const { token } = await signIn(t.app, '9000000001');
    const res = await t.app.inject({ url: '/api/v1/academicYear/all/101', headers: withSession(token!) });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    expectBare(body);
    expectSpecShape(z.array(z.object({ inst_acad_year_id: z.number().int(), inst_acad_year: z.string(), start_date: SpecDate, end_date: SpecDate })).min(1), body);
  });
});

describe('[issue 12] login and logout: statusCode, message, result', () => {
  it('[API-LOGIN-1] [issue 12] a session: result is an object with the session and student_details', async () => {
    const { res, body } = await login(t.app, '9000000001');
    expect(res.statusCode).toBe(200);
    expectSpecShape(
      specEnvelope(
        z.object({
          device_id: z.string(),
          user_id: z.number().int(),
          user_type: z.number().int(),
          institute_id: z.number().int(),
          institute_name: z.string(),
          student_acad_year: z.array(z.object({ acad_yr_id: z.number().int(), acad_yr_name: z.string() })),
          student_details: z.array(z.object({ student_id: z.number().int(), student_name: z.string(), is_login_allowed: z.number().int() })).min(1),
        }),
      ),
      body,
    );
  });

  it('[API-LOGIN-1] [LOGIN-MULTI-1] [issue 12] several profiles: result is a list with name and display', async () => {
    const { res, body } = await login(t.app, '9000000004');
    expect(res.statusCode).toBe(200);
    expectSpecShape(specEnvelope(z.array(z.object({ user_id: z.number().int(), institute_name: z.string(), name: z.string(), display: z.string() })).min(2)), body);
  });

  it('[API-LOGOUT-1] [issue 12] the answer carries the message the client shows', async () => {
    const { token } = await signIn(t.app, '9000000001');
    const res = await t.app.inject({ url: '/api/v1/alternateLogin/logout?deviceId=test-device-0001', headers: withSession(token!) });
    expect(res.statusCode).toBe(200);
    expectSpecShape(z.object({ statusCode: z.literal(200), message: z.string().min(1) }), res.json());
  });
});

describe('[issue 12] forgot password [API-PWD-1]', () => {
  it('[API-PWD-1] [issue 12] several accounts: result is the list to choose from', async () => {
    const res = await forgot(t.app, { user_name: '9000000004' }, '192.0.2.101');
    expect(res.statusCode).toBe(200);
    expectSpecShape(
      specEnvelope(z.array(z.object({ user_id: z.number().int(), institute_id: z.number().int(), name: z.string(), display: z.string(), institute_name: z.string() })).min(2)),
      res.json(),
    );
  });

  it('[API-PWD-1] [issue 12] one account: statusCode 200 with result null means a new password was sent', async () => {
    const res = await forgot(t.app, { user_name: '9000000002' }, '192.0.2.102');
    expect(res.statusCode).toBe(200);
    expectSpecShape(specEnvelope(z.null()), res.json());
  });
});

describe('[issue 12] single sign-on [API-SSO-1]', () => {
  it('[API-SSO-1] [issue 12] result has email_id, key, inst_id, phone, status and redirect_url', async () => {
    const res = await exchange(t.app, await tokenFor(t, { inst: 101, login: '9000000001', redirect: '/my-account/fees' }), '198.51.100.201');
    expect(res.statusCode).toBe(200);
    expectSpecShape(
      specEnvelope(
        z.object({
          email_id: z.string().nullable(),
          key: z.string().min(1),
          inst_id: z.number().int(),
          phone: z.string().nullable(),
          status: z.string(),
          redirect_url: z.string().nullable(),
        }),
      ),
      res.json(),
    );
  });
});
