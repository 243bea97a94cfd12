import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLoginRequest, ZSession } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { DEVICE, login, withSession } from '../../testing/login-helpers.ts';
import { SSO_KEY_LIFETIME_MS } from '../sso/sso.service.ts';
import { exchange, keyLogin, tokenFor } from '../sso/test-tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVALID_LOGIN = { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid Login Details' };

/** A fresh key from a link naming the login at the institute. */
async function keyFor(inst: number, loginName: string): Promise<string> {
  const res = await exchange(t.app, await tokenFor(t, { inst, login: loginName }));
  expect(res.statusCode).toBe(200);
  return res.json().result.key;
}

describe('POST /api/v2/user/v3/login with sso_key in place of the password (decision 018)', () => {
  it('[SSO-FLOW-4] the returned phone, key and inst_id sign in exactly as the password would', async () => {
    const key = await keyFor(101, '9000000001');
    const { res, body, token } = await keyLogin(t.app, '9000000001', key, { institute_id: 101 });
    expect(res.statusCode).toBe(200);
    expect(token).toBeTruthy();
    expect(body.message).toBe('Login successful');
    expect(ZSession.parse(body.result)).toMatchObject({ user_id: 1001, student_id: 5001, institute_id: 101, acad_yr_id: 2 });
  });

  it('[SSO-FLOW-4] the key signs in once: a second use answers like a wrong password', async () => {
    const key = await keyFor(101, '9000000001');
    expect((await keyLogin(t.app, '9000000001', key, { institute_id: 101 })).res.statusCode).toBe(200);
    const again = await keyLogin(t.app, '9000000001', key, { institute_id: 101 });
    expect(again.res.statusCode).toBe(401);
    expect(again.body).toEqual(INVALID_LOGIN);
    expect(again.token).toBeNull();
  });

  it('[SSO-FLOW-4] the key expires after about a minute: then it answers like a wrong password', async () => {
    const key = await keyFor(101, '9000000001');
    t.clock.advance(SSO_KEY_LIFETIME_MS);
    try {
      const late = await keyLogin(t.app, '9000000001', key, { institute_id: 101 });
      expect(late.res.statusCode).toBe(401);
      expect(late.body).toEqual(INVALID_LOGIN);
    } finally {
      t.clock.advance(-SSO_KEY_LIFETIME_MS);
    }
  });

  it('[SSO-FLOW-4] a key works just before it expires', async () => {
    const key = await keyFor(101, '9000000001');
    t.clock.advance(SSO_KEY_LIFETIME_MS - 1000);
    try {
      expect((await keyLogin(t.app, '9000000001', key, { institute_id: 101 })).res.statusCode).toBe(200);
    } finally {
      t.clock.advance(-(SSO_KEY_LIFETIME_MS - 1000));
    }
  });

  it('[LOGIN-ERR-3] a key is bound to its account and institute: another login, institute or user_id is a wrong password', async () => {
    const key = await keyFor(101, '9000000001');
    for (const [userName, extra] of [
      ['9000000002', { institute_id: 102 }],
      ['9000000002', {}],
      ['9000000001', { institute_id: 102 }],
      ['9000000001', { institute_id: 101, user_id: 1004 }],
    ] as const) {
      const out = await keyLogin(t.app, userName, key, extra);
      expect(out.res.statusCode).toBe(401);
      expect(out.body).toEqual(INVALID_LOGIN);
    }
    // None of these spent it.
    expect((await keyLogin(t.app, '9000000001', key, { institute_id: 101 })).res.statusCode).toBe(200);
  });

  it('[LOGIN-ERR-3] a made-up key answers exactly like a wrong password', async () => {
    const out = await keyLogin(t.app, '9000000001', 'x'.repeat(43), { institute_id: 101 });
    const wrong = await login(t.app, '9000000001', { password: 'wrong-password' });
    expect(out.res.statusCode).toBe(401);
    expect(out.body).toEqual(wrong.body);
  });

  it('[SSO-FLOW-4] [LOGIN-MULTI-1] 9000000004 by a 101 link signs in at 101 with no profile choice', async () => {
    const key = await keyFor(101, '9000000004');
    const { body } = await keyLogin(t.app, '9000000004', key, { institute_id: 101 });
    expect(ZSession.parse(body.result)).toMatchObject({ user_id: 1004, institute_id: 101 });
  });

  it('[LOGIN-PARENT-1] [issue 12] a parent of two: the first answer spends the key; the choice presenting that session opens the child', async () => {
    const key = await keyFor(101, '9000000010');
    const choice = await keyLogin(t.app, '9000000010', key, { institute_id: 101 });
    const wide = ZSession.parse(choice.body.result);
    expect(wide.student_id).toBeNull();
    expect(wide.student_details.map((s) => s.student_id)).toEqual([5001, 5011]);
    // Works once: a second first answer, or a choice without the first answer's session, is refused.
    expect((await keyLogin(t.app, '9000000010', key, { institute_id: 101 })).res.statusCode).toBe(401);
    expect((await keyLogin(t.app, '9000000010', key, { institute_id: 101, student_id: 5011 })).res.statusCode).toBe(401);
    const chosen = await login(
      t.app,
      '9000000010',
      { password: undefined, sso_key: key, institute_id: 101, user_id: 1010, user_type: 2, student_id: 5011 },
      withSession(choice.token!),
    );
    expect(ZSession.parse(chosen.body.result)).toMatchObject({ parentslogin: true, parent_id: 1010, student_id: 5011 });
    // The first answer's session ended with the choice, so it cannot be presented again.
    const again = await login(t.app, '9000000010', { password: undefined, sso_key: key, student_id: 5001 }, withSession(choice.token!));
    expect(again.res.statusCode).toBe(401);
  });

  it('[LOGIN-FEE-1] [LOGIN-PARENT-3] the fee block still applies to a key login', async () => {
    const key = await keyFor(101, '9000000012');
    const out = await keyLogin(t.app, '9000000012', key, { institute_id: 101 });
    expect(out.res.statusCode).toBe(403);
    expect(out.body).toMatchObject({ code: 'FEE_DUES', message: 'Kindly clear fees dues to successfully login.' });
  });

  it('[LOGIN-OPT-1] [LOGIN-OPT-2] single-device login still asks (option 10); the confirmed re-send with the same key signs in', async () => {
    const first = await keyLogin(t.app, '9000000005', await keyFor(101, '9000000005'), { institute_id: 101 });
    expect(first.res.statusCode).toBe(200);
    const key = await keyFor(101, '9000000005');
    const other = { device_id: 'another-device-0002', institute_id: 101 };
    const asked = await keyLogin(t.app, '9000000005', key, other);
    expect(asked.body.result).toEqual({ login_option: 10, device_id: 'another-device-0002' });
    const confirmed = await keyLogin(t.app, '9000000005', key, { ...other, logout_from_all_devices: true });
    expect(ZSession.parse(confirmed.body.result)).toMatchObject({ user_id: 1006, device_id: 'another-device-0002' });
  });

  it('[LOGIN-OPT-4] an unregistered device is still refused with option 11', async () => {
    const key = await keyFor(101, '9000000006');
    const out = await keyLogin(t.app, '9000000006', key, { institute_id: 101 });
    expect(out.body.result).toMatchObject({ login_option: 11 });
    expect(out.token).toBeNull();
  });

  it('[API-LOGIN-1] the password login is unchanged: DEVICE and password still sign in', async () => {
    const out = await login(t.app, '9000000001');
    expect(out.res.statusCode).toBe(200);
    expect(ZSession.parse(out.body.result).device_id).toBe(DEVICE);
  });
});

describe('ZLoginRequest: password or sso_key (contract)', () => {
  const base = { user_name: '9000000001', device_id: DEVICE, source: 'WEB' as const };

  it('[API-LOGIN-1] takes a password, or an sso_key, and exactly one of them', () => {
    expect(ZLoginRequest.safeParse({ ...base, password: 'demo1234' }).success).toBe(true);
    expect(ZLoginRequest.safeParse({ ...base, sso_key: 'k'.repeat(43) }).success).toBe(true);
    expect(ZLoginRequest.safeParse({ ...base, password: 'demo1234', sso_key: 'k'.repeat(43) }).success).toBe(false);
  });

  it('[API-LOGIN-1] neither is "password: Required", as before the key existed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/user/v3/login', headers: { source: 'WEB' }, payload: base });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'password: Required' });
  });
});
