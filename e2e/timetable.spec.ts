import { expect, type Page } from '@playwright/test';
import { indiaToday } from './clock';
import { expectNoAxeViolations, loginAs, loginAsParentOf, mainMenu, test } from './fixtures';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Today at the institute (India), as the server's demo data and the screen see it. */
function todayInIndia(offsetMonths = 0): { iso: string; heading: string } {
  const parts = indiaToday();
  const [y, m] = parts.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offsetMonths;
  return { iso: parts, heading: `${MONTHS[index % 12]} ${Math.floor(index / 12)}` };
}

async function openTimetable(page: Page) {
  await mainMenu(page).getByRole('link', { name: 'Time Table' }).click();
  await expect(page).toHaveURL(/\/my-account\/timetable$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Time Table' })).toBeVisible();
}

/** The list panel beside the calendar (its heading names the day or the month). */
const cards = (page: Page) => page.locator('article');

// A school month holds ~150 cards: axe-core on it takes a while on two cores.
test.describe.configure({ timeout: 60_000 });

test('[TT-MONTH-1] [TT-MONTH-8] a school student moves through the months', async ({ page }) => {
  await loginAs(page, '9000000001');
  await openTimetable(page);
  const now = todayInIndia();
  await expect(page.getByRole('heading', { level: 2, name: now.heading, exact: true })).toBeVisible();
  await expect(page.getByText(/Legend:? Holiday/)).toBeVisible(); // the school's legend [TT-VIEW-3]

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: todayInIndia(1).heading, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: todayInIndia(-1).heading, exact: true })).toBeVisible();
  await expect(cards(page).first()).toBeVisible(); // last month's items, grouped by date [TT-MONTH-8]
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: now.heading, exact: true })).toBeVisible();
});

test('[TT-YEAR-1] [TT-YEAR-2] [TT-YEAR-4] [TT-YEAR-5] the year view counts items per month and opens a month', async ({ page }) => {
  await loginAs(page, '9000000001');
  await openTimetable(page);
  const now = todayInIndia();
  await page.getByRole('button', { name: 'This Year' }).click();
  await expect(page.getByText('Choose a month')).toBeVisible();
  await expectNoAxeViolations(page); // the year grid; the cards are checked on a day below
  const monthName = now.heading.split(' ')[0]!;
  const monthButton = page.getByRole('button', { name: new RegExp(`^${monthName}`) });
  await expect(monthButton).toContainText(/\d+/);
  await monthButton.click();
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: now.heading, exact: true })).toBeVisible();
});

/** Opens today in the month view: its cards beside the calendar. */
async function openToday(page: Page) {
  await loginAs(page, '9000000001');
  await openTimetable(page);
  const todayCell = page.locator(`button[data-date="${todayInIndia().iso}"]`);
  await expect(todayCell).toHaveAttribute('aria-current', 'date');
  await todayCell.click();
  await expect(todayCell).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first()).toBeVisible();
}

test('[TT-MONTH-5] [TT-MONTH-6] [TT-MONTH-7] a school student opens today and its classes', async ({ page }) => {
  await openToday(page);
  await expectNoAxeViolations(page);
});

test('[TT-ATT-1] [TT-ATT-2] [TT-ATT-3] the attendance of an offline class', async ({ page }) => {
  await openToday(page);
  await page.getByRole('button', { name: 'View attendance' }).first().click();
  const attendance = page.getByRole('dialog', { name: /^Attendance/ });
  await expect(attendance.getByText(/Classes attended: \d+\/\d+/)).toBeVisible();
  await expect(attendance.getByText(/Present|Absent/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await attendance.getByRole('button', { name: 'Close' }).first().click();
  await expect(attendance).toBeHidden();
});

test('[TT-PHASE-3] [TT-PHASE-9] [LIVE-JOIN-3] [LIVE-JOIN-6] a live class in progress has an enabled Join that asks the server, then opens the class', async ({ page, context }) => {
  await context.route('https://zoom.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Zoom</title>Live class' }));
  await loginAs(page, '9000000001');
  await openTimetable(page);
  await page.locator(`button[data-date="${todayInIndia().iso}"]`).click();
  const join = page.getByRole('button', { name: 'Join', exact: true }).and(page.locator(':enabled'));
  await expect(join.first()).toBeVisible();
  const asked = page.waitForRequest((r) => r.url().includes('/api/v1/meeting_manager/session/start/101/'));
  const popup = context.waitForEvent('page');
  await join.first().click();
  const request = await asked;
  expect(new URL(request.url()).searchParams.get('isZoomLiveClass') ?? new URL(request.url()).searchParams.get('isWebexLiveClass')).toBe('1');
  const tab = await popup;
  await expect(tab).toHaveURL(/zoom\.example\.com|webex/);
});

test('[TT-PHASE-7] [LIVE-JOIN-1] a parent sees Join refused with the spec text and nothing is asked', async ({ page }) => {
  await loginAsParentOf(page, /Aarav/);
  await openTimetable(page);
  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/meeting_manager/session/start/')) asked = true;
  });
  await page.locator(`button[data-date="${todayInIndia().iso}"]`).click();
  const join = page.getByRole('button', { name: 'Join', exact: true }).and(page.locator(':enabled'));
  await join.first().click();
  await expect(page.getByText('Parents are not allowed to join')).toBeVisible();
  expect(asked).toBe(false);
});

test('[TT-EXAM-5] [EXAM-BTN-5] the open quiz on the timetable starts in the test panel, which launches it by the test id alone', async ({ page, context }) => {
  await openToday(page);
  const quiz = page.getByRole('article', { name: 'Online Quiz: Science (weekly practice)' });
  await expect(quiz.getByText('Ongoing')).toBeVisible();
  const opened = context.waitForEvent('page');
  await quiz.getByRole('button', { name: 'Start' }).click();
  const panel = await opened;
  await expect(panel.getByRole('heading', { level: 2, name: /^Question 1 of \d+$/ })).toBeVisible({ timeout: 15_000 });
  // The address carried the test id only, and has dropped it too (a reload resumes this tab's test).
  await expect(panel).toHaveURL(/\/my-account\/test-panel$/);
  await expect(panel.getByRole('timer', { name: 'Time left' })).toHaveText(/^\d\d:\d\d$/);
  await panel.getByRole('radio').first().check();
  await expect(panel.getByRole('article').locator('[data-save]')).toHaveText('Saved');
  await panel.close();
});
