import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, loginAs, mainMenu, PASSWORD, test } from './fixtures';

// Each journey works on its own learner's open attempt; they run one after the other.
test.describe.configure({ mode: 'serial' });

/** My Exam's 'Online Tests', then the open exam's panel: Start, or Resume once an attempt is open. */
async function openPanel(page: Page, context: BrowserContext, button = /^(Start|Resume)$/): Promise<Page> {
  if (!page.url().includes('/my-account/exam')) await mainMenu(page).getByRole('link', { name: 'My Exam' }).click();
  await page.getByRole('button', { name: 'Online Tests' }).click();
  // The label's own list (the product exams below it have Start buttons too): its one open exam.
  const action = page.getByRole('region', { name: 'Exams of Online Tests' }).getByRole('button', { name: button });
  await expect(action).toBeEnabled();
  const opened = context.waitForEvent('page');
  await action.click();
  const panel = await opened;
  await expect(question(panel)).toBeVisible({ timeout: 15_000 });
  // The launch token has left the address (and never was a password or a session token).
  await expect(panel).toHaveURL(/\/my-account\/test-panel$/);
  return panel;
}

const question = (panel: Page, n?: number) => panel.getByRole('heading', { level: 2, name: n === undefined ? /^Question \d+ of \d+$/ : `Question ${n} of 30` });
const palette = (panel: Page) => panel.getByRole('navigation', { name: 'Question palette' });
const saveState = (panel: Page) => panel.getByRole('article').locator('[data-save]');

/** Shows question n through the palette (its section's tab first when it is in another one). */
async function goTo(panel: Page, n: number, section?: string) {
  if (section) await panel.getByRole('tab', { name: section }).click();
  await palette(panel).getByRole('button', { name: new RegExp(`^${n}\\b`) }).click();
  await expect(question(panel, n)).toBeVisible();
}

async function secondsLeft(panel: Page): Promise<number> {
  const [m, s] = (await panel.getByRole('timer').innerText()).split(':').map(Number);
  return m! * 60 + s!;
}

/** The answers of every kind the journey gives, and how to check each is still there. */
const ANSWERS: { n: number; kind: string; give: (p: Page) => Promise<void>; check: (p: Page) => Promise<void> }[] = [
  { n: 1, kind: 'numeric', give: (p) => p.getByRole('textbox', { name: 'Type a number' }).fill('4.9'), check: (p) => expect(p.getByRole('textbox', { name: 'Type a number' })).toHaveValue('4.9') },
  {
    n: 2,
    kind: 'multiple',
    give: async (p) => {
      await p.getByRole('checkbox', { name: 'A Velocity' }).check();
      await p.getByRole('checkbox', { name: 'C Force' }).check();
    },
    check: async (p) => {
      await expect(p.getByRole('checkbox', { name: 'A Velocity' })).toBeChecked();
      await expect(p.getByRole('checkbox', { name: 'C Force' })).toBeChecked();
    },
  },
  { n: 3, kind: 'true-false', give: (p) => p.getByRole('radio', { name: 'False' }).check(), check: (p) => expect(p.getByRole('radio', { name: 'False' })).toBeChecked() },
  {
    n: 4,
    kind: 'matching',
    give: async (p) => {
      await p.getByRole('combobox', { name: 'Force' }).selectOption({ label: 'newton' });
      await p.getByRole('combobox', { name: 'Power' }).selectOption({ label: 'watt' });
    },
    check: async (p) => {
      await expect(p.getByRole('combobox', { name: 'Force' }).locator('option:checked')).toHaveText('newton');
      await expect(p.getByRole('combobox', { name: 'Power' }).locator('option:checked')).toHaveText('watt');
    },
  },
  {
    n: 5,
    kind: 'grid',
    give: async (p) => {
      await p.getByRole('checkbox', { name: 'Velocity: [L]' }).check();
      await p.getByRole('checkbox', { name: 'Frequency: [T]' }).check();
    },
    check: async (p) => {
      await expect(p.getByRole('checkbox', { name: 'Velocity: [L]' })).toBeChecked();
      await expect(p.getByRole('checkbox', { name: 'Frequency: [T]' })).toBeChecked();
    },
  },
  { n: 6, kind: 'text', give: (p) => p.getByRole('textbox', { name: 'Type your answer' }).fill("Coulomb's law"), check: (p) => expect(p.getByRole('textbox', { name: 'Type your answer' })).toHaveValue("Coulomb's law") },
  { n: 7, kind: 'numeric beside a passage', give: (p) => p.getByRole('textbox', { name: 'Type a number' }).fill('2'), check: (p) => expect(p.getByRole('textbox', { name: 'Type a number' })).toHaveValue('2') },
];
/** Answered offline: a single choice beside the passage, and a true/false in another section. */
const OFFLINE = [
  { n: 8, section: 'Physics', give: (p: Page) => p.getByRole('radio', { name: 'A 5 m' }).check(), check: (p: Page) => expect(p.getByRole('radio', { name: 'A 5 m' })).toBeChecked() },
  { n: 12, section: 'Chemistry', give: (p: Page) => p.getByRole('radio', { name: 'False' }).check(), check: (p: Page) => expect(p.getByRole('radio', { name: 'False' })).toBeChecked() },
];

