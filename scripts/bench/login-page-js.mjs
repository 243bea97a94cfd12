// Loads the login page in Chromium and sums the gzip size of every script it fetched before
// the first interaction (page load plus network idle).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export async function loginPageScripts(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(res.body().then((body) => ({ url: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /log ?in/i }).waitFor();
    const files = await Promise.all(scripts);
    return { files, totalGzip: files.reduce((s, f) => s + f.gzip, 0) };
  } finally {
    await browser.close();
  }
}
