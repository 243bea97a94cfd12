import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLoginOption, ZSession } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { login, signIn, withSession } from '../../testing/login-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function sessionDevice(token: string): Promise<string> {
  const res = await t.app.inject({ url: '/api/v1/session', headers: withSession(token) });
  return ZSession.parse(res.json().result).device_id;
}

describe('[issue 12] a first login from a new browser: device_id null or absent (LOGIN-OUT-7)', () => {
  it('[issue 12] [LOGIN-OUT-7] null or no device id: the server issues one, returns it and the session keeps it', async () => {
    const withNull = await signIn(t.app, '9000000001', { device_id: null });
    const absent = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/v3/login',
      headers: { timezone: 'Asia/Kolkata' },
      payload: { user_name: '9000000002', password: 'demo1234', source: 'WEB' },
    });
    expect(absent.statusCode).toBe(200);
    const issued = [withNull.session.device_id, ZSession.parse(absent.json().result).device_id];
    for (const id of issued) expect(id).toMatch(UUID);
    expect(issued[0]).not.toBe(issued[1]);
    expect(await sessionDevice(withNull.token!)).toBe(issued[0]);
  });

  it('[issue 12] [LOGIN-OPT-4] [LOGIN-OPT-6] 9000000006 without a device id is an unregistered device (option 11), told its new id', async () => {
    const { res, body, token } = await login(t.app, '9000000006', { device_id: null });
    expect(res.statusCode).toBe(200);
    const option = ZLoginOption.parse(body.result);
    expect(option.login_option).toBe(11);
    expect(option.device_id).toMatch(UUID);
    expect(token).toBeNull();
    // The registered device still signs in.
    expect((await signIn(t.app, '9000000006', { device_id: 'registered-tablet-0006' })).token).toBeTruthy();
  });

  it('[issue 12] [LOGIN-OPT-1] [LOGIN-OPT-2] 9000000005 signed in elsewhere: a null device id gets option 10 with its id, and the take-over keeps it', async () => {
    const first = await signIn(t.app, '9000000005', { device_id: 'first-device-0005' });
    const asked = await login(t.app, '9000000005', { device_id: null });
    const option = ZLoginOption.parse(asked.body.result);
    expect(option).toMatchObject({ login_option: 10, device_id: expect.stringMatching(UUID) });
    expect(asked.token).toBeNull();

    const takeOver = await signIn(t.app, '9000000005', { device_id: option.device_id, logout_from_all_devices: true });
    expect(takeOver.session.device_id).toBe(option.device_id);
    expect((await t.app.inject({ url: '/api/v1/session', headers: withSession(first.token!) })).json().code).toBe('SESSION_REPLACED');
    // The same browser, now with its id, is not asked again.
    expect((await signIn(t.app, '9000000005', { device_id: option.device_id })).token).toBeTruthy();
  });

  it('[issue 12] [LOGIN-OUT-7] a device id with a control character is a 400 naming it', async () => {
    const { res } = await login(t.app, '9000000001', { device_id: 'device\u0000-0001' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [expect.objectContaining({ field: 'device_id' })] });
  });
});

describe('[issue 12] the fields of the login result (LOGIN-OUT-7, S0 §3)', () => {
  it('[issue 12] [LOGIN-OUT-7] [SESSION-STORE-7] inst_plan_det carries the plan settings, the same as inst_set_up', async () => {
    for (const [name, classes] of [['9000000001', 'HYBRID_BLENDED'], ['9000000002', 'ONLINE']] as const) {
      const { session } = await signIn(t.app, name);
      expect(session.inst_plan_det).toEqual(session.inst_set_up);
      expect(session.inst_plan_det.classes).toBe(classes);
    }
  });

  it('[issue 12] [LOGIN-OUT-7] the other fields the spec\'s client reads are there, and never a password', async () => {
    const { session, body } = await signIn(t.app, '9000000001');
    expect(session).toMatchObject({
      login_option: null,
      course_structure_flag: false,
      institute_setup_type: 0,
      _zoom_integration_enable: true,
      enable_single_device_login: false,
      institute_logo_url: expect.any(String),
    });
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/"password"|demo1234|student_auth|token/);
  });

  it('[issue 12] [LOGIN-OUT-7] [API-MSG-1] mobile_no is the phone of the account that signed in, and the messages address built from it answers', async () => {
    const cases = [
      ['9000000001', '9000000001'], // a student
      ['9000000003', '9000000003'], // an open user
      ['9000000011', '9000000011'], // a parent: the parent's own phone, not the child's
    ] as const;
    for (const [name, mobile] of cases) {
      const { session, token } = await signIn(t.app, name);
      expect(session.mobile_no).toBe(mobile);
      const address = `${session.country_calling_code}-${session.mobile_no}`;
      const res = await t.app.inject({
        url: `/api/v1/alerts/config/messagesByPhoneNo/${session.institute_id}/${address}?start_index=0&batch_size=1000`,
        headers: withSession(token!),
      });
      expect(res.statusCode, name).toBe(200);
    }
  });
});
