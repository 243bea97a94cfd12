import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSsoLoginResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { signSsoToken, SSO_TOKEN_MAX_LIFETIME_S } from './sso-token.mjs';
import { exchange, secretOf, tokenFor } from './test-tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVALID = { statusCode: 401, code: 'SSO_INVALID', message: 'The login link is invalid or has expired.' };
const nowS = () => Math.floor(t.clock.now().getTime() / 1000);
let address = 0;
/** Each case from its own address, so the failures do not add up to the rate limit. */
const nextIp = () => `198.51.100.${++address}`;

describe('POST /prod/ext/sso/login: success [API-SSO-1]', () => {
  it('[API-SSO-1] [SSO-FLOW-4] [SSO-FLOW-5] a signed link answers email_id, key, inst_id, phone, status SUCCESS and redirect_url', async () => {
    const res = await exchange(t.app, await tokenFor(t, { inst: 101, login: '9000000001', redirect: '/my-account/fees' }), nextIp());
    expect(res.statusCode).toBe(200);
    const body = ZSsoLoginResponse.parse(res.json());
    expect(body.result).toEqual({
      email_id: 'aarav@school.example',
      key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      inst_id: 101,
      phone: '9000000001',
      status: 'SUCCESS',
      redirect_url: '/my-account/fees',
    });
    // The exchange opens no session: the login call does, with the key.
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('[SSO-FLOW-5] no redirect, or one off this site, is answered as redirect_url null (decision 016: no open redirect)', async () => {
    for (const redirect of [null, 'https://evil.example/phish', '//evil.example', 'fees']) {
      const res = await exchange(t.app, await tokenFor(t, { inst: 101, login: '9000000001', redirect }), nextIp());
      expect(res.statusCode).toBe(200);
      expect(res.json().result.redirect_url).toBeNull();
    }
  });

  it('[API-SSO-1] a link may name the login by email, in any case and with spaces around it', async () => {
    const res = await exchange(t.app, await tokenFor(t, { inst: 101, login: ' Aarav@School.Example ' }), nextIp());
    expect(res.json().result).toMatchObject({ phone: '9000000001', email_id: 'aarav@school.example', inst_id: 101 });
  });

  it('[API-SSO-1] one phone at two institutes (9000000004): the link\'s institute picks the account', async () => {
    for (const inst of [101, 102]) {
      const res = await exchange(t.app, await tokenFor(t, { inst, login: '9000000004' }), nextIp());
      expect(res.json().result).toMatchObject({ inst_id: inst, phone: '9000000004', status: 'SUCCESS' });
    }
  });

  it('[API-SSO-1] a parent and an open user may enter by a link too', async () => {
    for (const [inst, loginName] of [[101, '9000000010'], [102, '9000000003']] as const) {
      const res = await exchange(t.app, await tokenFor(t, { inst, login: loginName }), nextIp());
      expect(res.json().result).toMatchObject({ inst_id: inst, phone: loginName, status: 'SUCCESS' });
    }
  });

  it('[API-SSO-1] each success hands out a new key', async () => {
    const keys = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await exchange(t.app, await tokenFor(t, { inst: 101, login: '9000000001' }), nextIp());
      keys.add(res.json().result.key);
    }
    expect(keys.size).toBe(3);
  });
});

describe('POST /prod/ext/sso/login: every failure is the same 401 [API-SSO-1] [SSO-FLOW-8]', () => {
  const cases: [name: string, make: () => Promise<string>][] = [
    ['a bad signature (payload changed after signing)', async () => {
      const [payload, signature] = (await tokenFor(t, { inst: 101, login: '9000000001' })).split('.');
      const changed = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      changed.login = '9000000004';
      return `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    }],
    ['a signature cut short', async () => (await tokenFor(t, { inst: 101, login: '9000000001' })).slice(0, -4)],
    ['the wrong institute\'s secret (101 named, 102\'s secret used)', async () =>
      tokenFor(t, { inst: 101, login: '9000000001' }, await secretOf(t, 102))],
    ['a foreign-institute login (102\'s link naming a 101 student)', () => tokenFor(t, { inst: 102, login: '9000000001' })],
    ['an expired link', () => tokenFor(t, { inst: 101, login: '9000000001', iat: nowS() - 120, exp: nowS() - 1 })],
    ['a link that expires right now', () => tokenFor(t, { inst: 101, login: '9000000001', iat: nowS() - 60, exp: nowS() })],
    [`a link living more than ${SSO_TOKEN_MAX_LIFETIME_S / 60} minutes (exp too far ahead)`, () =>
      tokenFor(t, { inst: 101, login: '9000000001', iat: nowS(), exp: nowS() + SSO_TOKEN_MAX_LIFETIME_S + 1 })],
    ['a link issued in the future (beyond a minute of clock skew)', () =>
      tokenFor(t, { inst: 101, login: '9000000001', iat: nowS() + 120, exp: nowS() + 180 })],
    ['an unknown login', () => tokenFor(t, { inst: 101, login: '9000009999' })],
    ['a blocked user', () => tokenFor(t, { inst: 101, login: '9000000007' })],
    ['an admin', () => tokenFor(t, { inst: 101, login: 'admin@school.example' })],
    ['an institute without a secret', () => tokenFor(t, { inst: 999, login: '9000000001' }, 'x'.repeat(43))],
    ['a token that is not one', async () => 'not-a-token'],
    ['a token with a payload that is not JSON', async () => `${Buffer.from('{oops').toString('base64url')}.AAAA`],
    ['a token with a payload missing fields', async () => {
      const payload = Buffer.from(JSON.stringify({ inst: 101, login: '9000000001' })).toString('base64url');
      return `${payload}.AAAA`;
    }],
  ];

  it.each(cases)('[API-SSO-1] %s: 401 with the one message, no key, no session', async (_name, make) => {
    const res = await exchange(t.app, await make(), nextIp());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
    expect(res.cookies).toEqual([]);
  });

  it('[API-SSO-1] a link is usable once: the second presentation (a reused jti) fails the same way', async () => {
    const token = await tokenFor(t, { inst: 101, login: '9000000001', redirect: '/my-account/fees' });
    expect((await exchange(t.app, token, nextIp())).statusCode).toBe(200);
    const again = await exchange(t.app, token, nextIp());
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(INVALID);
  });

  it('[API-SSO-1] a new token with a used jti fails, whatever else changed', async () => {
    const secret = await secretOf(t, 101);
    const jti = 'fixed-jti-000000000001';
    const now = t.clock.now().getTime();
    expect((await exchange(t.app, signSsoToken({ inst: 101, login: '9000000001', jti }, secret, now), nextIp())).statusCode).toBe(200);
    const reused = await exchange(t.app, signSsoToken({ inst: 101, login: '9000000004', jti }, secret, now), nextIp());
    expect(reused.json()).toEqual(INVALID);
  });

  it('[API-SSO-1] a signed token is spent even when it fails later (a blocked user), so it cannot succeed afterwards', async () => {
    const jti = 'blocked-jti-0000000001';
    const token = await tokenFor(t, { inst: 101, login: '9000000007', jti });
    expect((await exchange(t.app, token, nextIp())).statusCode).toBe(401);
    const used = await t.database.db.selectFrom('sso_used_token').select('jti').where('jti', '=', jti).executeTakeFirst();
    expect(used).toEqual({ jti });
  });

  it('[API-SSO-1] the body is checked: no token is a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/prod/ext/sso/login', headers: { source: 'WEB' }, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'token: Required' });
  });

  it('only a digest of the key is stored', async () => {
    const res = await exchange(t.app, await tokenFor(t, { inst: 101, login: '9000000001' }), nextIp());
    const key: string = res.json().result.key;
    const rows = await t.database.db.selectFrom('sso_login_key').select('key_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.key_hash).not.toBe(key);
    }
  });
});

describe('POST /prod/ext/sso/login: rate limit per address (decision 018)', () => {
  it('[API-SSO-1] failed links from one address count like failed logins; then 429, even for a good link', async () => {
    const limited = await createTestApp({
      database: t.database,
      clock: t.clock,
      config: { rateLimitLoginAddress: { max: 3, windowMs: 15 * 60_000 } },
    });
    try {
      const ip = '203.0.113.99';
      for (let i = 0; i < 3; i++) expect((await exchange(limited.app, 'not-a-token', ip)).statusCode).toBe(401);
      const good = await tokenFor(t, { inst: 101, login: '9000000001' });
      const blocked = await exchange(limited.app, good, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      // Another address is not affected, and the good link is still unused.
      expect((await exchange(limited.app, good, '203.0.113.100')).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});
