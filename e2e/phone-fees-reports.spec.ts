import { expect, type Locator, type Page } from '@playwright/test';
import { loginAs, test } from './fixtures';
import { expectNoSideways, expectPhoneFriendly, expectPhoneScreen, expectWithinWidth, goByMenu, PHONE_USE, setLook } from './phone-checks';

// Issue 35: Fees and Exam Reports on a 390 x 844 phone with touch (decision 087). Aarav
// (9000000001) has an overdue fee, receipts and published quizzes; each journey reads its screen
// in English and light, then dark, then French, as a pupil who changes them would.
test.use(PHONE_USE);

/** A cell of a row by its column's header (the table keeps its headers for a screen reader). */
async function cellOf(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').or(row.getByRole('rowheader')).nth(index);
}

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The due tab: the overdue row's balance and status and the summary's line that adds up, all in reach. */
async function expectDues(page: Page, texts: { caption: string; overdue: string; balance: string }) {
  const due = page.getByRole('table', { name: texts.caption });
  const overdue = due.getByRole('row').filter({ hasText: texts.overdue }).first();
  await expectWithinWidth(overdue.getByText(texts.overdue, { exact: true }));
  const balance = await cellOf(due, overdue, texts.balance);
  await expect(balance).toHaveText(/Rs [\d,]+/);
  await expectWithinWidth(balance);
  await expectNoSideways(page);
}

test('[FEES-SUM-1] [FEES-STATUS-1] [FEES-COL-4] the fees on a phone: balance, status and the receipt download in reach, the summary adds up, in light, dark and French', async ({ page }) => {
  await loginAs(page, '9000000001');
  await goByMenu(page, 'Fees');
  await expectDues(page, { caption: 'Instalments due', overdue: 'Overdue', balance: 'Balance' });

  // The line under the cards: total - paid + fines - written off = due, the cards' own figures.
  const cards = page.getByRole('list', { name: 'Fee summary' }).getByRole('listitem');
  const card = async (i: number) => rupees(await cards.nth(i).locator('span').last().innerText());
  const [total, paid, due] = [await card(0), await card(1), await card(2)];
  const line = page.getByText('How the due fees add up:').locator('..');
  await expectWithinWidth(line);
  const terms = await line.locator('span').allInnerTexts();
  const amount = (word: string) => rupees(terms.find((t) => t.endsWith(word)) ?? '0');
  expect(amount('total')).toBe(total);
  expect(amount('paid')).toBe(paid);
  expect(amount('fines')).toBeGreaterThan(0);
  expect(amount('written off')).toBeGreaterThan(0);
  expect(total - paid + amount('fines') - amount('written off')).toBe(due);
  expect(amount('due')).toBe(due);
  await expectPhoneScreen(page, 'fees-due-light-en');

  // The payment history: each receipt's Download in reach, a full tap target.
  await page.getByRole('tab', { name: 'Payment history' }).click();
  const history = page.getByRole('table', { name: 'Payments made' });
  const download = history.getByRole('button', { name: /^Download receipt / }).first();
  await expectWithinWidth(download);
  const tap = (await download.boundingBox())!;
  expect(tap.height).toBeGreaterThanOrEqual(44);
  expect(tap.width).toBeGreaterThanOrEqual(44);
  await expectWithinWidth(history.getByRole('row').nth(1).getByText(/^Rs [\d,]+$/).first());
  await expectPhoneFriendly(page, 'fees-history-light-en');

  await setLook(page, { theme: 'Dark' });
  await expectWithinWidth(download);
  await expectPhoneScreen(page, 'fees-history-dark-en');

  // French (the screen opens again on its first tab): the longer words still fit.
  await setLook(page, { language: 'Français' });
  await expectDues(page, { caption: 'Échéances à régler', overdue: 'En retard', balance: 'Solde' });
  await expectWithinWidth(page.getByText('Comment se calculent les frais dus :').locator('..'));
  await expectPhoneFriendly(page, 'fees-due-dark-fr');
  await page.getByRole('tab', { name: 'Historique des paiements' }).click();
  await expectWithinWidth(page.getByRole('table', { name: 'Paiements effectués' }).getByRole('button', { name: /^Télécharger le reçu / }).first());
  await expectPhoneScreen(page, 'fees-history-dark-fr');
});

/** The rendered size of a chart's axis text, in CSS px (its font size times the drawing's scale). */
async function axisTextPx(chart: Locator): Promise<number[]> {
  return chart.evaluate((svg) => {
    const el = svg as SVGSVGElement;
    const scale = el.getBoundingClientRect().width / (el.viewBox.baseVal.width || el.getBoundingClientRect().width);
    return [...el.querySelectorAll('text')].filter((t) => t.textContent?.trim()).map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
  });
}

