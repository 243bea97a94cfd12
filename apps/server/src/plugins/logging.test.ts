import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/create-test-app.ts';
import { login } from '../testing/login-helpers.ts';
import type { Database } from '../db/client.ts';
import { redactUrl } from './logging.ts';
import { appWithCapturedLogs } from '../testing/log-capture.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('logs', () => {
  it('never hold a password, a session token or a cookie', async () => {
    const { app, lines } = await appWithCapturedLogs(database);
    const { token } = await login(app, '9000000001');
    await app.inject({ url: '/api/v1/session', headers: { cookie: `portal_session=${token}`, authorization: `Bearer ${token}` } });
    await app.inject({ url: '/my-account/?user=9000000001&password=ZGVtbzEyMzQ=' }); // auto-login address [LOGIN-AUTO-2]
    await app.inject({ url: '/userLogin?token=sso-secret-123' });
    // [issue 4 feed] a private calendar address: made, fetched, and fetched again once revoked.
    const feedPath = '/api/v1/calendar-feed/101/1001';
    const headers = { cookie: `portal_session=${token}`, source: 'WEB' };
    const feedUrl: string = (await app.inject({ method: 'POST', url: feedPath, headers })).json().result.feed_url;
    const feedToken = /ics\/([\w-]{43})\.ics$/.exec(feedUrl)?.[1];
    expect(feedToken).toBeDefined();
    expect((await app.inject({ url: new URL(feedUrl).pathname })).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: feedPath, headers });
    expect((await app.inject({ url: new URL(feedUrl).pathname })).statusCode).toBe(404);
    await app.close();
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).not.toContain('demo1234');
    expect(log).not.toContain('ZGVtbzEyMzQ');
    expect(log).not.toContain(token!);
    expect(log).not.toContain('sso-secret-123');
    expect(log).toContain('/api/v1/calendar-feed/ics/[REDACTED]');
    expect(log).not.toContain(feedToken!);
  });

  it('[issue 12] signed download addresses (receipts, homework files) are logged without their signature', async () => {
    const { app, lines } = await appWithCapturedLogs(database);
    const sig = 'SignatureOfTheAddress_0123456789abcdefghijk';
    await app.inject({ url: `/api/v1/fee-receipts/file?r=7&exp=1900000000&sig=${sig}` });
    await app.inject({ url: `/api/v2/onlineAssignment/file?r=12&exp=1900000000&sig=${sig}` });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/v1/fee-receipts/file?r=7&exp=1900000000&sig=%5BREDACTED%5D');
    expect(log).toContain('/api/v2/onlineAssignment/file?r=12&exp=1900000000&sig=%5BREDACTED%5D');
    expect(log).not.toContain(sig);
  });

  it('[issue 12] redact signature-like parameters whatever their case, and only those', () => {
    expect(redactUrl('/f?r=1&exp=2&SIG=abc')).toBe('/f?r=1&exp=2&SIG=%5BREDACTED%5D');
    expect(redactUrl('/f?signature=abc&hmac=def')).toBe('/f?signature=%5BREDACTED%5D&hmac=%5BREDACTED%5D');
    expect(redactUrl('/f?single=1&design=2&exp=3')).toBe('/f?single=1&design=2&exp=3');
  });

  it('redact secret query parameters and keep the others', () => {
    expect(redactUrl('/my-account/?user=9000000001&password=abc')).toBe('/my-account/?user=9000000001&password=%5BREDACTED%5D');
    expect(redactUrl('/userLogin?token=t')).toBe('/userLogin?token=%5BREDACTED%5D');
    expect(redactUrl('/api/v1/session')).toBe('/api/v1/session');
  });

  it('[issue 4 feed] redact the token of a calendar feed address, keeping the rest', () => {
    const token = 'Ab3_-xYz0123456789Ab3_-xYz0123456789Ab3_-xY';
    expect(redactUrl(`/api/v1/calendar-feed/ics/${token}.ics`)).toBe('/api/v1/calendar-feed/ics/[REDACTED]');
    expect(redactUrl(`/api/v1/calendar-feed/ics/${token}.ics?password=x`)).toBe('/api/v1/calendar-feed/ics/[REDACTED]?password=%5BREDACTED%5D');
    expect(redactUrl('/api/v1/calendar-feed/101/1001')).toBe('/api/v1/calendar-feed/101/1001');
  });
});
