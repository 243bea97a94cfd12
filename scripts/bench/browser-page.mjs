// The bench's browser: Debian's Chromium with the flags of this machine, one page, closed after.
import { chromium } from '@playwright/test';

/**
 * A fresh browser (an empty cache) and one page; promoSeen: false shows what a first visit gets
 * (the login page's promotion included), else the promotion is marked seen.
 */
export async function withPage(fn, { promoSeen = true } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    if (promoSeen) await page.addInitScript(() => localStorage.setItem('promoSeen', '1'));
    return await fn(page);
  } finally {
    await browser.close();
  }
}

/** Signs the school student in on the open login page and waits for the dashboard. */
export async function signInAsSchoolStudent(page) {
  await page.getByLabel('Email or Phone Number').fill('9000000001');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/**
 * Every response the page receives from now on as it came over the wire (issue 14): the body as
 * sent (compressed when the server compressed it: Chromium asks with Accept-Encoding: gzip,
 * deflate, br, zstd) and the headers, by Chromium's own count.
 */
export function wireRecorder(page) {
  let pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const [response, sizes] = await Promise.all([request.response(), request.sizes()]);
        return {
          url: new URL(request.url()).pathname,
          type: request.resourceType(),
          encoding: response?.headers()['content-encoding'] ?? 'none',
          body: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
        };
      })().catch(() => null), // Finished as the page closed, after the last take: not counted, and no crash.
    );
  });
  return {
    /** What arrived since the last take. */
    async take() {
      const got = await Promise.all(pending);
      pending = [];
      return got.filter((f) => f !== null);
    },
  };
}

/** Bytes on the wire of some responses, headers included. */
export const wireBytes = (files) => files.reduce((sum, f) => sum + f.body + f.headers, 0);
