import { expect } from '@playwright/test';
import { expectNoAxeViolations, loginAs, loginAsParentOf, mainMenu, test } from './fixtures';

test('[DOC-FILTER-5] [DOC-DL-1] [DOC-DL-2] [DOC-DL-5] [DOC-DL-6] a school student filters documents, downloads one and reads a read-only paper in view-only mode', async ({ page }) => {
  await loginAs(page, '9000000001');
  await mainMenu(page).getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/my-account\/document$/);
  // The first subject by name is shown first: English, with the project diagram.
  await expect(page.getByRole('article', { name: 'Solar system diagram (for the project)' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Mathematics' });
  const notes = page.getByRole('article', { name: 'Squares and square roots: notes' });
  await expect(notes).toBeVisible();
  await expect(notes.getByText('New')).toBeVisible();
  await expectNoAxeViolations(page);

  // A download: the file saved under its name, and counted.
  const counted = page.waitForResponse((r) => r.url().includes('/instFileSystem/fileDownloadCount') && r.status() === 200);
  const saved = page.waitForEvent('download');
  await notes.getByRole('button', { name: 'Download Squares and square roots: notes' }).click();
  expect((await saved).suggestedFilename()).toBe('Squares-and-square-roots.pdf');
  await counted;

  // Only exam papers: the read-only one says so, has no download, and opens without one.
  await page.getByRole('combobox', { name: 'Document type' }).selectOption('Exam');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Exam (1)']);
  const paper = page.getByRole('article', { name: 'Unit test 2: question paper' });
  await expect(paper.getByText('View only')).toBeVisible();
  await expect(paper.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  const view = paper.getByRole('button', { name: 'View Unit test 2: question paper' });
  await view.click();
  const viewer = page.getByRole('dialog', { name: 'Unit test 2: question paper' });
  // One page: no pager in the toolbar (decision 090).
  await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Next page' })).toHaveCount(0);
  await expect(viewer.locator('canvas[data-page="1"]')).toBeVisible({ timeout: 15_000 });
  await expect(viewer.getByRole('button', { name: /Download/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(view).toBeFocused();

  // Another subject, then a reset back to the first subject (English) and every type.
  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Science' });
  await page.getByRole('combobox', { name: 'Document type' }).selectOption('');
  await expect(page.getByRole('article', { name: 'Sound: notes' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page.getByRole('article', { name: 'Solar system diagram (for the project)' })).toBeVisible();
  // Every type again: the one with a file under its heading, the five empty ones in one line (decision 090).
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Other (1)']);
  await expect(page.getByText('No files under Assignment, eBook, Exam, Video, and YouTube yet.')).toBeVisible();
});

test('[SHELL-MENU-3] [SHELL-MENU-7] a parent has no Documents or Study Materials and is refused politely at their addresses', async ({ page }) => {
  await loginAsParentOf(page, /Aarav/);
  await expect(mainMenu(page).getByRole('link', { name: 'Documents' })).toHaveCount(0);
  await expect(mainMenu(page).getByRole('link', { name: 'Study Materials' })).toHaveCount(0);
  for (const path of ['document', 'studymaterial']) {
    await page.goto(`/my-account/${path}`);
    await expect(page.getByText('Study materials and documents are for students.')).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('[DOC-FILTER-2] [DOC-LOAD-1] an open user chooses among their courses, not subjects, and plays a shared video', async ({ page }) => {
  // The coaching institute keeps Documents out of its menu (file manager STUDY_MATERIAL): the
  // open user reaches the screen by its address.
  await loginAs(page, '9000000003', 'coaching.localhost');
  await page.goto(new URL('/my-account/document', page.url()).href);
  const course = page.getByRole('combobox', { name: 'Course' });
  await expect(course.getByRole('option')).toHaveText(['NEET Crash Cour...']);
  await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'NEET biology one-liners' })).toBeVisible();
  await page.getByRole('button', { name: 'Play Cell division in 10 minutes' }).click();
  await expect(page.getByRole('dialog', { name: 'Cell division in 10 minutes' }).locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/f-ldPgEfAHI/);
  await expectNoAxeViolations(page);
});
