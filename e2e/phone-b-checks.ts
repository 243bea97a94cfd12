import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

// Issue 35: what the phone journeys of the shell, timetable, events, products, exams and live
// classes measure at 390 x 844 with touch. Screenshots go to $PHONE_SHOTS when it is set.
export const PHONE = { width: 390, height: 844 };
const TAP = 44;

/** Nothing on the page scrolls sideways. */
export async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** Each visible one of `targets` is at least 44 x 44 px. */
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

/** Nothing covers the Menu button: the element at its centre is the button or inside it. */
export async function expectMenuButtonUncovered(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
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

/** Dark theme and the given language, by the header's pickers. */
export async function choose(page: Page, theme: 'Dark' | 'Light', language: 'Français' | 'English') {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^(Theme|Thème)$/ }).click();
  await page.getByRole('menuitemradio', { name: theme === 'Dark' ? /^(Dark|Sombre)$/ : /^(Light|Clair)$/ }).click();
  await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme.toLowerCase()}\\b`));
  await banner.getByRole('button', { name: /(Language|Langue)$/ }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'Français' ? 'fr' : 'en');
}

/** A screenshot for a person to look at, when $PHONE_SHOTS names a folder. */
export async function shot(page: Page, name: string, fullPage = false) {
  const dir = process.env.PHONE_SHOTS;
  if (!dir) return;
  // A smooth scroll (a tapped day's list coming into view) ends first: the picture is of the page at rest.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let last = -1;
        const check = () => (window.scrollY === last ? done() : ((last = window.scrollY), setTimeout(check, 100)));
        check();
      }),
  );
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** The end of every screen's check: nothing sideways, the screenshot, axe. */
export async function settled(page: Page, name: string) {
  await expectNoSideways(page);
  await shot(page, name);
  await expectNoAxeViolations(page);
}
