import { expect, type Page } from '@playwright/test';
import { loginAs, test } from './fixtures';
import { expectMenuButtonUncovered, expectOneRowHeader, expectPhoneScreen, expectTapTargets, goByMenu, PHONE_USE, setLook } from './phone-checks';

// Issue 35 on a 390 px phone with touch (decision 088): the event calendar's legend matches its
// dots, a product's detail opens at its top, My Exam's label choice leaves the header uncovered
// and its labels all in view, the past classes' dates read DD-MM-YYYY in one width; in light and
// dark, English and French.
test.use(PHONE_USE);
test.describe.configure({ timeout: 150_000 });

type Texts = { menu: Record<'events' | 'products' | 'exam' | 'live', string>; back: RegExp; labels: string; past: string; upToToday: string };
const EN: Texts = {
  menu: { events: 'Event Calendar', products: 'My Products', exam: 'My Exam', live: 'Live Classes' },
  back: /^Back to My Products$/,
  labels: 'Test types',
  past: 'Past classes',
  upToToday: 'Up to today',
};
const FR: Texts = {
  menu: { events: 'Calendrier des événements', products: 'Mes produits', exam: 'Mes examens', live: 'Cours en direct' },
  back: /^Retour à Mes produits$/,
  labels: 'Types de test',
  past: 'Cours passés',
  upToToday: 'Jusqu’à aujourd’hui',
};

/** The legend shows dots where the grid does, and no icon the grid lacks. */
async function checkEvents(page: Page, texts: Texts, name: string) {
  await goByMenu(page, texts.menu.events);
  const grid = page.getByRole('table');
  await expect(grid.getByRole('button').first()).toBeVisible();
  const legend = page.getByRole('list', { name: /^(Legend|Légende)$/ });
  await expect(legend.locator('svg').filter({ visible: true })).toHaveCount(0);
  await expect(legend.locator('span[aria-hidden="true"]').filter({ visible: true })).toHaveCount(6); // 5 dots and the weekly off's shading
  await expectPhoneScreen(page, `events-${name}`);
}

/** A product far down the list opens at its top, its title in view. */
async function checkProducts(page: Page, texts: Texts, name: string) {
  await goByMenu(page, texts.menu.products);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  const last = cards.last();
  const title = (await last.getAttribute('aria-label')) ?? (await last.getByRole('heading').first().innerText());
  await last.getByRole('link', { name: title }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 400));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await last.getByRole('link', { name: title }).tap();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('article', { name: title }).getByRole('heading', { name: title })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const back = page.getByRole('link', { name: texts.back });
  await expectTapTargets(back);
  await expectPhoneScreen(page, `product-${name}`);
}

/** A label choice shows its tests with nothing over the header; every label is in view. */
async function checkExams(page: Page, texts: Texts, name: string) {
  await goByMenu(page, texts.menu.exam);
  const chips = page.getByRole('group', { name: texts.labels }).getByRole('button');
  await expect(chips.nth(2)).toBeAttached(); // three labels or more
  for (const chip of await chips.all()) await expect(chip).toBeInViewport({ ratio: 1 });
  await expectTapTargets(chips);
  await chips.first().tap();
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: /^(Tests received|Tests reçus)$/ })).toHaveCount(1);
  await expectMenuButtonUncovered(page);
  await expectOneRowHeader(page);
  await expectPhoneScreen(page, `exam-${name}`);
}

/** The past tab's two dates: DD-MM-YYYY (or up to today), in one width. */
async function checkLive(page: Page, texts: Texts, name: string) {
  await goByMenu(page, texts.menu.live);
  await page.getByRole('tab', { name: texts.past }).tap();
  const form = page.getByRole('form');
  const boxes = form.locator('input[type="date"]');
  await expect(boxes).toHaveCount(2);
  const [from, to] = await boxes.evaluateAll((inputs) => inputs.map((i) => ({ width: i.parentElement!.getBoundingClientRect().width, shown: i.parentElement!.textContent })));
  expect(from!.shown).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  expect(to!.shown === texts.upToToday || /^\d{2}-\d{2}-\d{4}$/.test(to!.shown ?? '')).toBe(true);
  expect(Math.abs(from!.width - to!.width)).toBeLessThanOrEqual(1);
  await expectTapTargets(form.getByRole('button'));
  await expectPhoneScreen(page, `live-past-${name}`);
}

test('[issue 35] a school pupil on a phone: events legend, product detail at its top, My Exam uncovered, past-class dates; light and dark, English and French', async ({ page }) => {
  await loginAs(page, '9000000001');
  await checkEvents(page, EN, 'light-en');
  await checkProducts(page, EN, 'light-en');
  await checkExams(page, EN, 'light-en');
  await checkLive(page, EN, 'light-en');

  await page.evaluate(() => window.scrollTo(0, 0));
  await setLook(page, { theme: 'Dark', language: 'Français' });
  await checkEvents(page, FR, 'dark-fr');
  await checkProducts(page, FR, 'dark-fr');
  await checkExams(page, FR, 'dark-fr');
  await checkLive(page, FR, 'dark-fr');
});
