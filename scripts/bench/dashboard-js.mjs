// Signs in as the school student and sums the gzip size of the scripts the dashboard fetches
// after the login click: the dashboard's own chunks, beyond what the login page had loaded.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export async function dashboardScripts(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('promoSeen', '1'));
    await page.goto(`${base}/my-account/`, { waitUntil: 'networkidle' });
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(res.body().then((body) => ({ url: new URL(res.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.getByLabel('Email or Phone Number').fill('9000000001');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('region', { name: 'Notice Board' }).getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(scripts);
    return { files, totalGzip: files.reduce((s, f) => s + f.gzip, 0) };
  } finally {
    await browser.close();
  }
}