/** The WCAG contrast of a chart's axis text on its box (the figure's background). */
async function axisTextContrast(chart: Locator): Promise<number> {
  return chart.evaluate((svg) => {
    const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const text = [...svg.querySelectorAll('text')].find((t) => t.textContent?.trim())!;
    const box = getComputedStyle(svg.closest('figure')!).backgroundColor;
    const [hi, lo] = [lum(getComputedStyle(text).fill), lum(box)].sort((a, b) => b - a);
    return (hi! + 0.05) / (lo! + 0.05);
  });
}

async function expectReadableChart(chart: Locator) {
  await expect(chart).toBeVisible();
  const sizes = await axisTextPx(chart);
  expect(sizes.length).toBeGreaterThan(0);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  expect(await axisTextContrast(chart)).toBeGreaterThanOrEqual(4.5);
}

/** Each tab lies inside its bar: none sticks out (the French 'Comparaison avec le premier'). */
async function expectTabsInBar(page: Page, bar: Locator) {
  const outer = (await bar.boundingBox())!;
  for (const tab of await bar.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(outer.x);
    expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width);
    // A name on at most two lines (not 'Relevé / de / notes').
    expect(box.height).toBeLessThanOrEqual(70);
  }
  await expectNoSideways(page);
}

test('[REPORT-SUM-1] [REPORT-CMP-1] [REPORT-SUM-5] a report on a phone: marks, correct answers and accuracy in reach, charts readable, tabs in their bar, in light, dark and French', async ({ page }) => {
  await loginAs(page, '9000000001');
  await goByMenu(page, 'Exam Reports');
  await page.getByRole('group', { name: 'Test types' }).getByRole('button', { name: 'Online Quizzes' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Result published' }).first().getByRole('link', { name: 'View' }).click();

  // Summary: the figures, each question's status and answers in a card of the phone's width.
  await expectWithinWidth(page.getByTestId('report-marks'));
  await expectWithinWidth(page.getByTestId('report-correct'));
  const questions = page.getByRole('table', { name: 'Question-wise report' });
  const first = questions.getByRole('row').nth(1);
  for (const header of ['Status', 'Your answer', 'Correct answer', 'Score']) await expectWithinWidth(await cellOf(questions, first, header));
  await expectPhoneFriendly(page, 'report-summary-light-en');

  // The graphical popup: its axis text at least 11 px and readable.
  await page.getByRole('button', { name: 'Graphical view' }).click();
  const popup = page.getByRole('dialog', { name: 'Right, wrong and left by subject' });
  await expectReadableChart(popup.getByRole('img', { name: /^Bar chart of right, wrong and left/ }));
  await expectPhoneScreen(page, 'report-chart-light-en');
  await popup.getByRole('button', { name: 'Close' }).last().click();

  // Comparison: You, Topper and Average, each with its score, accuracy and correct answers.
  await page.getByRole('tab', { name: 'Comparison With Topper' }).click();
  const comparison = page.getByRole('table', { name: 'Comparison with the topper and the average' });
  const you = comparison.getByRole('row', { name: /^You/ });
  for (const header of ['Score', 'Accuracy (%)', 'Correct']) await expectWithinWidth(await cellOf(comparison, you, header));
  await expect(await cellOf(comparison, you, 'Accuracy (%)')).toHaveText(/^\d+\.\d{2}$|^–$/);
  await expectTabsInBar(page, page.getByRole('tablist', { name: 'Report' }));
  await expectPhoneScreen(page, 'report-compare-light-en');

  await setLook(page, { theme: 'Dark' });
  await expectWithinWidth(await cellOf(comparison, you, 'Accuracy (%)'));
  await expectPhoneScreen(page, 'report-compare-dark-en');

  // French, dark: the longer tab names wrap inside their bar; the chart's text still reads.
  await setLook(page, { language: 'Français' });
  await expectTabsInBar(page, page.getByRole('tablist', { name: 'Rapport' }));
  const comparisonFr = page.getByRole('table', { name: 'Comparaison avec le premier et la moyenne' });
  const vous = comparisonFr.getByRole('row', { name: /^Vous/ });
  for (const header of ['Score', 'Précision (%)', 'Justes']) await expectWithinWidth(await cellOf(comparisonFr, vous, header));
  await expectPhoneFriendly(page, 'report-compare-dark-fr');
  await page.getByRole('tab', { name: 'Résumé' }).click();
  await page.getByRole('button', { name: 'Vue graphique' }).click();
  await expectReadableChart(page.getByRole('dialog').getByRole('img', { name: /^Graphique en barres/ }));
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).last().click();

  // The progress chart, dark and French.
  await page.getByRole('link', { name: 'Retour' }).click();
  await page.getByRole('tab', { name: 'Progrès' }).click();
  await expectReadableChart(page.getByRole('img', { name: /Score et percentile par test/ }));
  await expectPhoneScreen(page, 'report-progress-dark-fr');
});
