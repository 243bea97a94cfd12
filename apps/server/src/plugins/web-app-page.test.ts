import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { inlineScriptHashes } from './web-app.ts';

// index.html as the build writes it (decision 053): an inline gate script before the login page.
const GATE = "(function(){document.documentElement.className+=' no-login-shell'})();";
const INDEX = `<!doctype html><title>Portal</title><script type="module" src="/my-account/assets/index-abc.js"></script><body><script>${GATE}</script><div id="login-shell"></div><div id="root"></div>`;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const scriptSrc = (csp: string) => csp.split(';').find((d) => d.startsWith('script-src')) ?? '';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-csp-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'assets', 'index-abc.js'), 'console.log(1)');
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the page allows its own inline script by hash, and no other (decision 053)', () => {
  it('hashes inline scripts only, not those with a src', () => {
    expect(inlineScriptHashes(INDEX)).toEqual([sha256(GATE)]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it("every screen address and index.html itself carry the gate's hash in script-src, never 'unsafe-inline'", async () => {
    for (const url of ['/my-account/', '/my-account/dashboard', '/my-account/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const csp = res.headers['content-security-policy'] as string;
      expect(scriptSrc(csp), url).toBe(`script-src 'self' 'sha256-${sha256(GATE)}'`);
      // The rest of the policy is the one every answer has.
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
    }
  });

  it('a new build under the running server brings its new hash; without inline scripts, the plain policy', async () => {
    const other = "(function(){})();";
    writeFileSync(join(webDist, 'index.html'), INDEX.replace(GATE, other) + ' '); // another size: seen as changed
    const changed = await t.app.inject({ url: '/my-account/' });
    expect(scriptSrc(changed.headers['content-security-policy'] as string)).toBe(`script-src 'self' 'sha256-${sha256(other)}'`);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
    const plain = await t.app.inject({ url: '/my-account/' });
    expect(scriptSrc(plain.headers['content-security-policy'] as string)).toBe("script-src 'self'");
  });

  it('a screen address asked for as an image, script or style is a 404, not the page (an <img src=x> in a notice)', async () => {
    for (const dest of ['image', 'script', 'style', 'empty']) {
      const res = await t.app.inject({ url: '/my-account/x', headers: { 'sec-fetch-dest': dest } });
      expect(res.statusCode, dest).toBe(404);
      expect(res.body, dest).not.toContain('<!doctype html>');
    }
    const page = await t.app.inject({ url: '/my-account/x', headers: { 'sec-fetch-dest': 'document' } });
    expect(page.statusCode).toBe(200);
  });

  it('an API answer keeps the plain policy', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(scriptSrc(res.headers['content-security-policy'] as string)).toBe("script-src 'self'");
  });
});
