import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSessionResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { PASSWORD, login, signIn, withSession } from '../../testing/login-helpers.ts';
import { maskPhone, temporaryPasswordText } from './notification-sender.ts';
import { changePwd, forgot, latestTemporaryPassword } from './password-test-helpers.ts';
import { TEMPORARY_PASSWORD_ALPHABET, generateTemporaryPassword } from './temporary-password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitResetPhone: { max: 20, windowMs: 3_600_000 }, rateLimitResetAddress: { max: 50, windowMs: 3_600_000 } } });
});
afterAll(() => t.close());

/** Asks for a temporary password for a one-account phone and reads it from the outbox. */
async function temporaryFor(phone: string, userId: number): Promise<string> {
  expect((await forgot(t.app, { user_name: phone })).json().result).toBeNull();
  return latestTemporaryPassword(t.database.db, userId);
}

const sessionView = async (token: string) =>
  ZSessionResponse.parse((await t.app.inject({ url: '/api/v1/session', headers: withSession(token) })).json()).result;

describe('temporary passwords (decision 022)', () => {
  it('[PWD-FORGOT-9] are 10 characters of an alphabet without 0, O, o, 1, l and I, from the CSPRNG', () => {
    expect(TEMPORARY_PASSWORD_ALPHABET).not.toMatch(/[0Oo1lI]/);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = generateTemporaryPassword();
      expect(p).toHaveLength(10);
      for (const c of p) expect(TEMPORARY_PASSWORD_ALPHABET).toContain(c);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });

  it('[PWD-FORGOT-9] the SMS carries the password on its own line; the phone is masked for logs', () => {
    const text = temporaryPasswordText({ userId: 1, phone: '9000000002', name: 'Diya', instituteName: 'Apex' }, 'Ab3dEf7hJk');
    expect(text.split('\n')[1]).toBe('Ab3dEf7hJk');
    expect(maskPhone('9000000004')).toBe('******0004');
    expect(maskPhone('123')).toBe('***');
  });

  it('[PWD-FORGOT-9] the old password keeps working until the temporary one is used', async () => {
    const temporary = await temporaryFor('9000000002', 1002); // Diya
    expect((await login(t.app, '9000000002')).res.statusCode).toBe(200);
    expect((await login(t.app, '9000000002')).res.statusCode).toBe(200);
    // Still live after the old password was used.
    const opened = await signIn(t.app, '9000000002', { password: temporary });
    expect(opened.session.password_reset_pending).toBe(true);
  });

  it('[PWD-FORGOT-9] works once: the same temporary password again, and the old password, are Invalid Login Details', async () => {
    const again = await login(t.app, '9000000002', { password: (await latestTemporaryPassword(t.database.db, 1002)) });
    expect(again.res.statusCode).toBe(401);
    expect(again.body.message).toBe('Invalid Login Details');
    expect((await login(t.app, '9000000002')).res.statusCode).toBe(401);
  });

  it('[PWD-CHANGE-2] in the session it opened, change password takes the temporary password as the existing one and clears the flag', async () => {
    const temporary = await temporaryFor('9000000001', 1001); // Aarav
    const { token } = await signIn(t.app, '9000000001', { password: temporary });
    expect((await sessionView(token!)).password_reset_pending).toBe(true);
    const res = await changePwd(t.app, token!, {
      institute_id: 101,
      username: '9000000001',
      oldPassword: temporary,
      newPassword: 'Quiet-Meadow-Lamp-9',
      userid: 1001,
    });
    expect(res.statusCode).toBe(200);
    expect((await sessionView(token!)).password_reset_pending).toBe(false);
    expect((await login(t.app, '9000000001', { password: 'Quiet-Meadow-Lamp-9' })).res.statusCode).toBe(200);
    expect((await login(t.app, '9000000001', { password: temporary })).res.statusCode).toBe(401);
  });

  it('[PWD-CHANGE-2] another session of the same account does not accept that temporary password', async () => {
    const temporary = await temporaryFor('9000000003', 1003); // Rohan
    await signIn(t.app, '9000000003', { password: temporary });
    // The temporary password belongs to the session it opened: a session opened with a later
    // one does not take it as the existing password.
    const second = await temporaryFor('9000000003', 1003);
    const other = await signIn(t.app, '9000000003', { password: second });
    const res = await changePwd(t.app, other.token!, {
      institute_id: 102,
      username: '9000000003',
      oldPassword: temporary,
      newPassword: 'Quiet-Meadow-Lamp-9',
      userid: 1003,
    });
    expect(res.json().code).toBe('EXISTING_PASSWORD_WRONG');
  });

  it('[PWD-FORGOT-9] expires after 30 minutes; the old password still works then', async () => {
    const temporary = await temporaryFor('9000000005', 1006); // Neha
    t.clock.advance(30 * 60_000 + 1000);
    expect((await login(t.app, '9000000005', { password: temporary })).res.statusCode).toBe(401);
    expect((await login(t.app, '9000000005')).res.statusCode).toBe(200);
  });

  it('[PWD-FORGOT-9] a new request supersedes the older temporary password', async () => {
    const first = await temporaryFor('9000000008', 1009); // Aditi
    const second = await temporaryFor('9000000008', 1009);
    expect(second).not.toBe(first);
    expect((await login(t.app, '9000000008', { password: first })).res.statusCode).toBe(401);
    expect((await login(t.app, '9000000008', { password: second })).res.statusCode).toBe(200);
  });

  it('[LOGIN-PARENT-1] [issue 12] a parent\'s first answer spends it; the choice presenting that session opens the child, still pending', async () => {
    const temporary = await temporaryFor('9000000010', 1010); // Rajesh, two children
    const choice = await login(t.app, '9000000010', { password: temporary });
    expect(choice.res.statusCode).toBe(200);
    expect(choice.token).not.toBeNull();
    expect(choice.body.result.student_details).toHaveLength(2);
    expect(choice.body.result.password_reset_pending).toBe(true);
    // Spent: without the first answer's session, the same password opens nothing more.
    expect((await login(t.app, '9000000010', { password: temporary })).res.statusCode).toBe(401);
    expect((await login(t.app, '9000000010', { password: temporary, student_id: 5011 })).res.statusCode).toBe(401);
    const opened = await login(t.app, '9000000010', { password: temporary, student_id: 5011 }, withSession(choice.token!));
    expect(opened.res.statusCode).toBe(200);
    expect(opened.body.result).toMatchObject({ student_id: 5011, password_reset_pending: true });
    // The first answer's session ended with the choice; the child's serves.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: withSession(choice.token!) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: withSession(opened.token!) })).statusCode).toBe(200);
  });

  it('[LOGIN-MULTI-1] on a shared phone it opens only the account it was sent for', async () => {
    expect((await forgot(t.app, { user_name: '9000000004', user_id: 1004, institute_id: 101 })).json().result).toBeNull();
    const temporary = await latestTemporaryPassword(t.database.db, 1004);
    const opened = await signIn(t.app, '9000000004', { password: temporary });
    expect(opened.session.user_id).toBe(1004);
    // The other account's password is untouched.
    expect((await login(t.app, '9000000004', { user_id: 1005, institute_id: 102, user_type: 1 })).res.statusCode).toBe(200);
  });

  it('[API-LOGIN-1] a normal login says no reset is pending', async () => {
    const { session } = await signIn(t.app, '9000000011', { password: PASSWORD }); // Lakshmi, one child
    expect(session.password_reset_pending).toBe(false);
  });
});
