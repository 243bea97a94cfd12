import { expect, type Page } from '@playwright/test';
import { indiaToday } from './clock';
import { expectNoAxeViolations, loginAs, mainMenu, test } from './fixtures';
import { expectOneLine, expectOneRowHeader, expectPhoneFriendly, expectPhoneScreen, expectTapTargets, menuButton, PHONE, PHONE_USE, setLook } from './phone-checks';

// Issue 35 on a 390 px phone with touch: the one-row header and its Menu panel, and the
// timetable (decision 088): a tap on a day brings that day's list into view, the month's dates
// fold, the year's month names stay whole; in light and dark, English and French.
test.use(PHONE_USE);
test.describe.configure({ timeout: 120_000 });

/** The day number of today at the institute, and the list heading's date DD-MM-YYYY. */
function today() {
  const [y, m, d] = indiaToday().split('-');
  return { day: Number(d), date: `${d}-${m}-${y}` };
}

/** The month and the year view's checks, in whatever language is on. */
async function checkTimetable(page: Page, name: string, texts: { thisYear: RegExp; month: RegExp }) {
  // The month's dates fold on a phone: a screen of dates, not a page of every card.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(8 * PHONE.height);
  await expectPhoneFriendly(page, `${name}-month`);

  // A tap on today: its list, headed by its date, comes into view.
  const { day, date } = today();
  await page.getByRole('table').getByRole('button', { name: new RegExp(`^${day}(\\D|$)`) }).tap();
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(date) });
  await expect(heading).toBeInViewport();
  await expectPhoneFriendly(page, `${name}-day`);

  await page.getByRole('button', { name: texts.thisYear }).tap();
  const months = page.getByRole('group', { name: /^\d{4}$/ }).getByRole('button');
  await expect(months).toHaveCount(12);
  // Each month's shown name is whole on one line ('Sept.', not 'Septemb/er').
  for (const name of await months.locator('span[aria-hidden="true"]').all()) await expectOneLine(name);
  await expectTapTargets(months);
  await expectPhoneFriendly(page, `${name}-year`);
  await months.nth(new Date(indiaToday()).getUTCMonth()).tap();
  await expect(page.getByRole('heading', { level: 2, name: texts.month })).toBeInViewport();
  await expectPhoneScreen(page, `${name}-year-month`);
}

test('[issue 35] a school pupil on a phone: one-row header, 44 px targets, the Menu panel, the timetable by day, in light and dark, English and French', async ({ page }) => {
  await loginAs(page, '9000000001');
  await expectOneRowHeader(page);
  await expectPhoneFriendly(page, 'dashboard-light-en');

  // The Menu panel: the whole name, the year and help (out of the one row), the menu, the social links.
  await menuButton(page).tap();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('combobox', { name: 'Academic Year' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Help' })).toBeVisible();
  const social = banner.getByRole('list', { name: 'Follow us' }).getByRole('link');
  await expect(social).toHaveCount(6);
  await expectTapTargets(social);
  // Spaced: neighbours at least 4 px apart.
  const boxes = await social.evaluateAll((links) => links.map((l) => l.getBoundingClientRect()).map((b) => ({ left: b.left, right: b.right, top: b.top })));
  for (let i = 1; i < boxes.length; i++) if (boxes[i]!.top === boxes[i - 1]!.top) expect(boxes[i]!.left - boxes[i - 1]!.right).toBeGreaterThanOrEqual(4);
  await expectTapTargets(mainMenu(page).getByRole('link'));
  await expectTapTargets(banner.locator('a, button, select').filter({ visible: true }));
  await expectPhoneScreen(page, 'menu-light-en');

  await mainMenu(page).getByRole('link', { name: 'Time Table' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Time Table' })).toBeVisible();
  await expect(mainMenu(page)).toBeHidden(); // the panel closed with the new address
  await expectOneRowHeader(page);
  // The offline class card's button says what it opens.
  await expect(page.getByRole('button', { name: 'View attendance' }).first()).toBeAttached();
  await checkTimetable(page, 'timetable-light-en', { thisYear: /^This Year$/, month: /^Schedules of / });

  // Dark and French: the same, 'novembre' and 'septembre' whole.
  await page.evaluate(() => window.scrollTo(0, 0));
  await setLook(page, { theme: 'Dark', language: 'Français' });
  await expectOneRowHeader(page);
  await page.getByRole('button', { name: /^Mois$/ }).tap();
  await checkTimetable(page, 'timetable-dark-fr', { thisYear: /^Cette année$/, month: /^Emploi du temps de / });
  await menuButton(page).tap();
  await expectPhoneFriendly(page, 'menu-dark-fr');
  await expectTapTargets(page.getByRole('banner').locator('a, button, select').filter({ visible: true }));
  await expectNoAxeViolations(page);
});
