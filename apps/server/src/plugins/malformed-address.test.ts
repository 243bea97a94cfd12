import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBody } from '@portal/contract';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The headers every answer of ours carries (helmet's), read from an ordinary answer.
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
] as const;

describe('a malformed address (decision 029)', () => {
  it('[issue 12] is answered 400 in our error shape, with the security headers of every answer and no-store', async () => {
    const ordinary = await t.app.inject({ url: '/api/health' });
    for (const name of SECURITY_HEADERS) expect(ordinary.headers[name], name).toBeDefined();

    for (const url of ['/my-account/%FF', '/api/v1/%FF', '/api/v2/onlineAssignment/get/101/%E0%A4', '/%C0%AF']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(ZErrorBody.strict().parse(res.json()), url).toEqual({ statusCode: 400, code: 'VALIDATION', message: 'Malformed address' });
      for (const name of SECURITY_HEADERS) expect(res.headers[name], `${url} ${name}`).toBe(ordinary.headers[name]);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('[issue 12] a malformed address with a body (a POST) is answered the same', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/changePwd/%FF', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
