import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillLogin, mainMenu, openLogin, test } from './fixtures';

// Issue 32: the test panel on a 390 px phone. Ishaan (9000000004) sits Class 8 - B's revision set
// (seed exams-tests-school.ts), which no other journey's learner can see: a grid of five columns,
// a long passage, every other kind, unlimited attempts and a published result.
const SET = 'Science Revision Set: Materials and Water';
const WIDTH = 390;
const HEIGHT = 844;
test.use({ viewport: { width: WIDTH, height: HEIGHT } });

const question = (panel: Page, n: number) => panel.getByRole('heading', { level: 2, name: `Question ${n} of 11` });
const saveState = (panel: Page) => panel.getByRole('article').locator('[data-save]');
const SCROLL_HINT = 'Scroll sideways to see every column';

/** Ishaan's school profile (his phone has two), My Exam behind the phone's menu, Start on the set. */
async function startRevisionSet(page: Page, context: BrowserContext): Promise<Page> {
  await openLogin(page);
  await fillLogin(page, '9000000004');
  const profiles = page.getByRole('dialog', { name: 'Select Profile' });
  await profiles.getByRole('radio', { name: /Sunrise/ }).check();
  await profiles.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Menu' }).click();
  await mainMenu(page).getByRole('link', { name: 'My Exam' }).click();
  await page.getByRole('button', { name: 'Practice Sets' }).click();
  const card = page.getByRole('region', { name: 'Exams of Practice Sets' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: SET, exact: true }) });
  const opened = context.waitForEvent('page');
  await card.getByRole('button', { name: 'Start' }).click();
  const panel = await opened;
  await expect(question(panel, 1)).toBeVisible({ timeout: 15_000 });
  return panel;
}

/** Where an element's top is on the page (not the viewport), so a scroll is not read as a shift. */
const pageTop = (el: Locator) => el.evaluate((e) => e.getBoundingClientRect().top + window.scrollY);

/**
 * A wide content fits its scrolling region, or the region says it scrolls: the hint is shown and
 * the region is named, focusable and scrolls by keyboard.
 */
async function expectFitsOrScrollHint(panel: Page, region: Locator) {
  await expect(region).toHaveAttribute('tabindex', '0');
  const overflows = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
  if (!overflows) return;
  const hint = panel.getByText(SCROLL_HINT).filter({ visible: true });
  await expect(hint).toHaveCount(1);
  const hintBox = (await hint.boundingBox())!;
  expect(hintBox.x + hintBox.width).toBeLessThanOrEqual(WIDTH);
  await region.focus();
  await panel.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await region.evaluate((el) => el.scrollTo({ left: 0 }));
}

