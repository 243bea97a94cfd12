import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZForgotPasswordResponse } from '@portal/contract';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { login } from '../../testing/login-helpers.ts';
import { forgot, latestTemporaryPassword, outboxOf } from './password-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      rateLimitResetPhone: { max: 3, windowMs: 3_600_000 },
      rateLimitResetAddress: { max: 5, windowMs: 3_600_000 },
    },
  });
});
afterAll(() => t.close());

const SENT = 'New Password send to your registered mobile number.';
const allOutbox = () => t.database.db.selectFrom('notification_outbox').selectAll().execute();

describe('POST /api/v2/user/forgotPassword [API-PWD-1]', () => {
  it('[PWD-FORGOT-5] a phone with two accounts answers the list to choose from, and sends nothing', async () => {
    const res = await forgot(t.app, { user_name: '9000000004' }, '192.0.2.1');
    expect(res.statusCode).toBe(200);
    const body = ZForgotPasswordResponse.parse(res.json());
    expect(body.result).toEqual([
      { user_id: 1004, institute_id: 101, name: 'Ishaan Gupta', display: 'Student', institute_name: expect.any(String) },
      { user_id: 1005, institute_id: 102, name: 'Ishaan Gupta', display: 'Student', institute_name: expect.any(String) },
    ]);
    expect(body.result![0]!.institute_name).not.toBe(body.result![1]!.institute_name);
    expect(await allOutbox()).toEqual([]);
  });

  it('[PWD-FORGOT-7] [PWD-FORGOT-9] the retry for the chosen account answers null and queues an SMS with a temporary password', async () => {
    const res = await forgot(t.app, { user_name: '9000000004', user_id: 1005, institute_id: 102 }, '192.0.2.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: SENT, result: null });
    const [sms] = await outboxOf(t.database.db, 1005);
    expect(sms).toMatchObject({ channel: 'sms', recipient: '9000000004', sent_at: null });
    const password = await latestTemporaryPassword(t.database.db, 1005);
    expect(sms!.body).toContain('30 minutes');
    expect(await outboxOf(t.database.db, 1004)).toEqual([]);
    // Only the hash is stored.
    const [reset] = await t.database.db.selectFrom('password_reset').selectAll().where('user_id', '=', 1005).execute();
    expect(reset!.hash).toMatch(/^\$argon2id\$/);
    expect(reset!.hash).not.toContain(password);
  });

  it('[PWD-FORGOT-8] [PWD-FORGOT-9] a phone with one account is answered null at once, with the SMS queued', async () => {
    const res = await forgot(t.app, { user_name: '9000000002' }, '192.0.2.2');
    expect(res.json()).toEqual({ statusCode: 200, message: SENT, result: null });
    await latestTemporaryPassword(t.database.db, 1002);
  });

  it('[API-PWD-1] an unknown phone, a user_id that is not one of the accounts and a blocked account are answered the same null, nothing sent', async () => {
    const before = (await allOutbox()).length;
    for (const body of [
      { user_name: '9999999999' },
      { user_name: '9000000005', user_id: 1001 }, // Neha's phone, Aarav's id
      { user_name: '9000000004', user_id: 1004, institute_id: 102 }, // the institute is not 1004's
      { user_name: '9000000007' }, // Priya, blocked
    ]) {
      const res = await forgot(t.app, body, '192.0.2.3');
      expect(res.json(), JSON.stringify(body)).toEqual({ statusCode: 200, message: SENT, result: null });
    }
    expect((await allOutbox()).length).toBe(before);
  });

  it('[API-PWD-1] the phone must be digits, and the Source header is required when a form could send it (decision 028)', async () => {
    expect((await forgot(t.app, { user_name: '+91 9000000002' })).statusCode).toBe(400);
    const noSource = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/forgotPassword',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'source=study-app&user_name=9000000002',
    });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().code).toBe('SOURCE_REQUIRED');
  });
});

describe('forgot-password rate limits (decision 022)', () => {
  it('[API-PWD-1] after 3 requests for one phone the next is 429 with Retry-After, from any address', async () => {
    // Diya already had one (above); two more from other addresses, then the phone is used up.
    expect((await forgot(t.app, { user_name: '9000000002' }, '192.0.2.10')).statusCode).toBe(200);
    expect((await forgot(t.app, { user_name: '9000000002' }, '192.0.2.11')).statusCode).toBe(200);
    const sent = (await outboxOf(t.database.db, 1002)).length;
    const blocked = await forgot(t.app, { user_name: '9000000002' }, '192.0.2.12');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/) });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await outboxOf(t.database.db, 1002)).length).toBe(sent);
  });

  it('[API-PWD-1] unknown phones count like known ones, so the limit does not tell them apart', async () => {
    for (let i = 0; i < 3; i++) expect((await forgot(t.app, { user_name: '9888888888' }, `192.0.2.${20 + i}`)).statusCode).toBe(200);
    expect((await forgot(t.app, { user_name: '9888888888' }, '192.0.2.23')).statusCode).toBe(429);
  });

  it('[API-PWD-1] every request from one address counts, the chooser included: the 6th is 429', async () => {
    const ip = '198.51.100.30';
    // The chooser sends nothing, so it counts on the address only (9000000004 has had 2 of its 3).
    expect((await forgot(t.app, { user_name: '9000000004' }, ip)).json().result).toHaveLength(2);
    for (const phone of ['9000000001', '9000000003', '9000000005', '9000000006']) {
      expect((await forgot(t.app, { user_name: phone }, ip)).statusCode).toBe(200);
    }
    const blocked = await forgot(t.app, { user_name: '9000000008' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await forgot(t.app, { user_name: '9000000008' }, '198.51.100.31')).statusCode).toBe(200);
  });

  it("[API-PWD-1] the login's cleanup of its shorter window leaves the reset counts alone", async () => {
    t.clock.advance(20 * 60_000);
    // A failed login makes the login limiter clean up rows older than its 15 minutes.
    expect((await login(t.app, '9000000001', { password: 'wrong-pass' }, {})).res.statusCode).toBe(401);
    expect((await forgot(t.app, { user_name: '9000000002' }, '192.0.2.13')).statusCode).toBe(429);
  });

  it('[API-PWD-1] the phone may ask again once its hour has passed', async () => {
    t.clock.advance(41 * 60_000);
    expect((await forgot(t.app, { user_name: '9000000002' }, '192.0.2.14')).statusCode).toBe(200);
  });

  it('[API-PWD-1] the limits are configurable: RATE_LIMIT_RESET_PHONE and RATE_LIMIT_RESET_ADDRESS, 3 and 10 an hour by default', () => {
    expect(loadConfig({})).toMatchObject({
      rateLimitResetPhone: { max: 3, windowMs: 3_600_000 },
      rateLimitResetAddress: { max: 10, windowMs: 3_600_000 },
    });
    expect(loadConfig({ RATE_LIMIT_RESET_PHONE: '5/30m', RATE_LIMIT_RESET_ADDRESS: '20/2h' })).toMatchObject({
      rateLimitResetPhone: { max: 5, windowMs: 1_800_000 },
      rateLimitResetAddress: { max: 20, windowMs: 7_200_000 },
    });
  });
});
