import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillLogin, loginAs, mainMenu, test } from './fixtures';

/** Opens My Exam from the menu and waits for its label strip (the labels have come). */
async function openMyExam(page: Page) {
  await mainMenu(page).getByRole('link', { name: 'My Exam' }).click();
  await expect(page).toHaveURL(/\/my-account\/exam$/);
  await expect(page.getByRole('group', { name: 'Test types' })).toBeVisible();
}

test('[EXAM-TAB-1] [EXAM-LABEL-3] [EXAM-BTN-1] [EXAM-BTN-2] [EXAM-BTN-5] a coaching student chooses a label, sees the open exam with Start and the next one Upcoming, and Start opens the panel by id', async ({ page, context }) => {
  await loginAs(page, '9000000002', 'coaching.localhost');
  await openMyExam(page);
  await page.setViewportSize({ width: 390, height: 844 }); // the rest on a phone
  await expect(page.getByRole('tab', { name: 'Online' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Offline' })).toBeVisible();
  await expect(page.getByText('click test type to view')).toBeVisible(); // [EXAM-PH-1]
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Online Tests' }).click();
  await expect(page.getByRole('button', { name: 'Online Tests' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/exam\?label=\d+$/);
  await expect(page.getByText('Tests received')).toBeVisible(); // [EXAM-TOAST-1]
  const start = page.getByRole('main').getByRole('button', { name: 'Start', exact: true }).first();
  await expect(start).toBeEnabled();
  await expect(page.getByRole('main').locator('[data-status="upcoming"]').first()).toHaveText('Upcoming');
  // Nothing sticks out sideways on a 390 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  const panel = context.waitForEvent('page');
  await start.click();
  const tab = await panel;
  await tab.waitForLoadState('domcontentloaded');
  // Our own panel's address: the test id only, never a password or a session token [API-EXT-1].
  expect(new URL(tab.url()).pathname).toMatch(/^\/my-account\/test-panel\/\d+$/);
  expect(new URL(tab.url()).search).toBe('');
  await tab.close();
});

test('[EXAM-BTN-8] a parent sees the exam button grey; pressing it says why and opens nothing', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('promoSeen', '1'));
  await page.goto('/my-account/');
  await fillLogin(page, '9000000010');
  const dialog = page.getByRole('dialog', { name: 'Select Student' });
  await dialog.getByRole('radio', { name: /Aarav/ }).check();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openMyExam(page);
  await page.getByRole('button', { name: 'Online Quizzes' }).click();
  const start = page.getByRole('main').getByRole('button', { name: 'Start', exact: true }).first();
  await expect(start).toHaveAttribute('aria-disabled', 'true');
  let opened = false;
  context.on('page', () => (opened = true));
  // Playwright waits for an aria-disabled control to become enabled; a person can press it.
  await start.click({ force: true });
  await expect(page.getByText('Parents are not allowed to give exam')).toBeVisible();
  expect(opened).toBe(false);
  await expectNoAxeViolations(page);
});

test('[EXAM-OFF-1] [EXAM-OFF-2] a school student reads the past offline exams with their marks', async ({ page }) => {
  await loginAs(page, '9000000001');
  await openMyExam(page);
  await page.getByRole('tab', { name: 'Offline' }).click();
  await expect(page).toHaveURL(/\/exam\?mode=offline$/);
  const first = page.getByRole('main').getByRole('heading', { level: 3 }).first();
  await expect(first).toBeVisible();
  await expect(page.getByText('Offline tests received')).toBeVisible(); // [EXAM-TOAST-1]
  await expect(page.getByRole('main').getByRole('term').filter({ hasText: /^Marks$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
