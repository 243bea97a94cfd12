import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../apps/server/src/modules/fees/testing-pdf-text.ts';
import { expectNoAxeViolations, loginAs, loginAsParentOf, mainMenu, test } from './fixtures';

/** From the menu to the first card of Online Quizzes whose result is published (the demo's quizzes move with the clock). */
async function firstPublished(page: Page) {
  await mainMenu(page).getByRole('link', { name: 'Exam Reports' }).click();
  await page.getByRole('group', { name: 'Test types' }).getByRole('button', { name: 'Online Quizzes' }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Result published' }).first();
  await expect(card).toBeVisible();
  return { card, quiz: (await card.getByRole('heading', { level: 3 }).innerText()).trim() };
}

test('[REPORT-LABEL-4] [REPORT-CARD-5] [REPORT-SUM-1] [REPORT-PCT-1] [REPORT-SUM-6] [REPORT-LABEL-5] a student opens a published report: rank, percentile and the question table, then comes back to the label', async ({ page }) => {
  await loginAs(page, '9000000001');
  const { card, quiz } = await firstPublished(page);
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

  // Back: the list again, the label still chosen.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Online Quizzes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 3, name: quiz })).toBeVisible();
});

test('[REPORT-CMP-1] [REPORT-DETAIL-4] the comparison with the topper and the printable score card of a published report', async ({ page }) => {
  await loginAs(page, '9000000001');
  const { card } = await firstPublished(page);
  await card.getByRole('link', { name: 'View' }).click();
  const marks = await page.getByTestId('report-marks').locator('dd').innerText();
  const percentile = await page.getByTestId('report-percentile').locator('dd').innerText();

  await page.getByRole('tab', { name: 'Comparison With Topper' }).click();
  const comparison = page.getByRole('table', { name: 'Comparison with the topper and the average' });
  await expect(comparison.getByRole('rowheader')).toHaveText(['You', 'Topper', 'Average']);
  await expect(comparison.getByRole('row', { name: /^You/ }).getByRole('cell').first()).toHaveText(marks);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Score Card' }).click();
  const sheet = page.getByRole('article', { name: 'Score card' });
  await expect(sheet.getByText('Aarav Sharma')).toBeVisible();
  await expect(sheet.getByTestId('report-percentile').locator('dd')).toHaveText(percentile);
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('[REPORT-SUM-10] [REPORT-SUM-11] a student downloads the solutions of a published report as a PDF, each question with both answers', async ({ page }) => {
  await loginAs(page, '9000000001');
  const { card, quiz } = await firstPublished(page);
  await card.getByRole('link', { name: 'View' }).click();
  const first = page.getByRole('table', { name: 'Question-wise report' }).locator('tbody tr').first();
  const correct = (await first.locator('td').nth(2).innerText()).trim();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download solutions (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^solutions-\d+\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = (await pdfText(new Uint8Array(bytes))).replace(/\s+/g, ' ');
  expect(text).toContain('Solutions');
  expect(text).toContain(quiz);
  expect(text).toContain('Aarav Sharma');
  expect(text).toContain(`Q1. `);
  expect(text).toContain(`Correct answer: ${correct}`);
});

test('[REPORT-OFF-1] [REPORT-OFF-2] [REPORT-AN-1] [REPORT-AN-2] [REPORT-ROW-1] a coaching student on a phone reads an offline result and the analysis chart with its table', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, '9000000002');
  await page.goto('/my-account/report?mode=offline');
  const tabs = page.getByRole('tablist', { name: 'Offline results' });
  await expect(tabs.getByRole('tab', { name: 'Analysis' })).toHaveAttribute('aria-selected', 'true');

  // The chart and the same figures in its table, for all subjects, then for one.
  await expect(page.getByRole('img', { name: /Marks obtained by exam date: All subjects/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Marks by exam date: All subjects' });
  const dates = await table.locator('tbody tr td:first-child').allInnerTexts();
  expect(dates.length).toBeGreaterThan(0);
  const asDays = dates.map((d) => d.split('-').reverse().join('-'));
  expect(asDays).toEqual([...asDays].sort());
  await expectNoAxeViolations(page);
  const subjects = page.getByRole('group', { name: 'Subject' }).getByRole('radio');
  await subjects.nth(1).check();
  const subject = (await subjects.nth(1).locator('xpath=..').innerText()).trim();
  await expect(page.getByRole('img', { name: new RegExp(`Marks obtained by exam date: ${subject}`) })).toBeVisible();
  await expect(page.getByRole('table', { name: `Marks by exam date: ${subject}` }).locator('tbody tr').first()).toBeVisible();

  // A batch's rows: the date with its weekday, and the page never wider than the phone.
  await tabs.getByRole('tab').nth(1).click();
  await expect(page).toHaveURL(/course=\d+/);
  const rows = page.getByRole('table').first().locator('tbody tr');
  await expect(rows.first().locator('td').first()).toHaveText(/^\d{2}-\d{2}-\d{4} \((Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\)$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

test('a parent reads the chosen child\'s progress over time: the chart of scores with its table, the topics and the months', async ({ page }) => {
  await loginAsParentOf(page, /Aarav/);
  await mainMenu(page).getByRole('link', { name: 'Exam Reports' }).click();
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page).toHaveURL(/mode=progress/);
  await expect(page.getByRole('img', { name: /Score and percentile by test/ })).toBeVisible();
  const scores = page.getByRole('table', { name: 'Score and percentile by test' }).locator('tbody tr');
  expect(await scores.count()).toBeGreaterThan(0);
  await expect(scores.first().locator('td').nth(1)).toHaveText(/^\d+\.\d{2} %$/);
  await expect(page.getByRole('table', { name: 'Attendance and homework on time by month' }).locator('tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
