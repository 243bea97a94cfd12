import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, loginAs, mainMenu, test } from './fixtures';

/** My Products from the menu: the list has loaded when the tabs carry their counts. */
async function openProducts(page: Page) {
  await mainMenu(page).getByRole('link', { name: 'My Products' }).click();
  await expect(page).toHaveURL(/\/my-account\/product$/);
  await expect(page.getByRole('tab', { name: /^Active \(\d+\)$/ })).toBeVisible();
}

/** No outside service is reachable here: YouTube's and Vimeo's players are stand-in pages at their real addresses. */
async function standInPlayers(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>YouTube</title><p>YouTube player</p>' }));
  await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vimeo</title><p>Vimeo player</p>' }));
}

test('[PROD-LOAD-1] [PROD-TAB-1..3] [PROD-BUY-1] [PROD-CARD-1..5] [PROD-DETAIL-1..5] a school student sees active and expired products, plays a product\'s sample videos and goes back', async ({ page }) => {
  await standInPlayers(page);
  await loginAs(page, '9000000001');
  await openProducts(page);
  const active = page.getByRole('tab', { name: 'Active (2)' });
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Expired (1)' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  const english = page.getByRole('article', { name: 'Spoken English Starter' });
  await expect(english.getByText('Price: Free')).toBeVisible();
  const olympiad = page.getByRole('article', { name: 'Class 8 Olympiad Mathematics' });
  await expect(olympiad.getByText('Price: INR 2,499')).toBeVisible();
  await expect(olympiad.getByText(/International Mathematics Olympiad/)).toBeVisible();
  const buyMore = page.getByRole('link', { name: 'Buy more products (opens in a new window)' });
  await expect(buyMore).toHaveAttribute('href', 'https://store.sunrise-school.example.com/');
  await expect(buyMore).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  await olympiad.getByRole('link', { name: 'Class 8 Olympiad Mathematics' }).click();
  await expect(page).toHaveURL(/\/my-account\/product\/\d+$/);
  await expect(page.getByRole('article', { name: 'Class 8 Olympiad Mathematics' })).toBeVisible();
  await expect(page.getByText('12 full-length olympiad mock tests with worked solutions')).toBeVisible();

  // The direct mp4 plays in the page's own player, from the sample-video route.
  const video = page.getByLabel('Class 8 Olympiad Mathematics: sample video 2');
  await expect(video).toBeVisible();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true; // The browser's autoplay rule cannot stop a muted play; the test is about the stream.
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await expectNoAxeViolations(page);

  // The YouTube sample opens YouTube's no-cookie player in the media viewer.
  await page.getByRole('button', { name: 'Play sample video 1 (YouTube)' }).click();
  const viewer = page.getByRole('dialog', { name: 'Class 8 Olympiad Mathematics: sample video 1' });
  await expect(viewer.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/bUu8gC1nXsE?rel=0');
  await expect(viewer.frameLocator('iframe').getByText('YouTube player')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await page.getByRole('link', { name: 'Back to My Products' }).click();
  await expect(page).toHaveURL(/\/my-account\/product$/);
  await expect(page.getByRole('tab', { name: 'Active (2)' })).toHaveAttribute('aria-selected', 'true');
});

test('[PROD-TAB-4] [PROD-SPLIT-1] [PROD-DETAIL-2] [PROD-DETAIL-5] [SHELL-THEME-1] the Expired tab is kept across a product\'s detail and another screen (dark theme)', async ({ page }) => {
  await standInPlayers(page);
  // The dark theme: axe checks the card accents' contrast there too.
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await loginAs(page, '9000000001');
  await openProducts(page);
  await page.getByRole('tab', { name: 'Expired (1)' }).click();
  const camp = page.getByRole('article', { name: 'Summer Science Camp 2026' });
  await expect(camp).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await camp.getByRole('link', { name: 'Summer Science Camp 2026' }).click();
  await expect(page).toHaveURL(/\/my-account\/product\/\d+$/);
  await page.getByRole('button', { name: 'Play sample video 1 (Vimeo)' }).click();
  const viewer = page.getByRole('dialog', { name: 'Summer Science Camp 2026: sample video 1' });
  await expect(viewer.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
  await expectNoAxeViolations(page);
  await viewer.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Back to My Products' }).click();
  await expect(page.getByRole('tab', { name: 'Expired (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: 'Summer Science Camp 2026' })).toBeVisible();

  // Another screen and back by the menu: still the Expired tab.
  await mainMenu(page).getByRole('link', { name: 'Time Table' }).click();
  await expect(page).toHaveURL(/\/my-account\/timetable$/);
  await openProducts(page);
  await expect(page.getByRole('tab', { name: 'Expired (1)' })).toHaveAttribute('aria-selected', 'true');
});
