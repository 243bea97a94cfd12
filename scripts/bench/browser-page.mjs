// The bench's browser: Debian's Chromium with the flags of this machine, one page, closed after.
import { chromium } from '@playwright/test';

export async function withPage(fn) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('promoSeen', '1'));
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