test('[EXAM-BTN-5] a coaching student sits the open exam: every kind of answer, two offline, the panel closed and reopened with every answer and the time', async ({ page, context }) => {
  await loginAs(page, '9000000002', 'coaching.localhost');
  const panel = await openPanel(page, context);
  await expect(panel.getByRole('timer', { name: 'Time left' })).toHaveText(/^\d\d:\d\d$/);
  await expect(panel.getByRole('tab', { name: 'Physics' })).toHaveAttribute('aria-selected', 'true');

  for (const a of ANSWERS) {
    await goTo(panel, a.n);
    await a.give(panel);
    await expect(saveState(panel), `question ${a.n} (${a.kind})`).toHaveText('Saved');
  }
  // The passage is beside questions 7 and 8; the diagram of question 1 has its text.
  await expect(panel.getByRole('region', { name: 'Projectile motion' })).toBeVisible();
  await goTo(panel, 1);
  await expect(panel.getByRole('img', { name: 'A block of mass m on a smooth incline of 30 degrees' })).toBeVisible();

  // Offline: the answers wait on the device, and say so.
  await context.setOffline(true);
  for (const a of OFFLINE) {
    await goTo(panel, a.n, a.section);
    await a.give(panel);
    await expect(saveState(panel)).toHaveText('Waiting for the network');
  }
  await expect(panel.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(palette(panel).getByRole('button', { name: /^12\W+Answered$/ })).toBeVisible(); // the palette counts it at once
  await context.setOffline(false);
  await expect(saveState(panel)).toHaveText('Saved');
  await goTo(panel, 8, 'Physics');
  await expect(saveState(panel)).toHaveText('Saved');

  const before = await secondsLeft(panel);
  expect(before).toBeGreaterThan(0);
  await panel.close();

  // Resume: a new launch, the same attempt, every answer and the time the server says is left.
  await page.reload();
  const again = await openPanel(page, context, /^Resume$/);
  const after = await secondsLeft(again);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 120);
  for (const a of [...ANSWERS, ...OFFLINE]) {
    await goTo(again, a.n, a.n > 10 ? 'Chemistry' : 'Physics');
    await a.check(again);
    await expect(saveState(again)).toHaveText('Saved');
  }

  // The submit summary: a dialog naming what is unanswered. Not submitted: back to the test.
  await again.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = again.getByRole('dialog', { name: 'Submit the test?' });
  await expect(dialog.getByText(/^Questions without an answer: 9, 10, 11, 13/)).toBeVisible();
  await expectNoAxeViolations(again);
  await dialog.getByRole('button', { name: 'Back to the test' }).click();
  await expect(dialog).toBeHidden();

  // A phone: nothing sticks out sideways; axe still clean.
  await again.setViewportSize({ width: 390, height: 844 });
  expect(await again.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(again);
});

test('an ended session during the exam asks to sign in over the test, which stays as it was; what waited is then saved', async ({ page, context }) => {
  await loginAs(page, '9000000002', 'coaching.localhost');
  const panel = await openPanel(page, context, /^Resume$/);
  await goTo(panel, 8);
  // Session and attempt cookie gone (the login day ended, the cookies were cleared).
  await context.clearCookies();
  await panel.getByRole('radio', { name: 'B 10 m' }).check();
  const dialog = panel.getByRole('alertdialog', { name: 'Sign in to continue the test' });
  await expect(dialog).toBeVisible();
  await expect(saveState(panel)).toHaveText('Waiting for you to sign in');
  await dialog.getByLabel('Email or Phone Number').fill('9000000002');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in and continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(saveState(panel)).toHaveText('Saved');
  await expect(question(panel, 8)).toBeVisible(); // nothing reloaded
  await expect(panel.getByRole('radio', { name: 'B 10 m' })).toBeChecked();
});

/** Presses Tab until `target` has the focus (at most `max` times): the order is what the test checks. */
async function tabTo(panel: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await panel.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the panel is driven by keyboard alone, with a visible focus, in the dark theme', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await loginAs(page, '9000000003', 'coaching.localhost');
  const panel = await openPanel(page, context);
  await expect(panel.locator('body')).toHaveClass(/\bdark\b/);

  // From the top of the page: the section tabs come first, arrow keys move between them.
  await panel.keyboard.press('Tab');
  const biology = panel.getByRole('tab', { name: 'Biology' });
  await expect(biology).toBeFocused();
  await expect(biology).toHaveCSS('outline-style', 'solid');
  await panel.keyboard.press('ArrowRight');
  await expect(panel.getByRole('tab', { name: 'Physics' })).toBeFocused();
  await expect(question(panel, 11)).toBeVisible();
  await panel.keyboard.press('ArrowLeft');
  await expect(question(panel, 1)).toBeVisible();

  // Into the question: the radio group is one stop; arrows choose.
  await panel.keyboard.press('Tab');
  await expect(panel.getByRole('radio', { name: 'A Ribosome' })).toBeFocused();
  await panel.keyboard.press('ArrowDown');
  await expect(panel.getByRole('radio', { name: 'B Mitochondrion' })).toBeChecked();
  await expect(saveState(panel)).toHaveText('Saved');

  // Then the buttons, in reading order: mark for review, clear, bookmark, next.
  await panel.keyboard.press('Tab');
  const mark = panel.getByRole('button', { name: 'Mark for review' });
  await expect(mark).toBeFocused();
  await expect(mark).toHaveCSS('outline-style', 'solid');
  await panel.keyboard.press('Space');
  await expect(mark).toHaveAttribute('aria-pressed', 'true');
  await tabTo(panel, panel.getByRole('button', { name: 'Next' }), 4);
  await panel.keyboard.press('Enter');
  // The next question's heading takes the focus; Tab goes on into its answer.
  await expect(question(panel, 2)).toBeFocused();
  await panel.keyboard.press('Tab');
  await expect(panel.getByRole('radio', { name: 'A Red blood cells' })).toBeFocused();
  await panel.keyboard.press('Space');
  await expect(panel.getByRole('radio', { name: 'A Red blood cells' })).toBeChecked();

  // The palette: question 1 reads 'answered and marked for review'; Enter goes there.
  const first = palette(panel).getByRole('button', { name: /^1\W+Answered and marked for review$/ });
  await tabTo(panel, first);
  await expect(first).toHaveCSS('outline-style', 'solid');
  await panel.keyboard.press('Enter');
  await expect(question(panel, 1)).toBeFocused();

  // Submit opens the summary with the focus inside; Escape closes it and gives the focus back.
  const submit = panel.getByRole('button', { name: 'Submit', exact: true });
  await tabTo(panel, submit);
  await panel.keyboard.press('Enter');
  const dialog = panel.getByRole('dialog', { name: 'Submit the test?' });
  await expect(dialog.getByRole('button', { name: 'Back to the test' })).toBeFocused();
  await expectNoAxeViolations(panel); // the dark theme, a dialog open
  await panel.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
});
