import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** Logs in from the school's login page and waits for the dashboard. */
export async function loginAs(page: Page, user: string, host = 'localhost') {
  await openLogin(page, host);
  await fillLogin(page, user);
  await expect(page).toHaveURL(/\/my-account\/dashboard$/);
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

export async function menuLabels(page: Page): Promise<string[]> {
  const links = mainMenu(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.allInnerTexts()).map((t) => t.trim());
}

export async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
