import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSession } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { login, withSession, signIn } from '../../testing/login-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/v2/user/v3/login: parents', () => {
  it('[LOGIN-PARENT-1] [issue 12] 9000000010 with two children gets the student choice in a session with no child chosen yet', async () => {
    const { res, body, token } = await login(t.app, '9000000010');
    expect(res.statusCode).toBe(200);
    expect(token).toBeTruthy();
    const choice = ZSession.parse(body.result);
    expect(choice).toMatchObject({ user_id: 1010, user_type: 2, parent_name: 'Rajesh Sharma', parentslogin: true, student_id: null });
    expect(choice.student_details.map((s) => [s.student_id, s.student_name])).toEqual([
      [5001, 'Aarav Sharma'],
      [5011, 'Ananya Sharma'],
    ]);
  });

  it('[LOGIN-PARENT-2] [LOGIN-PARENT-4] with a chosen student_id the parent acts as that child', async () => {
    const { session } = await signIn(t.app, '9000000010', { student_id: 5011 });
    expect(session).toMatchObject({
      parentslogin: true,
      user_type: 2,
      parent_id: 1010,
      parent_name: 'Rajesh Sharma',
      parent_num: '9000000010',
      student_id: 5011,
      user_id: 1011,
      name: 'Ananya Sharma',
      student_display_id: 'SPS-2022-0143',
    });
    expect(session.student_details.map((s) => s.student_id)).toEqual([5001, 5011]);
  });

  it("[LOGIN-PARENT-1] another parent's child cannot be chosen", async () => {
    const { res, token } = await login(t.app, '9000000010', { student_id: 5013 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(token).toBeNull();
  });

  it('[LOGIN-PARENT-2] 9000000011 with one child goes straight in as that child', async () => {
    const { session } = await signIn(t.app, '9000000011');
    expect(session).toMatchObject({ parentslogin: true, parent_id: 1012, parent_name: 'Lakshmi Iyer', student_id: 5013, name: 'Kavya Iyer' });
  });

  it('[LOGIN-PARENT-3] [LOGIN-FEE-2] a parent whose only child owes fees is refused with the fee-dues message', async () => {
    const { res, token } = await login(t.app, '9000000012');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, code: 'FEE_DUES', message: 'Kindly clear fees dues to successfully login.' });
    expect(token).toBeNull();
  });

  it('[LOGIN-FEE-1] a student whose login is not allowed is refused the same way', async () => {
    await t.database.db.updateTable('student').set({ is_login_allowed: 0 }).where('id', '=', 5009).execute();
    try {
      const { res, token } = await login(t.app, '9000000008');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEE_DUES');
      expect(token).toBeNull();
    } finally {
      await t.database.db.updateTable('student').set({ is_login_allowed: 1 }).where('id', '=', 5009).execute();
    }
  });

  it('[LOGIN-PARENT-5] a parent with no linked student is told so, without a session', async () => {
    await t.database.db.deleteFrom('parent_student').where('parent_user_id', '=', 1012).execute();
    try {
      const { res, token } = await login(t.app, '9000000011');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NO_STUDENTS');
      expect(token).toBeNull();
    } finally {
      await t.database.db.insertInto('parent_student').values({ parent_user_id: 1012, student_id: 5013 }).execute();
    }
  });
});

describe('POST /api/v2/user/v3/login: options 10, 11, 13 and admins', () => {
  it('[LOGIN-OPT-1] [LOGIN-OPT-2] 9000000005 signed in elsewhere gets option 10; taking over ends the other session', async () => {
    const first = await signIn(t.app, '9000000005', { device_id: 'first-device-0005' });
    const again = await login(t.app, '9000000005', { device_id: 'second-device-0005' });
    expect(again.res.statusCode).toBe(200);
    expect(again.body.result).toEqual({ login_option: 10, device_id: 'second-device-0005' });
    expect(again.token).toBeNull();

    // The same device may sign in again without the question.
    const sameDevice = await signIn(t.app, '9000000005', { device_id: 'first-device-0005' });
    expect(sameDevice.token).toBeTruthy();

    const takeOver = await signIn(t.app, '9000000005', { device_id: 'second-device-0005', logout_from_all_devices: true });
    expect(takeOver.token).toBeTruthy();
    for (const old of [first.token!, sameDevice.token!]) {
      const res = await t.app.inject({ url: '/api/v1/session', headers: withSession(old) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        code: 'SESSION_REPLACED',
        message: 'You were signed out because your account signed in on another device.',
      });
    }
    const current = await t.app.inject({ url: '/api/v1/session', headers: withSession(takeOver.token!) });
    expect(current.statusCode).toBe(200);
  });

  it('[LOGIN-OPT-4] [LOGIN-OPT-6] 9000000006 on a device that is not the registered one gets option 11', async () => {
    const { res, body, token } = await login(t.app, '9000000006');
    expect(res.statusCode).toBe(200);
    expect(body.result).toEqual({ login_option: 11, device_id: 'test-device-0001' });
    expect(token).toBeNull();
    const takeOver = await login(t.app, '9000000006', { logout_from_all_devices: true });
    expect(takeOver.body.result).toEqual({ login_option: 11, device_id: 'test-device-0001' });
  });

  it('[LOGIN-OPT-5] 9000000007, blocked, gets option 13 and no session', async () => {
    const { res, body, token } = await login(t.app, '9000000007');
    expect(res.statusCode).toBe(200);
    expect(body.result).toEqual({ login_option: 13, device_id: 'test-device-0001' });
    expect(token).toBeNull();
  });

  it('[LOGIN-OUT-5] the institute admin gets status 200 with a null result and no session', async () => {
    const { res, body, token } = await login(t.app, 'admin@school.example');
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({
      statusCode: 200,
      message: 'You are not authorised to log in here. Please use the admin app or website.',
      result: null,
    });
    expect(token).toBeNull();
  });
});

