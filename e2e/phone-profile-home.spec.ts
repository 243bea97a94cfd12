import { expect, type Locator, type Page } from '@playwright/test';
import { loginAs, openLogin, test } from './fixtures';
import { expectPhoneFriendly, expectPhoneScreen, PHONE, PHONE_USE, setLook } from './phone-checks';

// Issue 35 on a 390 x 844 touch phone: the login page, the dashboard and the profile (a school
// pupil, and the open user of DEMO.md), in light and dark, English and French (decision 089).
test.use(PHONE_USE);

/**
 * The date-of-birth popup fits the phone, opens on the stored date, keeps its focus rings inside
 * what it shows, and has its actions in one consistent row (equal widths, or each the full
 * width, the main one last and lowest).
 */
async function checkDobDialog(page: Page, names: { edit: string; day: string; month: string; year: string }, date: [string, string, string]) {
  await page.getByRole('button', { name: names.edit }).click();
  const dialog = page.getByRole('dialog', { name: names.edit });
  await expect(dialog).toBeVisible();
  const [day, month, year] = [names.day, names.month, names.year].map((name) => dialog.getByRole('combobox', { name })) as [Locator, Locator, Locator];
  await expect(day.locator('option:checked')).toHaveText(date[0]);
  await expect(month.locator('option:checked')).toHaveText(date[1]);
  await expect(year.locator('option:checked')).toHaveText(date[2]);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  // The first select, focused from the keyboard: its ring (3 px, 2 px out) inside the body's clip.
  await day.focus();
  const ringInside = await day.evaluate((el) => {
    const body = el.closest('form')!.parentElement!.getBoundingClientRect();
    const ring = el.getBoundingClientRect();
    return ring.left - 5 >= body.left - 0.5 && ring.right + 5 <= body.right + 0.5 && ring.top - 5 >= body.top - 0.5;
  });
  expect(ringInside).toBe(true);
  const actions = await dialog.getByRole('button').evaluateAll((buttons) => buttons.filter((b) => b.closest('form') === null).map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
  expect(actions).toHaveLength(2);
  const [cancel, main] = actions as [DOMRect, DOMRect];
  const sideBySide = Math.abs(cancel.top - main.top) < 1 && Math.abs(cancel.width - main.width) < 1;
  const stacked = main.top > cancel.bottom && Math.abs(cancel.width - main.width) < 1;
  expect(sideBySide || stacked, `actions ${JSON.stringify(actions)}`).toBe(true);
  expect(main.left).toBeGreaterThanOrEqual(cancel.left);
  await expectPhoneScreen(page, `dob-${names.day}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** A cut profile value: a button named by the whole text that shows it at a tap. */
async function expectCutOpensByTouch(cut: Locator, full: string) {
  await expect(cut).toHaveAttribute('aria-expanded', 'false');
  await cut.tap();
  await expect(cut).toHaveText(full);
  await cut.tap();
  await expect(cut).toHaveAttribute('aria-expanded', 'false');
}

test('[issue 35] the login page, dashboard and profile of a school pupil at 390 px with touch, light and dark, English and French', async ({ page }) => {
  await openLogin(page);
  // The login field's example wraps under the field instead of being cut off.
  const hint = page.getByText('e.g. 9876543210 or name@example.com');
  await expect(hint).toBeVisible();
  expect(await hint.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectPhoneScreen(page, 'login-light-en');

  await loginAs(page, '9000000001');
  await expect(page.getByRole('region', { name: 'Notice Board' })).toBeVisible();
  await expectPhoneScreen(page, 'home-light-en');

  await page.goto('/my-account/Profile');
  await expect(page.getByRole('heading', { name: 'Parent details' })).toBeVisible();
  await expectPhoneScreen(page, 'profile-light-en');

  // The father's profession, cut at 12 [PROFILE-CUT-3]: whole at a tap, named whole.
  await expectCutOpensByTouch(page.getByRole('button', { name: 'Chartered Accountant' }), 'Chartered Accountant');
  await checkDobDialog(page, { edit: 'Edit date of birth', day: 'Day', month: 'Month', year: 'Year' }, ['14', '6', '2013']);

  await setLook(page, { theme: 'Dark', language: 'Français' });
  await expect(page.getByRole('heading', { name: 'Parents', exact: true })).toBeVisible();
  await expectPhoneScreen(page, 'profile-dark-fr');

  await checkDobDialog(page, { edit: 'Modifier la date de naissance', day: 'Jour', month: 'Mois', year: 'Année' }, ['14', '6', '2013']);

  await page.goto('/my-account/dashboard');
  await expect(page.getByRole('region', { name: 'Tableau d’affichage' })).toBeVisible();
  await expectPhoneScreen(page, 'home-dark-fr');
});

test('[issue 35] [PROFILE-EDU-3] the open user’s profile at 390 px: what is known, and one line per block for what is not filled in', async ({ page }) => {
  await loginAs(page, '9000000003', 'coaching.localhost');
  await expectPhoneFriendly(page, 'home-open-light-en');

  await page.goto('http://coaching.localhost:' + (process.env.E2E_PORT ?? '3100') + '/my-account/Profile');
  await expect(page.getByRole('heading', { name: 'Parent details' })).toBeVisible();
  const notFilled = page.locator('summary').filter({ hasText: /^Not filled in: / });
  // The header (e-mail, address) and each of the three blocks.
  await expect(notFilled).toHaveCount(4);
  // No wall of '-': the folded rows are not shown until asked for.
  await expect(page.getByText('-', { exact: true }).filter({ visible: true })).toHaveCount(0);
  await expectPhoneScreen(page, 'profile-open-light-en');

  await notFilled.first().tap();
  await expect(page.getByText('-', { exact: true }).filter({ visible: true }).first()).toBeVisible();

  await setLook(page, { theme: 'Dark', language: 'Français' });
  await expect(page.locator('summary').filter({ hasText: /^Non renseigné : / })).toHaveCount(4);
  await expectPhoneScreen(page, 'profile-open-dark-fr');
});
