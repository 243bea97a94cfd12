import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLoginResponse, ZSession } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { DEVICE, PASSWORD, signIn, withSession } from '../../testing/login-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN = '/api/v2/user/v3/login';

/** The login as the spec's client sends it: JSON, a TimeZone header, no Source header [API-LOGIN-1]. */
function specLogin(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: LOGIN,
    headers: { 'content-type': 'application/json', timezone: 'Asia/Kolkata', ...headers },
    payload: JSON.stringify({ password: PASSWORD, source: 'WEB', device_id: DEVICE, ...body }),
  });
}

describe('[issue 12] the login as the spec\'s client sends it', () => {
  it('[issue 12] [API-LOGIN-1] [API-HDR-3] a JSON login without the Source header signs in', async () => {
    const res = await specLogin({ user_name: '9000000001' });
    expect(res.statusCode).toBe(200);
    expect(ZSession.parse(ZLoginResponse.parse(res.json()).result)).toMatchObject({ user_id: 1001, student_id: 5001 });
    expect(res.cookies.find((c) => c.name === 'portal_session')?.value).toBeTruthy();
  });

  it('[issue 12] [API-LOGIN-1] ids as numeric strings or null, as the spec\'s client reads them from local storage', async () => {
    const asStrings = await specLogin({ user_name: '9000000004', user_id: '1004', user_type: '1', institute_id: '101' });
    expect(asStrings.statusCode).toBe(200);
    expect(ZSession.parse(asStrings.json().result)).toMatchObject({ user_id: 1004, institute_id: 101 });
    const asNull = await specLogin({ user_name: '9000000001', user_id: null, user_type: null, institute_id: null, logout_from_all_devices: null });
    expect(asNull.statusCode).toBe(200);
    expect(ZSession.parse(asNull.json().result)).toMatchObject({ user_id: 1001 });
  });

  it('[issue 12] [API-LOGIN-1] an id that is not one, or past 2^31-1, is a 400 naming the field', async () => {
    for (const [field, value] of [
      ['institute_id', 'abc'],
      ['institute_id', 2147483648],
      ['user_id', '99999999999'],
      ['student_id', -3],
      ['user_type', 1.5],
    ] as const) {
      const res = await specLogin({ user_name: '9000000001', [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [expect.objectContaining({ field })] });
    }
  });

  it('[issue 12] [API-LOGIN-1] a control character in user_name is a 400 naming it, never a 500', async () => {
    for (const name of ['90000\u000000001', 'a\u0007b@school.example', '9000000001\u007f']) {
      const res = await specLogin({ user_name: name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'user_name', message: expect.stringMatching(/control/) }] });
    }
  });
});

describe('[issue 12] cross-site request protection without the Source header (API-HDR-3)', () => {
  const form = (contentType: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': contentType, ...headers }, payload });

  it('[issue 12] [API-HDR-3] a body a cross-site form can send (urlencoded, text/plain, multipart) needs Source: 400', async () => {
    const boundary = 'x-boundary-1';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="user_name"\r\n\r\n9000000001\r\n--${boundary}--\r\n`;
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', `user_name=9000000001&password=${PASSWORD}&source=WEB`],
      ['text/plain', JSON.stringify({ user_name: '9000000001', password: PASSWORD, source: 'WEB', device_id: DEVICE })],
      [`multipart/form-data; boundary=${boundary}`, multipart],
    ] as const) {
      const res = await form(type, body);
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'SOURCE_REQUIRED', message: 'Missing Source header' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('[issue 12] [API-LOGIN-1] JSON under another content type is refused (400) even with Source, and opens nothing', async () => {
    const json = JSON.stringify({ user_name: '9000000001', password: PASSWORD, source: 'WEB', device_id: DEVICE });
    const res = await form('text/plain', json, { source: 'WEB' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.cookies).toHaveLength(0);
  });

  it('[issue 12] [API-HDR-3] a state change from another site is refused (400 CROSS_SITE), by Sec-Fetch-Site or by Origin', async () => {
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'http://coaching.localhost' },
      { origin: 'null' },
    ];
    for (const headers of refused) {
      const res = await specLogin({ user_name: '9000000001' }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'CROSS_SITE', message: 'Cross-site request refused' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('[issue 12] [API-HDR-3] a signed-in change from another site is refused even with Source, and changes nothing', async () => {
    const { token } = await signIn(t.app, '9000000002');
    const res = await t.app.inject({
      url: '/api/v1/alternateLogin/logout',
      headers: withSession(token!, { 'sec-fetch-site': 'cross-site' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CROSS_SITE');
    expect((await t.app.inject({ url: '/api/v1/session', headers: withSession(token!) })).statusCode).toBe(200);
  });

  it('[issue 12] [API-HDR-3] our own origin passes: by Sec-Fetch-Site, or by an Origin naming the host (default port or not)', async () => {
    const ours: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'https://portal.example' }, // a proxy that renames the host
      { 'sec-fetch-site': 'none' },
      { host: 'school.localhost:3000', origin: 'http://school.localhost:3000' },
      { host: 'school.localhost', origin: 'http://school.localhost' },
      { host: 'portal.example:443', origin: 'https://portal.example' },
    ];
    for (const headers of ours) {
      const res = await specLogin({ user_name: '9000000001' }, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('[issue 12] [API-HDR-3] a GET needs neither (a link from another site may open a screen)', async () => {
    const { token } = await signIn(t.app, '9000000001');
    const res = await t.app.inject({ url: '/api/v1/session', headers: { cookie: `portal_session=${token}`, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });

  it('[issue 12] [API-HDR-3] calls of a session still need Source (defence in depth; the spec\'s client sends it)', async () => {
    const { token } = await signIn(t.app, '9000000001');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/session/academic-year',
      headers: { cookie: `portal_session=${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ acad_yr_id: 1 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SOURCE_REQUIRED');
  });

  it('[issue 12] the other calls made before sign-in go without Source too: forgot password and the sign-on exchange', async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/forgotPassword',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ source: 'study-app', user_name: '9000000099' }),
    });
    expect(forgot.statusCode).toBe(200);
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/prod/ext/sso/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token: 'not.a-valid-token' }),
    });
    expect(exchange.statusCode).toBe(401);
    expect(exchange.json().code).toBe('SSO_INVALID');
  });
});

describe('[issue 12] behind a proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ database: t.database, config: { trustProxy: true } });
  });
  afterAll(() => proxied.close());

  const viaProxy = (headers: Record<string, string>) =>
    proxied.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json', host: '127.0.0.1:3000', ...headers },
      payload: JSON.stringify({ user_name: '9000000001', password: PASSWORD, source: 'WEB', device_id: DEVICE }),
    });

  it('[issue 12] [API-HDR-3] the Origin is compared with the host the proxy forwarded', async () => {
    expect((await viaProxy({ 'x-forwarded-host': 'portal.example', origin: 'https://portal.example' })).statusCode).toBe(200);
    const foreign = await viaProxy({ 'x-forwarded-host': 'portal.example', origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('CROSS_SITE');
  });
});
