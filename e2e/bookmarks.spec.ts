import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, loginAs, loginAsParentOf, mainMenu, test } from './fixtures';

const list = (page: Page) => page.getByRole('list', { name: 'Bookmarked Questions' });

/** From My Exam's strip to the bookmarks (EXAM-LABEL-4, REPORT-LABEL-2). */
async function openBookmarks(page: Page) {
  await mainMenu(page).getByRole('link', { name: 'My Exam' }).click();
  await page.getByRole('link', { name: 'Bookmarked Questions' }).click();
  await expect(page).toHaveURL(/\/report\?view=bookmarks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarked Questions' })).toBeVisible();
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
}

test('[BOOKMARK-LOAD-1] [BOOKMARK-SORT-2] [BOOKMARK-VIEW-1] [BOOKMARK-RM-1] [BOOKMARK-RM-3] [BOOKMARK-RM-5] a student sorts the bookmarks, opens one, comes back and removes another after confirming', async ({ page }) => {
  await loginAs(page, '9000000001');
  await openBookmarks(page);
  const items = list(page).getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Sort by date' }).selectOption('Latest');
  await expect(page).toHaveURL(/sort=1/);
  const first = (await items.first().getByRole('paragraph').first().innerText()).trim();

  // The view icon opens the question, with the breadcrumb; Back comes back to the sorted list.
  await page.getByRole('button', { name: 'View Question 1' }).click();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Back', 'Bookmarked Questions', 'View Questions']);
  await expect(page.getByText('Your answer')).toBeVisible();
  await expectNoAxeViolations(page);
  await crumbs.getByRole('button', { name: 'Back' }).click();
  await expect(items.first().getByRole('paragraph').first()).toHaveText(first);

  // Cancel keeps it; Confirm removes it and the list comes again without it.
  await page.getByRole('button', { name: 'Remove bookmark of Question 4' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remove bookmark' });
  await expect(ask.getByText('Are sure you want to remove bookmark?')).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(items).toHaveCount(4);
  await page.getByRole('button', { name: 'Remove bookmark of Question 4' }).click();
  await page.getByRole('alertdialog', { name: 'Remove bookmark' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(items).toHaveCount(3);
  await page.reload();
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
});

test('a parent reads the chosen child\'s bookmarks on a phone, with no remove control', async ({ page }) => {
  await loginAsParentOf(page, /Aarav/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-account/report?view=bookmarks');
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove bookmark/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
