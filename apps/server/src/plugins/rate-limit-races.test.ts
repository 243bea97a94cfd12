import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signIn } from '../testing/login-helpers.ts';
import { changePwd, forgot } from '../modules/password/password-test-helpers.ts';

// Limits are judged and counted in one statement (decision 029): requests fired together must
// not all read "under the limit" before any of them is counted.
const WINDOW = 15 * 60_000;
let t: TestApp;
/** A second app on the same database: another process behind the load balancer. */
let other: TestApp;
beforeAll(async () => {
  const config = {
    rateLimitLoginAccount: { max: 5, windowMs: WINDOW },
    rateLimitLoginAddress: { max: 100, windowMs: WINDOW },
    rateLimitResetPhone: { max: 3, windowMs: 3_600_000 },
    rateLimitResetAddress: { max: 100, windowMs: 3_600_000 },
  };
  t = await createTestApp({ config });
  other = await createTestApp({ config, database: t.database, clock: t.clock });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const wrongLogin = (app: TestApp, user: string, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v2/user/v3/login',
    remoteAddress: ip,
    headers: { source: 'WEB' },
    payload: { user_name: user, password: 'wrong-pass', device_id: 'race-device', source: 'WEB' },
  });

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

describe('rate limits under parallel requests (decision 029)', () => {
  it('[issue 12] 40 parallel wrong passwords for one account, over two app processes: at most 5 are judged, the rest 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => wrongLogin(i % 2 ? other : t, '9000000003', `198.51.100.${i + 1}`)),
    );
    const counts = statuses(answers);
    expect(counts[401]).toBe(5);
    expect(counts[429]).toBe(35);
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
  });

  it('[issue 12] parallel wrong passwords from one address over many accounts stop at the address limit', async () => {
    const limited = await createTestApp({
      database: t.database,
      clock: t.clock,
      config: { rateLimitLoginAccount: { max: 5, windowMs: WINDOW }, rateLimitLoginAddress: { max: 4, windowMs: WINDOW } },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => wrongLogin(limited, `91000001${String(i).padStart(2, '0')}`, '203.0.113.201')),
      );
      expect(statuses(answers)).toEqual({ 401: 4, 429: 16 });
    } finally {
      await limited.app.close();
    }
  });

  it('[issue 12] 20 parallel forgot-password requests for one phone queue at most 3 temporary passwords', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => forgot(i % 2 ? other.app : t.app, { user_name: '9000000002' }, `192.0.2.${i + 1}`)),
    );
    expect(statuses(answers)).toEqual({ 200: 3, 429: 17 });
    const queued = await t.database.db.selectFrom('notification_outbox').select('id').where('user_id', '=', 1002).execute();
    expect(queued).toHaveLength(3);
    const resets = await t.database.db.selectFrom('password_reset').select('id').where('user_id', '=', 1002).execute();
    expect(resets).toHaveLength(3);
  });

  it('[issue 12] 20 parallel wrong existing passwords at change password: at most 5 are judged', async () => {
    const { token } = await signIn(t.app, '9000000001');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        changePwd(t.app, token!, { institute_id: 101, userid: 1001, username: '9000000001', oldPassword: `wrong-${i}`, newPassword: 'Better#Pass2026' }, `192.0.2.${100 + i}`),
      ),
    );
    expect(statuses(answers)).toEqual({ 400: 5, 429: 15 });
  });

  it('[issue 12] 20 parallel bad single sign-on links from one address: at most the address limit is judged', async () => {
    const limited = await createTestApp({
      database: t.database,
      clock: t.clock,
      config: { rateLimitLoginAddress: { max: 3, windowMs: WINDOW } },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          limited.app.inject({
            method: 'POST',
            url: '/prod/ext/sso/login',
            remoteAddress: '203.0.113.222',
            headers: { source: 'WEB' },
            payload: { token: 'not-a-token' },
          }),
        ),
      );
      expect(statuses(answers)).toEqual({ 401: 3, 429: 17 });
    } finally {
      await limited.app.close();
    }
  });
});
