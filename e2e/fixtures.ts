import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { e2eNow } from './clock';

/** Puts a browser context on the journeys' clock (e2e/clock.ts) before any page opens. */
export async function onJourneyClock(context: BrowserContext): Promise<BrowserContext> {
  await context.clock.install({ time: e2eNow() });
  return context;
}

/** A second browser of a journey (another device): in India and on the journeys' clock too. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  return onJourneyClock(await browser.newContext({ timezoneId: 'Asia/Kolkata' }));
}

/** Playwright's test, every page on the journeys' clock: use it instead of @playwright/test's. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await onJourneyClock(context));
  },
});

export const PASSWORD = 'demo1234';
const PORT = process.env.E2E_PORT ?? '3100';

/**
 * Opens the login page of the institute served at `host` (branding is looked up by host).
 * The promotion popup opens once per browser on the school's dashboard; journeys that are not
 * about it mark it seen first, so it does not cover the screen they test.
 */
export async function openLogin(page: Page, host = 'localhost', path = '/my-account/', { promo = false } = {}) {
  if (!promo) await page.addInitScript(() => localStorage.setItem('promoSeen', '1'));
  await page.goto(`http://${host}:${PORT}${path}`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

export async function fillLogin(page: Page, user: string, password = PASSWORD) {
  await page.getByLabel('Email or Phone Number').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Logs the parent of two (9000000010) in from the school's login page and chooses one child in
 * the Select Student dialog, waiting for that child's dashboard. Not saved for reuse.
 */
export async function loginAsParentOf(page: Page, child: RegExp) {
  await openLogin(page);
  await fillLogin(page, '9000000010');
  const dialog = page.getByRole('dialog', { name: 'Select Student' });
  await dialog.getByRole('radio', { name: child }).check();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** What a login leaves in the browser: the session cookie and the stored session (not the theme or language). */
type SavedLogin = { cookies: Cookie[]; storage: Record<string, string> };
const SESSION_STORAGE_KEYS = ['portal.session', 'device_id', 'instituteId', 'favIconPath', 'alreadyLoggedIn'];
const savedLogins = new Map<string, SavedLogin>();

/**
 * Logs in from the login page of `host` and waits for the dashboard. A worker logs each account
 * in once and later journeys of that worker start with the same session (its cookie and stored
 * session): the login page and the password check cost seconds on a busy machine (issue 18).
 * `fresh` logs in anew and keeps nothing: for journeys about logging in, and those that end or
 * change the session (logout, another device, a password change).
 */
export async function loginAs(page: Page, user: string, host = 'localhost', { fresh = false } = {}) {
  const key = `${user} at ${host}`;
  const saved = fresh ? undefined : savedLogins.get(key);
  if (saved) {
    await page.context().addCookies(saved.cookies);
    await page.addInitScript((storage) => {
      // Once per tab: a logout later in the journey stays a logout across reloads.
      if (sessionStorage.getItem('e2e.restored')) return;
      sessionStorage.setItem('e2e.restored', '1');
      for (const [name, value] of Object.entries(storage)) localStorage.setItem(name, value);
      localStorage.setItem('promoSeen', '1');
    }, saved.storage);
    await page.goto(`http://${host}:${PORT}/my-account/dashboard`);
    // The protected layout: the session was taken. Its header's Profile button shows at every
    // width (on a phone the main menu folds behind the Menu button).
    await expect(page.getByRole('banner').getByRole('button', { name: 'Profile' })).toBeVisible();
    return;
  }
  await openLogin(page, host);
  await fillLogin(page, user);
  await expect(page).toHaveURL(/\/my-account\/dashboard$/);
  if (fresh) return;
  const state = await page.context().storageState();
  const origin = state.origins.find((o) => o.origin === `http://${host}:${PORT}`);
  const storage = Object.fromEntries((origin?.localStorage ?? []).filter((e) => SESSION_STORAGE_KEYS.includes(e.name)).map((e) => [e.name, e.value]));
  savedLogins.set(key, { cookies: state.cookies, storage });
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

export async function menuLabels(page: Page): Promise<string[]> {
  const links = mainMenu(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.allInnerTexts()).map((t) => t.trim());
}

/**
 * axe's rules, and the experimental `label-content-name-mismatch` too (issue 12: the visible
 * words of a control are part of its name, WCAG 2.5.3).
 */
export async function expectNoAxeViolations(page: Page) {
  // A toast fading in is half transparent for 0.18 s, which axe reads as low contrast: the page
  // as it rests is what is judged, so running animations (not endless ones: spinners) end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
