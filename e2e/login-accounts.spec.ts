import { expect } from '@playwright/test';
import { fillLogin, loginAs, mainMenu, menuLabels, openLogin, test } from './fixtures';

const SCHOOL_MENU = ['Home', 'Time Table', 'Study Materials', 'Live Classes', 'My Exam', 'Exam Reports', 'Documents', 'Homework', 'My Products', 'Event Calendar', 'Fees'];

test('[SHELL-MENU-14] [SHELL-WORD-1] a school student by phone sees the whole school menu', async ({ page }) => {
  await loginAs(page, '9000000001', 'localhost', { fresh: true });
  expect(await menuLabels(page)).toEqual(SCHOOL_MENU);
  await expect(page.getByRole('banner')).toContainText('Sunrise');
});

test('[LOGIN-SCREEN-2] the same student signs in by email', async ({ page }) => {
  await loginAs(page, 'aarav@school.example', 'localhost', { fresh: true });
  await expect(mainMenu(page).getByRole('link', { name: 'Homework' })).toBeVisible();
});

test('[SHELL-MENU-10] [SHELL-MENU-12] a coaching student sees the coaching wording and no event calendar', async ({ page }) => {
  await loginAs(page, '9000000002', 'coaching.localhost', { fresh: true });
  expect(await menuLabels(page)).toEqual(['Home', 'Time Table', 'Study Materials', 'Live Classes', 'My Exam', 'Exam Reports', 'Assignments', 'My Products', 'Fees']);
});

test('[SHELL-SHORT-1] the open user gets the short menu', async ({ page }) => {
  await loginAs(page, '9000000003', 'coaching.localhost', { fresh: true });
  expect(await menuLabels(page)).toEqual(['Home', 'Time Table', 'Study Materials', 'Live Classes', 'My Exam', 'Exam Reports', 'My Products']);
});

test('[LOGIN-OUT-2] [LOGIN-MULTI-1] [LOGIN-MULTI-4] a student at two institutes chooses a profile', async ({ page }) => {
  await openLogin(page);
  await fillLogin(page, '9000000004');
  const dialog = page.getByRole('dialog', { name: 'Select Profile' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await dialog.getByRole('radio', { name: /Sunrise/ }).check();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainMenu(page).getByRole('link', { name: 'Homework' })).toBeVisible();
});

test('[LOGIN-AY-1] [LOGIN-AY-3] [LOGIN-AY-4] the coaching profile of 9000000004 asks for an academic year', async ({ page }) => {
  await openLogin(page);
  await fillLogin(page, '9000000004');
  const dialog = page.getByRole('dialog', { name: 'Select Profile' });
  await dialog.getByRole('radio', { name: /Apex/ }).check();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  const years = page.getByRole('dialog', { name: 'Select Academic Year' });
  await expect(years).toBeVisible();
  await years.getByRole('radio').first().check();
  await years.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('[LOGIN-PARENT-1] [SHELL-MENU-3] [SHELL-MENU-7] a parent of two chooses a child and gets the parent menu', async ({ page }) => {
  await openLogin(page);
  await fillLogin(page, '9000000010');
  const dialog = page.getByRole('dialog', { name: 'Select Student' });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await dialog.getByRole('radio', { name: /Aarav/ }).check();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const labels = await menuLabels(page);
  expect(labels).not.toContain('Study Materials');
  expect(labels).not.toContain('Documents');
  expect(labels).toContain('Fees');
});

test('[LOGIN-PARENT-2] a parent of one child goes straight in', async ({ page }) => {
  await loginAs(page, '9000000011', 'localhost', { fresh: true });
  await expect(mainMenu(page)).toBeVisible();
});

test('[LOGIN-PARENT-3] [LOGIN-FEE-2] a parent whose child owes fees is refused', async ({ page }) => {
  await openLogin(page);
  await fillLogin(page, '9000000012');
  await expect(page.getByText('Kindly clear fees dues to successfully login.')).toBeVisible();
  await expect(page).not.toHaveURL(/dashboard/);
});

test('[LOGIN-OPT-4] [LOGIN-ERR-7] an unregistered device is told so', async ({ page }) => {
  await openLogin(page);
  await fillLogin(page, '9000000006');
  const alert = page.getByRole('alertdialog', { name: 'Alert' });
  await expect(alert).toContainText('not a registered device');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(page).not.toHaveURL(/dashboard/);
});

test('[LOGIN-OPT-5] a blocked account is told so', async ({ page }) => {
  await openLogin(page);
  await fillLogin(page, '9000000007');
  await expect(page.getByRole('alertdialog', { name: 'Alert' })).toContainText('blocked');
});

test('[LOGIN-OUT-5] an institute admin is not authorised here', async ({ page }) => {
  await openLogin(page);
  await fillLogin(page, 'admin@school.example');
  await expect(page.getByRole('alertdialog', { name: 'Alert' })).toContainText('not authorised');
  await expect(page).not.toHaveURL(/dashboard/);
});

test('[SHELL-LANG-3] the institute 106343 signs in and works in French', async ({ page }) => {
  await page.goto(`http://fr.localhost:${process.env.E2E_PORT ?? '3100'}/my-account/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByLabel('E-mail ou numéro de téléphone').fill('9000000008');
  await page.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Accueil' })).toBeVisible();
});

test('[LOGIN-ERR-1] a wrong password shows the server message', async ({ page }) => {
  await openLogin(page);
  await fillLogin(page, '9000000001', 'wrong-password');
  await expect(page.getByText('Invalid Login Details')).toBeVisible();
});
