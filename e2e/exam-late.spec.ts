import { expect, type BrowserContext, type Page } from '@playwright/test';
import { e2eNow } from './clock';
import { expectNoAxeViolations, loginAs, mainMenu, newContext, test } from './fixtures';

// Issue 32: the two ways the test panel lost answers a student gave in time. Aarav's practice
// sets (seed exams-tests-school.ts): 'Mental Maths Drill' (unlimited) is sat on two devices;
// 'Cube Roots Sprint (1 minute)' (once, one minute) loses its network at the deadline. No other
// journey sits either.

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const question = (panel: Page, n: number) => panel.getByRole('heading', { level: 2, name: new RegExp(`^Question ${n} of \\d+$`) });
const saveState = (panel: Page) => panel.getByRole('article').locator('[data-save]');
const numberBox = (panel: Page) => panel.getByRole('textbox', { name: 'Type a number' });

/** My Exam, Practice Sets, Start on the card (it resumes an open attempt): the panel it opens, at its first question. */
async function startPractice(page: Page, context: BrowserContext, name: string): Promise<Page> {
  await mainMenu(page).getByRole('link', { name: 'My Exam' }).click();
  await page.getByRole('button', { name: 'Practice Sets' }).click();
  const opened = context.waitForEvent('page');
  await card(page, name).getByRole('button', { name: 'Start' }).click();
  const panel = await opened;
  await expect(question(panel, 1)).toBeVisible({ timeout: 15_000 });
  return panel;
}

async function goTo(panel: Page, n: number) {
  await panel.getByRole('navigation', { name: 'Question palette' }).getByRole('button', { name: new RegExp(`^${n}\\b`) }).click();
  await expect(question(panel, n)).toBeVisible();
}

async function answer(panel: Page, n: number, value: string) {
  await goTo(panel, n);
  await numberBox(panel).fill(value);
}

test('two devices on one attempt answering in turn: the change made last stands, and a device whose change was overtaken is told and shows the answer that stands', async ({ page, context, browser }) => {
  await loginAs(page, '9000000001');
  const a = await startPractice(page, context, 'Mental Maths Drill');
  // The other device enters the same attempt before this one answers anything.
  const otherDevice = await newContext(browser);
  const otherPage = await otherDevice.newPage();
  await loginAs(otherPage, '9000000001');
  const b = await startPractice(otherPage, otherDevice, 'Mental Maths Drill');

  // Device A answers three questions (its own numbering runs on); B then changes the first.
  for (const [n, value] of [[1, '11'], [2, '12'], [3, '13']] as const) {
    await answer(a, n, value);
    await expect(saveState(a)).toHaveText('Saved');
  }
  await answer(b, 1, '21');
  await expect(saveState(b)).toHaveText('Saved');

  // A saves something else: the server tells it of B's later change, which A shows and says.
  await answer(a, 4, '14');
  await expect(saveState(a)).toHaveText('Saved');
  await goTo(a, 1);
  await expect(numberBox(a)).toHaveValue('21');
  await expect(saveState(a)).toHaveText('Changed on another device: this answer stands');

  // B answers offline; A answers the same question after; B's change arrives last and is refused
  // in favour of A's later one: B shows A's answer and says so, never "Saved" for its own.
  await otherDevice.setOffline(true);
  await answer(b, 2, '22');
  await expect(saveState(b)).toHaveText('Waiting for the network');
  await answer(a, 2, '32');
  await expect(saveState(a)).toHaveText('Saved');
  await otherDevice.setOffline(false);
  await expect(numberBox(b)).toHaveValue('32', { timeout: 10_000 });
  await expect(saveState(b)).toHaveText('Changed on another device: this answer stands');
  await expectNoAxeViolations(b);
  await otherDevice.close();
});

test('the network lost before the deadline and back 18 s into its grace: the answers given in time are submitted and counted', async ({ page, context }) => {
  // The sprint lasts one minute; the journey waits for it and 18 s more.
  test.setTimeout(180_000);
  await loginAs(page, '9000000001');
  const entered = context.waitForEvent('response', (r) => r.url().endsWith('/exam-api/panel/enter'));
  const panel = await startPractice(page, context, 'Cube Roots Sprint (1 minute)');
  const deadline = ((await (await entered).json()) as { data: { attempt: { deadline_ms: number } } }).data.attempt.deadline_ms;

  await numberBox(panel).fill('7');
  await expect(saveState(panel)).toHaveText('Saved');
  await context.setOffline(true);
  await answer(panel, 2, '8');
  await expect(saveState(panel)).toHaveText('Waiting for the network');

  // The timer reaches 0 offline: the submit fails and waits, and the question says it waits for
  // the network (the test has not ended for it).
  await expect(panel.getByText('The time is over. Sending your answers…')).toBeVisible({ timeout: 75_000 });
  await expect(saveState(panel)).toHaveText('Waiting for the network');
  await expect(panel.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

  // Back online 18 s after the deadline, on the server's clock: sent at once, inside the 30 s grace.
  await expect.poll(() => e2eNow().getTime() - deadline, { timeout: 40_000, intervals: [250] }).toBeGreaterThanOrEqual(18_000);
  await context.setOffline(false);
  await expect(panel.getByRole('heading', { level: 2, name: 'The time is over. Your answers are submitted.' })).toBeVisible({ timeout: 8_000 });
  expect(e2eNow().getTime() - deadline).toBeLessThan(30_000);
  // Both answers count: of the sprint's four questions, two are not answered.
  const result = panel.getByRole('region', { name: 'Your result' });
  await expect(result.getByRole('definition').filter({ hasText: /^\d+$/ }).first()).toBeVisible();
  await expect(result.locator('dl > div').filter({ has: panel.getByText('Not answered', { exact: true }) }).getByRole('definition')).toHaveText('2');
});
