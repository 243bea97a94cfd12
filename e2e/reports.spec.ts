import { expect } from '@playwright/test';
import { expectNoAxeViolations, loginAs, mainMenu, test } from './fixtures';

test('[REPORT-LABEL-4] [REPORT-CARD-5] [REPORT-SUM-1] [REPORT-PCT-1] [REPORT-SUM-6] [REPORT-CMP-1] [REPORT-LABEL-5] a student opens a published report: rank, percentile, the question table, the comparison and the score card', async ({ page }) => {
  await loginAs(page, '9000000001');
  await mainMenu(page).getByRole('link', { name: 'Exam Reports' }).click();
  await page.getByRole('group', { name: 'Test types' }).getByRole('button', { name: 'Online Quizzes' }).click();
  // The demo's quizzes move with the clock: the first one whose result is published.
  const card = page.getByRole('listitem').filter({ hasText: 'Result published' }).first();
  await expect(card).toBeVisible();
  const quiz = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: 'View' }).click();

  // Summary: the percentile is (students - rank) / students x 100, to 2 decimals.
  await expect(page.getByRole('heading', { level: 2, name: quiz })).toBeVisible();
  const figure = (name: string) => page.getByTestId(`report-${name}`).locator('dd');
  const rank = Number(await figure('rank').innerText());
  const students = Number(await figure('students').innerText());
  expect(rank).toBeGreaterThanOrEqual(1);
  expect(students).toBeGreaterThanOrEqual(rank);
  await expect(figure('percentile')).toHaveText((((students - rank) / students) * 100).toFixed(2));
  const marks = await figure('marks').innerText();
  const questions = page.getByRole('table', { name: 'Question-wise report' });
  await expect(questions.getByRole('columnheader')).toHaveText(['Q.No', 'Status', 'Your answer', 'Correct answer', 'Score']);
  const counts = await Promise.all(['correct', 'incorrect'].map(async (f) => Number(await figure(f).innerText())));
  expect(await questions.locator('tbody tr').count()).toBeGreaterThanOrEqual(counts[0]! + counts[1]!);
  await expect(questions.locator('tfoot')).toContainText(`Total marks${marks}`);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Comparison With Topper' }).click();
  const comparison = page.getByRole('table', { name: 'Comparison with the topper and the average' });
  await expect(comparison.getByRole('rowheader')).toHaveText(['You', 'Topper', 'Average']);
  await expect(comparison.getByRole('row', { name: /^You/ }).getByRole('cell').first()).toHaveText(marks);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Score Card' }).click();
  const sheet = page.getByRole('article', { name: 'Score card' });
  await expect(sheet.getByText('Aarav Sharma')).toBeVisible();
  await expect(sheet.getByTestId('report-percentile').locator('dd')).toHaveText(await figure('percentile').first().innerText());
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Back: the list again, the label still chosen.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Online Quizzes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 3, name: quiz })).toBeVisible();
});
