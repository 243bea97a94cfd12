// The browser Lighthouse drives: Debian's Chromium started by chrome-launcher (Lighthouse's own
// launcher), one per run so no run inherits another's cache, memory or compiled code. For a
// signed-in page, Playwright attaches to the same browser over its debugging port and signs in
// through the login page, as a user does: the session is an HttpOnly cookie plus what the app
// keeps in local storage, neither of which a bare Cookie header would give the page.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { signInAsSchoolStudent } from './browser-page.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** A fresh Chromium with a debugging port; stop() ends it (and only it). */
export async function launchChromium() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  return { port: chrome.port, stop: () => chrome.kill() };
}

/**
 * Signs the school student in through the page in the browser on `port`, the first-visit
 * promotion marked seen (the bench measures the dashboard, not a popup over it), then empties the
 * HTTP cache: the run that follows loads a signed-in page's code as a first visit of this release
 * would, while the cookie and local storage stay (Lighthouse runs with disableStorageReset).
 */
export async function signInThroughPage(port, base) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const { page } = await signInWithEmptyCache(browser.contexts()[0], base);
    await page.close();
  } finally {
    // Over CDP this only disconnects: the browser and its default profile stay for Lighthouse.
    await browser.close();
  }
}

/**
 * In a new page of `context`: signs the school student in as above and empties the HTTP cache;
 * answers the page and its DevTools session (for throttling or profiling what follows).
 */
export async function signInWithEmptyCache(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/my-account/`);
  await page.evaluate(() => localStorage.setItem('promoSeen', '1'));
  await signInAsSchoolStudent(page);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  return { page, cdp };
}
