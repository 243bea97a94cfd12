import { expect, type BrowserContext, type Page } from '@playwright/test';
import { loginAs, mainMenu, test } from './fixtures';

// Aarav's practice sets (seed exams-tests-school.ts): 'Rational Numbers Practice Set' (3 attempts,
// 1 used) and 'Square Roots Sprint (1 minute)' (1 attempt, none used). Each journey has its own test.

/** My Exam, the 'Practice Sets' label: its own list. */
async function practiceSets(page: Page) {
  await mainMenu(page).getByRole('link', { name: 'My Exam' }).click();
  await page.getByRole('button', { name: 'Practice Sets' }).click();
  const list = page.getByRole('region', { name: 'Exams of Practice Sets' });
  await expect(list.getByRole('heading', { level: 3 }).first()).toBeVisible();
  return list;
}

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** Start on the card, and the panel it opens (its first question shown). */
async function start(page: Page, context: BrowserContext, name: string): Promise<Page> {
  const opened = context.waitForEvent('page');
  await card(page, name).getByRole('button', { name: 'Start' }).click();
  const panel = await opened;
  await expect(panel.getByRole('heading', { level: 2, name: /^Question 1 of \d+$/ })).toBeVisible({ timeout: 15_000 });
  return panel;
}

/** How many answers the panel keeps in this browser's IndexedDB (every attempt). */
const deviceAnswers = () =>
  new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('portal-exam-panel');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const count = open.result.transaction('answers').objectStore('answers').count();
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => reject(count.error);
    };
  });

const saveState = (panel: Page) => panel.getByRole('article').locator('[data-save]');

/** Answers the first question (true or false), submits, and reads the panel's end. */
async function sitAndSubmit(panel: Page) {
  await panel.getByRole('radio', { name: 'False' }).check();
  await expect(saveState(panel)).toHaveText('Saved');
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  await panel.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit test' }).click();
  await expect(panel.getByText('Your test is submitted.')).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2, name: 'Your test is submitted.' })).toBeFocused();
  // The server holds every answer: the device keeps no copy (a shared lab PC).
  await expect.poll(() => panel.evaluate(deviceAnswers)).toBe(0);
  await panel.close();
}

test('[EXAM-LIST-1] [EXAM-LIST-9] a practice set is retaken until its limit, then offered no more', async ({ page, context }) => {
  const name = 'Rational Numbers Practice Set';
  await loginAs(page, '9000000001');
  await practiceSets(page);
  await expect(card(page, name)).toContainText('1 Out of 3');

  await sitAndSubmit(await start(page, context, name));
  await page.reload();
  await practiceSets(page);
  await expect(card(page, name)).toContainText('2 Out of 3');

  await sitAndSubmit(await start(page, context, name));
  await page.reload();
  const list = await practiceSets(page);
  // At its limit inside its window the set is expired, and expired cards are hidden [EXAM-LIST-12].
  await expect(list.getByRole('heading', { level: 3, name: 'Mental Maths Drill' })).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
});

test('[EXAM-LIST-7] [EXAM-LIST-9] an attempt left open ends at its deadline by itself and counts as the attempt', async ({ page, context }) => {
  // The sprint lasts one minute: the journey waits for that minute (and the sweep after it).
  test.setTimeout(240_000);
  const name = 'Square Roots Sprint (1 minute)';
  await loginAs(page, '9000000001');
  await practiceSets(page);
  const launched = page.waitForRequest((r) => r.url().endsWith('/exam-api/panel/launch'));
  const panel = await start(page, context, name);
  const testId = ((await launched).postDataJSON() as { test_id: number }).test_id;
  await panel.getByRole('textbox', { name: 'Type a number' }).fill('7');
  await expect(saveState(panel)).toHaveText('Saved');
  await panel.close(); // walked away: nothing is submitted by the browser

  // Until the deadline the card offers to go on; after it, the server has ended the attempt and
  // the set, at its limit, is no longer offered [EXAM-LIST-12].
  await page.reload();
  await practiceSets(page);
  await expect(card(page, name).getByRole('button', { name: 'Start' })).toBeVisible(); // a practice set's card: Start resumes [EXAM-LIST-1]
  await expect(async () => {
    await page.reload();
    await practiceSets(page);
    await expect(card(page, name)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });

  // Opened again by its address (a bookmark, the timetable): the attempt was used.
  const again = await context.newPage();
  await again.goto(`/my-account/test-panel?test=${testId}`);
  await expect(again.getByText('You have used all the attempts of this practice test.')).toBeVisible();
});

test('a second window on the same attempt takes no answers until it takes over; the first then stops', async ({ page, context }) => {
  const name = 'Science Olympiad Mock Test 1';
  await loginAs(page, '9000000001');
  await mainMenu(page).getByRole('link', { name: 'My Exam' }).click();
  await page.getByRole('button', { name: 'Olympiad Mock Tests' }).click();
  const resume = card(page, name).getByRole('button', { name: 'Resume' });
  const open = async () => {
    const opened = context.waitForEvent('page');
    await resume.click();
    return opened;
  };
  const first = await open();
  await expect(first.getByRole('heading', { level: 2, name: /^Question \d+ of \d+$/ })).toBeVisible({ timeout: 15_000 });
  const second = await open();
  await expect(second.getByRole('heading', { name: 'This test is open in another window' })).toBeVisible({ timeout: 15_000 });
  await expect(second.getByRole('radio')).toHaveCount(0);
  await second.getByRole('button', { name: 'Continue here' }).click();
  await expect(second.getByRole('heading', { level: 2, name: /^Question \d+ of \d+$/ })).toBeVisible();
  await expect(first.getByRole('heading', { name: 'This test continues in another window' })).toBeVisible();
  await expect(first.getByRole('radio')).toHaveCount(0);
});
