import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZChangePasswordResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { PASSWORD, login, signIn, withSession } from '../../testing/login-helpers.ts';
import { changePwd } from './password-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW = 'Blue-Kite-Harbor-77';
const getSession = (token: string) => t.app.inject({ url: '/api/v1/session', headers: withSession(token) });

describe('POST /api/v1/changePwd [API-PWD-2]', () => {
  it('[PWD-CHANGE-7] [PWD-CHANGE-8] a valid change answers the success text, ends the other sessions and keeps this one', async () => {
    const here = await signIn(t.app, '9000000002'); // Diya, user 1002 at 102
    const other = await signIn(t.app, '9000000002');
    const res = await changePwd(t.app, here.token!, {
      institute_id: 102,
      username: '9000000002',
      oldPassword: PASSWORD,
      newPassword: NEW,
      userid: 1002,
    });
    expect(res.statusCode).toBe(200);
    expect(ZChangePasswordResponse.parse(res.json())).toEqual({
      statusCode: 200,
      message: 'Password changed successfully,Please Re-Login!',
      result: null,
    });
    // The other session is over (403 logs that browser out); this one stays for the 2 s logout.
    const ended = await getSession(other.token!);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().code).toBe('SESSION_ENDED');
    expect((await getSession(here.token!)).statusCode).toBe(200);
  });

  it('[PWD-CHANGE-2] afterwards the new password signs in and the old one does not', async () => {
    expect((await login(t.app, '9000000002', { password: NEW })).res.statusCode).toBe(200);
    const old = await login(t.app, '9000000002');
    expect(old.res.statusCode).toBe(401);
    expect(old.body.message).toBe('Invalid Login Details');
  });

  it('[PWD-CHANGE-2] a wrong existing password is a 400 with the spec text, and changes nothing', async () => {
    const { token } = await signIn(t.app, '9000000001'); // Aarav
    const res = await changePwd(t.app, token!, {
      institute_id: 101,
      username: '9000000001',
      oldPassword: 'not-my-password',
      newPassword: NEW,
      userid: 1001,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'EXISTING_PASSWORD_WRONG', message: 'Please enter correct existing password' });
    expect((await login(t.app, '9000000001')).res.statusCode).toBe(200);
  });

  it('[PWD-CHANGE-2] wrong existing passwords are counted: after 5 the call is 429 with Retry-After, even with the right one', async () => {
    const { token } = await signIn(t.app, '9000000003'); // Rohan, open user 1003
    const body = { institute_id: 102, username: '9000000003', newPassword: NEW, userid: 1003 };
    const ip = '198.51.100.20';
    for (let i = 0; i < 5; i++) {
      expect((await changePwd(t.app, token!, { ...body, oldPassword: `guess-${i}` }, ip)).statusCode).toBe(400);
    }
    const blocked = await changePwd(t.app, token!, { ...body, oldPassword: PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many wrong passwords. Please wait 15 minutes and try again.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    // The count is the account's, not the address's: another address is refused too.
    expect((await changePwd(t.app, token!, { ...body, oldPassword: PASSWORD }, '192.0.2.21')).statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await changePwd(t.app, token!, { ...body, oldPassword: PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('[PWD-CHANGE-4] [PWD-CHANGE-5] after the existing password, the new-password policy of decision 020 answers its text', async () => {
    const { token } = await signIn(t.app, '9000000008'); // Aditi, user 1009 at 106343
    const send = (newPassword: string, oldPassword = PASSWORD) =>
      changePwd(t.app, token!, { institute_id: 106343, username: '9000000008', oldPassword, newPassword, userid: 1009 });
    const cases: [string, string][] = [
      ['Short7!', 'New passwords must contain at least 8 characters.'],
      ['x'.repeat(100) + 'y'.repeat(29), 'New passwords must contain at most 128 characters.'],
      ['password123', 'New passwords must not be a common or easily guessed password.'],
      ['Aditi@2026', 'New passwords must not be a common or easily guessed password.'], // her name
      ['9000000008', 'New passwords must not be a common or easily guessed password.'], // her phone
    ];
    for (const [newPassword, message] of cases) {
      const res = await send(newPassword);
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json()).toMatchObject({ code: 'NEW_PASSWORD_REFUSED', message, errors: [{ field: 'newPassword', message }] });
    }
    // The existing password is checked first [PWD-CHANGE-5]: a wrong one wins over a weak new one.
    expect((await send('Short7!', 'wrong-existing')).json().code).toBe('EXISTING_PASSWORD_WRONG');
    expect((await send(NEW)).statusCode).toBe(200);
    const same = await send(NEW, NEW);
    expect(same.json()).toMatchObject({ code: 'NEW_PASSWORD_REFUSED', message: 'New passwords must differ from the existing password.' });
  });

  it('[PWD-CHANGE-7] the contract is enforced: an empty existing password is a 400 naming the field', async () => {
    const { token } = await signIn(t.app, '9000000001');
    const res = await changePwd(t.app, token!, { institute_id: 101, username: '9000000001', oldPassword: '', newPassword: NEW, userid: 1001 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^oldPassword: /);
  });

  it('[API-PWD-2] another userid, institute or login name is 404 like an unknown id; no session is 403', async () => {
    const { token } = await signIn(t.app, '9000000001');
    const body = { institute_id: 101, username: '9000000001', oldPassword: PASSWORD, newPassword: NEW, userid: 1001 };
    for (const wrong of [{ userid: 1004 }, { userid: 1011 }, { institute_id: 102 }, { username: '9000000004' }]) {
      const res = await changePwd(t.app, token!, { ...body, ...wrong });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(404);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/changePwd', headers: { source: 'WEB' }, payload: body });
    expect(anonymous.statusCode).toBe(403);
    expect((await login(t.app, '9000000001')).res.statusCode).toBe(200); // nothing changed
  });

  it('[API-PWD-2] the login name may be the email, in any case and with spaces', async () => {
    const { token } = await signIn(t.app, 'aarav@school.example');
    const res = await changePwd(t.app, token!, {
      institute_id: 101,
      username: ' AARAV@School.example ',
      oldPassword: PASSWORD,
      newPassword: NEW,
      userid: 1001,
    });
    expect(res.statusCode).toBe(200);
    expect((await login(t.app, '9000000001', { password: NEW })).res.statusCode).toBe(200);
  });

  it("[PWD-CHANGE-9] [PWD-CHANGE-10] [PWD-CHANGE-12] a parent changes their own password with the parent's id, never the child's", async () => {
    const parent = await signIn(t.app, '9000000010', { student_id: 5001 }); // Rajesh 1010 acting for Aarav
    const body = { institute_id: 101, username: '9000000010', oldPassword: PASSWORD, newPassword: 'Parent-Lantern-42', userid: 1010 };
    const child = await changePwd(t.app, parent.token!, { ...body, userid: 1001, username: '9000000001', oldPassword: NEW });
    expect(child.statusCode).toBe(404);
    const res = await changePwd(t.app, parent.token!, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Parent's Password changed successfully,Please Re-Login!");
    expect((await login(t.app, '9000000010', { student_id: 5001, password: 'Parent-Lantern-42' })).res.statusCode).toBe(200);
    expect((await login(t.app, '9000000001', { password: NEW })).res.statusCode).toBe(200); // the child's is untouched
  });
});
