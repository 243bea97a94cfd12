import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      rateLimitLoginAccount: { max: 3, windowMs: 15 * 60_000 },
      rateLimitLoginAddress: { max: 6, windowMs: 15 * 60_000 },
    },
  });
});
afterAll(() => t.close());

const attempt = (user: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/user/v3/login',
    remoteAddress: ip,
    headers: { source: 'WEB' },
    payload: { user_name: user, password, device_id: 'rate-limit-device', source: 'WEB' },
  });

describe('login rate limits (decision 007)', () => {
  it('[API-LOGIN-1] after N failures on one account the next attempt is 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('9000000002', 'wrong-pass')).statusCode).toBe(401);
    const blocked = await attempt('9000000002', 'demo1234');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('one account locked out does not lock out another account from the same address', async () => {
    const res = await attempt('9000000001', 'demo1234');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.user_id).toBe(1001);
  });

  it('the account opens again when the window has passed', async () => {
    t.clock.advance(15 * 60_000 + 1000);
    expect((await attempt('9000000002', 'demo1234')).statusCode).toBe(200);
  });

  it('failures spread over many accounts from one address hit the address limit', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 6; i++) expect((await attempt(`91000000${10 + i}`, 'wrong-pass', ip)).statusCode).toBe(401);
    expect((await attempt('9000000011', 'demo1234', ip)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await attempt('9000000011', 'demo1234', '192.0.2.44')).statusCode).toBe(200);
  });

  it('a successful login does not count, and clears the account count', async () => {
    const ip = '192.0.2.80';
    await attempt('9000000008', 'wrong-pass', ip);
    await attempt('9000000008', 'wrong-pass', ip);
    expect((await attempt('9000000008', 'demo1234', ip)).statusCode).toBe(200);
    await attempt('9000000008', 'wrong-pass', ip);
    await attempt('9000000008', 'wrong-pass', ip);
    expect((await attempt('9000000008', 'demo1234', ip)).statusCode).toBe(200);
  });

  it('the account key ignores case and spaces of the login name', async () => {
    const ip = '192.0.2.90';
    for (const name of ['AARAV@school.example', 'aarav@SCHOOL.example', ' aarav@school.example ']) {
      expect((await attempt(name, 'wrong-pass', ip)).statusCode).toBe(401);
    }
    expect((await attempt('aarav@school.example', 'demo1234', ip)).statusCode).toBe(429);
  });
});