test('[issue 32] the test panel on a 390 px phone: options stay put, grid cells take a tap, Previous and Next in reach, the result scrolls visibly', async ({ page, context }) => {
  const panel = await startRevisionSet(page, context);
  expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

  // 1. The first answer, and a quick second one: the save status moves no option.
  const last = panel.getByRole('radio', { name: 'D watt' });
  const before = await pageTop(last);
  await panel.getByRole('radio', { name: 'B pascal' }).click();
  expect(await pageTop(last)).toBe(before);
  await expect(saveState(panel)).toHaveText('Saved');
  expect(await pageTop(last)).toBe(before);
  await panel.getByRole('radio', { name: 'C joule' }).click();
  await expect(panel.getByRole('radio', { name: 'C joule' })).toBeChecked();
  await expect(saveState(panel)).toHaveText('Saved');
  expect(await pageTop(last)).toBe(before);

  // 2. The grid: every cell a 44 x 44 px target that its edge toggles; fits or shows it scrolls.
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(question(panel, 2)).toBeVisible();
  const grid = panel.getByRole('region', { name: 'Your answer' });
  await expectFitsOrScrollHint(panel, grid);
  const cells = grid.getByRole('checkbox');
  await expect(cells).toHaveCount(20);
  // Each cell's label, which holds its checkbox, covers the whole cell: a tap anywhere in it counts.
  const targets = await cells.evaluateAll((inputs) =>
    inputs.map((input) => {
      const cell = input.closest('td')!.getBoundingClientRect();
      const label = input.closest('label')?.getBoundingClientRect();
      return { width: label?.width ?? 0, height: label?.height ?? 0, gap: label ? Math.max(Math.abs(label.left - cell.left), Math.abs(label.right - cell.right), Math.abs(label.top - cell.top), Math.abs(label.bottom - cell.bottom)) : Infinity };
    }),
  );
  for (const target of targets) {
    expect(target.width).toBeGreaterThanOrEqual(44);
    expect(target.height).toBeGreaterThanOrEqual(44);
    expect(target.gap).toBeLessThanOrEqual(1.5); // the cell's border
  }
  const copper = panel.getByRole('checkbox', { name: 'Copper: Conducts electricity' });
  const copperCell = copper.locator('xpath=ancestor::td');
  await copperCell.click({ position: { x: 3, y: 3 } }); // its corner, far from the box
  await expect(copper).toBeChecked();
  const lustrous = panel.getByRole('checkbox', { name: 'Iodine: Lustrous' }); // the last column, behind the scroll
  const lustrousCell = lustrous.locator('xpath=ancestor::td');
  const cellBox = (await lustrousCell.boundingBox())!;
  await lustrousCell.click({ position: { x: cellBox.width - 3, y: cellBox.height - 3 } });
  await expect(lustrous).toBeChecked();
  await expect(saveState(panel)).toHaveText('Saved');
  await expectNoAxeViolations(panel);

  // 3. The long passage: Previous and Next stay at the bottom of the screen, over an opaque bar.
  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(question(panel, 3)).toBeVisible();
  expect(await panel.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2 * HEIGHT);
  const previous = panel.getByRole('button', { name: 'Previous' });
  const next = panel.getByRole('button', { name: 'Next' });
  const inView = async (button: Locator) => {
    const box = (await button.boundingBox())!;
    return box.y >= 0 && box.y + box.height <= HEIGHT;
  };
  expect(await inView(previous)).toBe(true);
  expect(await inView(next)).toBe(true);
  // Halfway down the passage: still there, over a bar of the theme's surface.
  await panel.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
  expect(await inView(next)).toBe(true);
  const barColour = await next.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
  expect(barColour).not.toBe('rgba(0, 0, 0, 0)');
  await panel.getByRole('radio', { name: 'B Decomposing algae use up the dissolved oxygen' }).click();
  await expect(saveState(panel)).toHaveText('Saved');
  await expectNoAxeViolations(panel);
  // At the end of the page the bar is back in its place and hides nothing: Submit can be tapped.
  await panel.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const submit = panel.getByRole('button', { name: 'Submit', exact: true });
  const submitBox = (await submit.boundingBox())!;
  expect(await panel.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent, [submitBox.x + submitBox.width / 2, submitBox.y + submitBox.height / 2])).toBe('Submit');

  // The same in the dark theme.
  await panel.evaluate(() => (document.body.className = 'dark'));
  await panel.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
  expect(await inView(next)).toBe(true);
  expect(await next.evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor)).not.toBe(barColour);
  await expectNoAxeViolations(panel);
  await panel.evaluate(() => (document.body.className = 'light'));

  // 4. Submitted: the result's table fits or shows that it scrolls; 'Not answered' is reachable.
  await submit.click();
  await panel.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit test' }).click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Your test is submitted.' })).toBeFocused();
  const table = panel.getByRole('region', { name: 'Marks by subject' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectFitsOrScrollHint(panel, table);
  const notAnswered = table.getByRole('columnheader', { name: 'Not answered' });
  await notAnswered.scrollIntoViewIfNeeded();
  const header = (await notAnswered.boundingBox())!;
  const frame = (await table.boundingBox())!;
  expect(header.x).toBeGreaterThanOrEqual(frame.x);
  expect(header.x + header.width).toBeLessThanOrEqual(Math.min(frame.x + frame.width, WIDTH) + 0.5);
  expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  await expectNoAxeViolations(panel);
  await panel.evaluate(() => (document.body.className = 'dark'));
  await expectNoAxeViolations(panel);
});
