import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createTestApp, testConfig, type TestApp } from './testing/create-test-app.ts';
import { testClock } from './testing/test-clock.ts';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webDist, 'assets'));
  mkdirSync(join(webDist, 'brand'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'brand', 'school-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('security headers and caching', () => {
  it('every answer carries the security headers, API answers no-store', async () => {
    for (const url of ['/api/health', '/my-account/', '/api/nope', '/somewhere']) {
      const res = await t.app.inject({ url });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: https:");
      expect(csp).toContain("frame-ancestors 'none'");
      // [VIEWER-YT-1] [VIEWER-VIMEO-1] the viewer's two players and no other frame (decision 063)
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      if (url.startsWith('/api/')) expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('error answers from the API are no-store too', async () => {
    const res = await t.app.inject({ url: '/api/v1/session' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('API basics', () => {
  it('GET /api/health answers ok without a session', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('[ERR-STATUS-4] an unknown API address is a JSON 404, whatever the method', async () => {
    for (const [method, url] of [['GET', '/api/v1/nothing-here'], ['POST', '/api/v1/nothing-here'], ['GET', '/prod/nothing']] as const) {
      const res = await t.app.inject({ method, url, headers: { source: 'WEB' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
    }
  });

  it('[ERR-STATUS-2] a body that is not JSON is a 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/v3/login',
      headers: { source: 'WEB', 'content-type': 'application/json' },
      payload: '{"user_name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });

  it('[ERR-STATUS-5] a failure inside a handler is a bare 500: no message, stack or SQL leaks', async () => {
    const app = await buildApp({ db: t.database.db, config: testConfig(), clock: testClock(), logger: false });
    app.get('/api/boom', { config: { access: 'public' } }, async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app.js:12');
    });
    await app.ready();
    const res = await app.inject({ url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, message: 'Internal Server Error', code: 'INTERNAL' });
    await app.close();
  });

  it('a route that does not declare who may call it stops the app from starting', async () => {
    const app = await buildApp({ db: t.database.db, config: testConfig(), clock: testClock(), logger: false });
    expect(() => app.get('/api/v1/undeclared', async () => 'x')).toThrow(/must declare config.access/);
    await app.close();
  });
});

describe('the web app under /my-account', () => {
  it('[ROUTE-BASE-1] /my-account/ serves index.html, revalidated on every visit', async () => {
    const res = await t.app.inject({ url: '/my-account/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.payload).toContain('<div id="root">');
  });

  it('[ROUTE-PROT-1] a screen address that is not a file gets index.html (the client router decides)', async () => {
    for (const url of ['/my-account/dashboard', '/my-account/assignment/42', '/my-account/userLogin?token=abc']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.payload).toContain('<div id="root">');
    }
  });

  it('hashed bundles are cached for a year; other files revalidate; a missing file is a 404', async () => {
    const js = await t.app.inject({ url: '/my-account/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await t.app.inject({ url: '/my-account/brand/school-logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/my-account/assets/gone-999.js' })).statusCode).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    for (const url of ['/my-account/../package.json', '/my-account/%2e%2e/%2e%2e/etc/passwd', '/my-account/.env']) {
      const res = await t.app.inject({ url });
      expect(res.payload).not.toContain('root:');
      expect(res.payload).not.toContain('"name"');
    }
  });

  it('[ROUTE-BASE-2] / and /my-account go to /my-account/, keeping the query', async () => {
    const root = await t.app.inject({ url: '/?user=a' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/my-account/?user=a');
    expect((await t.app.inject({ url: '/my-account' })).headers.location).toBe('/my-account/');
  });

  it('[ROUTE-BASE-2] [ROUTE-PUB-3] [ROUTE-LOGIN-2] other addresses are moved under /my-account with their query', async () => {
    const cases = [
      ['/fees', '/my-account/fees'],
      ['/userLogin?token=abc%2Bdef', '/my-account/userLogin?token=abc%2Bdef'],
      ['/errorPage', '/my-account/errorPage'],
      ['//evil.example.com/x', '/my-account//evil.example.com/x'],
    ];
    for (const [from, to] of cases) {
      const res = await t.app.inject({ url: from! });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(to);
    }
  });

  it('tells how to build the web app when it is not built', async () => {
    const bare = await createTestApp({ database: t.database, config: { webDist: join(webDist, 'missing') } });
    try {
      const res = await bare.app.inject({ url: '/my-account/' });
      expect(res.statusCode).toBe(503);
      expect(res.payload).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
