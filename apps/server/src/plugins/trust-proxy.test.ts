import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';

// Decision 051: TRUST_PROXY trusts the one balancer in front of the app, not every hop a
// client may list. The multi-process test (multi-process.pg-test.ts) shows it through HAProxy.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { trustProxy: true, rateLimitLoginAddress: { max: 3, windowMs: 15 * 60_000 } },
  });
});
afterAll(() => t.close());

/** A failed sign-in as the balancer (127.0.0.1) forwards it: the client's own header first, the balancer's entry last. */
const viaBalancer = (forwardedFor: string, user: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/user/v3/login',
    remoteAddress: '127.0.0.1',
    headers: { source: 'WEB', 'x-forwarded-for': forwardedFor },
    payload: { user_name: user, password: 'wrong-pass', device_id: 'trust-proxy-device', source: 'WEB' },
  });

describe('TRUST_PROXY (decision 051)', () => {
  it('the address limit counts the address the balancer saw: a forged X-Forwarded-For entry changes nothing', async () => {
    for (let i = 1; i <= 3; i++) expect((await viaBalancer(`203.0.113.${i}, 198.51.100.7`, `91000005${i}0`)).statusCode).toBe(401);
    expect((await viaBalancer('203.0.113.99, 198.51.100.7', '9100000599')).statusCode).toBe(429);
    // Another client behind the same balancer has its own budget.
    expect((await viaBalancer('203.0.113.99, 198.51.100.8', '9100000598')).statusCode).toBe(401);
  });
});
