import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';

// The build writes a .br and a .gz copy beside each text file (apps/web/scripts/precompress.mjs).
const SCRIPT = `console.log(${JSON.stringify('the app '.repeat(200))});`;
const INDEX = `<!doctype html><title>Portal</title><div id="root">${'<p>shell</p>'.repeat(50)}</div>`;

let t: TestApp;
let webDist: string;

function withCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-compressed-'));
  mkdirSync(join(webDist, 'assets'));
  withCopies(join(webDist, 'index.html'), INDEX);
  withCopies(join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(webDist, 'assets', 'photo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app on the wire: the build compressed copies by Accept-Encoding (issue 14)', () => {
  it('brotli to a browser that accepts it, with the type of the file and Vary', async () => {
    const res = await t.app.inject({ url: '/my-account/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('gzip when brotli is not accepted, the file itself when nothing is', async () => {
    const gz = await t.app.inject({ url: '/my-account/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url: '/my-account/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('a screen address answers the compressed index.html, still revalidated', async () => {
    const res = await t.app.inject({ url: '/my-account/timetable', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('a file without copies (an image) is sent as it is, without Vary', async () => {
    const res = await t.app.inject({ url: '/my-account/assets/photo-abc123.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBeUndefined();
    expect(res.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
});

describe('a build asset carries what a subresource needs, not the page headers (issue 14)', () => {
  it('nosniff and same-origin only; no validators on an immutable file', async () => {
    const res = await t.app.inject({ url: '/my-account/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['etag']).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    const page = await t.app.inject({ url: '/my-account/timetable' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});

describe('no page is ever answered under assets/ (its answers go without the page headers)', () => {
  it('a missing asset, with or without an extension, is a plain 404', async () => {
    for (const url of ['/my-account/assets/nothing', '/my-account/assets/nothing.js', '/my-account/assets/a/b']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/plain/);
    }
  });
});
