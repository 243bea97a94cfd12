import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';
import { phoneScan } from './phone-scan';

// Issue 35: what every phone journey measures on a 390 x 844 touch screen, in one place
// (decision 092). A journey sets `test.use(PHONE_USE)`, then calls expectPhoneScreen (or
// expectPhoneFriendly and axe) on each screen it reaches. PHONE_SHOTS=<folder> saves a PNG of each.
export const PHONE = { width: 390, height: 844 };
export const PHONE_USE = { viewport: PHONE, hasTouch: true };
const TAP = 44;

/** Waits for a smooth scroll (a tapped day's list coming into view) to end: the page at rest. */
async function scrollAtRest(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let last = -1;
        const check = () => (window.scrollY === last ? done() : ((last = window.scrollY), setTimeout(check, 100)));
        check();
      }),
  );
}

/** A screenshot for a person to look at, when $PHONE_SHOTS names a folder: a modal in the viewport it covers, a page whole. */
export async function shot(page: Page, name: string, { fullPage }: { fullPage?: boolean } = {}) {
  const dir = process.env.PHONE_SHOTS;
  if (!dir) return;
  await scrollAtRest(page);
  const whole = fullPage ?? (await page.locator('dialog[open]').count()) === 0;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: whole });
}

/** Nothing on the page scrolls sideways. */
export async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** Seen without scrolling sideways: shown, and its box within the phone's width. */
export async function expectWithinWidth(el: Locator) {
  await expect(el).toBeVisible();
  await el.scrollIntoViewIfNeeded();
  const box = (await el.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

/** There is at least one visible one of `targets`, and each visible one is at least 44 x 44 px. */
export async function expectTapTargets(targets: Locator) {
  const sizes = await targets.evaluateAll((els) =>
    els
      .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ name, box }) => ({ name, width: Math.round(box.width), height: Math.round(box.height) })),
  );
  expect(sizes.length).toBeGreaterThan(0);
  expect(sizes.filter((s) => s.width < TAP || s.height < TAP)).toEqual([]);
}

/** The Menu button of the one-row header. */
export const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });

/**
 * The sticky header is one row: at most 64 px tall with the menu closed, and every control in it
 * (Menu, the institute's name, theme, language, messages, profile) centred on the same line.
 */
export async function expectOneRowHeader(page: Page) {
  const banner = page.getByRole('banner');
  expect(await banner.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(64);
  const controls = banner.locator('button, a, select').filter({ visible: true });
  const centres = await controls.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((b) => b.top + b.height / 2));
  expect(centres.length).toBeGreaterThanOrEqual(5);
  expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(3);
  await expectTapTargets(controls);
}

/** Nothing covers the Menu button (a toast, a sticky bar): the element at its centre is the button or inside it. */
export async function expectMenuButtonUncovered(page: Page) {
  const menu = menuButton(page);
  const box = (await menu.boundingBox())!;
  const onTop = await menu.evaluate((button, [x, y]) => button.contains(document.elementFromPoint(x!, y!)), [box.x + box.width / 2, box.y + box.height / 2]);
  expect(onTop).toBe(true);
}

/** A text element shows on one line: its height is at most one and a half of its line height. */
export async function expectOneLine(el: Locator) {
  const { height, line } = await el.evaluate((e) => {
    const style = getComputedStyle(e);
    const lh = style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.25 : parseFloat(style.lineHeight);
    return { height: e.getBoundingClientRect().height, line: lh };
  });
  expect(height).toBeLessThanOrEqual(line * 1.5);
}

/**
 * The screen as it rests is phone friendly: nothing scrolls sideways; every control a thumb meets
 * is 44 x 44 px, no text only in a tooltip or cut with its rest out of reach, no '...' alone on a
 * line (phone-scan.ts); with the menu closed and no modal open, the header is one row and nothing
 * covers its Menu button. Saves the screenshot `name` first.
 */
export async function expectPhoneFriendly(page: Page, name: string) {
  // The layout settles (a smooth scroll, fonts, lazy blocks) before it is measured.
  await scrollAtRest(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await shot(page, name);
  await expectNoSideways(page);
  expect(await page.evaluate(phoneScan), name).toEqual([]);
  const menu = menuButton(page);
  const shell = (await menu.count()) > 0 && (await menu.getAttribute('aria-expanded')) === 'false' && (await page.locator('dialog[open]').count()) === 0;
  if (shell) {
    await expectOneRowHeader(page);
    await expectMenuButtonUncovered(page);
  }
}

/** expectPhoneFriendly and axe: the end of every screen's check. */
export async function expectPhoneScreen(page: Page, name: string) {
  await expectPhoneFriendly(page, name);
  await expectNoAxeViolations(page);
}

export type Theme = 'Light' | 'Dark';
export type Language = 'English' | 'Français';

/** The header's Theme or Language choice; where it folds behind the Menu button, the menu opens first. */
async function pick(page: Page, button: RegExp, item: RegExp | string) {
  const opener = page.getByRole('banner').getByRole('button', { name: button });
  if (!(await opener.isVisible())) await menuButton(page).click();
  await opener.click();
  await page.getByRole('menuitemradio', { name: item }).click();
}

/** The theme and the language, by the header's pickers, as a pupil changes them. */
export async function setLook(page: Page, look: { theme?: Theme; language?: Language }) {
  if (look.theme) {
    await pick(page, /^(Theme|Thème)$/, look.theme === 'Dark' ? /^(Dark|Sombre)$/ : /^(Light|Clair)$/);
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${look.theme.toLowerCase()}\\b`));
  }
  if (look.language) {
    await pick(page, /(Language|Langue)$/, look.language);
    await expect(page.locator('html')).toHaveAttribute('lang', look.language === 'Français' ? 'fr' : 'en');
  }
}

/** A screen by the folded main menu (in whatever language is on); the panel closes with the new address. */
export async function goByMenu(page: Page, link: string) {
  const menu = page.getByRole('navigation', { name: /^(Main menu|Menu principal)$/ });
  await menuButton(page).tap();
  await menu.getByRole('link', { name: link }).tap();
  await expect(menu).toBeHidden();
}
