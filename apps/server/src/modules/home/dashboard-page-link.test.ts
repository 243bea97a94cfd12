import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portal-page-link-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (path: string, token: string | null) =>
  t.app.inject({ url: `/my-account/${path}`, headers: { 'sec-fetch-dest': 'document', ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}) } });
const FIRST_BANNER = '</my-account/demo/banner-1.svg>; rel=preload; as=image; fetchpriority=high';

describe("the dashboard's page names its first banner for a signed-in reload (issue 14, decision 067)", () => {
  it('[HOME-BANNER-2] the school student: the first banner shown, preloaded; the answer private to that user', async () => {
    const { token } = await signIn(t.app, '9000000001');
    const res = await page('dashboard', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe(FIRST_BANNER);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('[HOME-BANNER-1] an institute with marketing off has no banner to name', async () => {
    const { token } = await signIn(t.app, '9000000002');
    const res = await page('dashboard', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
  });

  it('no session, a forged cookie or a logged-out session: the plain page, shared-cacheable as before', async () => {
    const { token } = await signIn(t.app, '9000000005');
    await t.app.inject({ url: '/api/v1/alternateLogin/logout?deviceId=test-device-0001', headers: withSession(token!) });
    for (const cookie of [null, 'x'.repeat(43), token]) {
      const res = await page('dashboard', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers.link).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('another screen names nothing', async () => {
    const { token } = await signIn(t.app, '9000000001');
    for (const path of ['', 'timetable', 'announcements']) expect((await page(path, token)).headers.link, path).toBeUndefined();
  });

  it("a banner address that could break the header is not named (an admin's typo, or worse)", async () => {
    const { token } = await signIn(t.app, '9000000001');
    const before = await t.database.db.selectFrom('banner').select(['id', 'image_url']).where('id', '=', 1).executeTakeFirstOrThrow();
    try {
      await t.database.db.updateTable('banner').set({ image_url: '/x.svg>; rel=preload, <https://evil.example/a' }).where('id', '=', 1).execute();
      const res = await page('dashboard', token);
      expect(res.statusCode).toBe(200);
      expect(res.headers.link).toBeUndefined();
    } finally {
      await t.database.db.updateTable('banner').set({ image_url: before.image_url }).where('id', '=', 1).execute();
    }
  });
});
