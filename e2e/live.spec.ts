import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, loginAs, loginAsParentOf, mainMenu, test } from './fixtures';
import { indiaToday } from './clock';

/** 'DD-MM-YYYY' of a 'YYYY-MM-DD' day. */
const dmy = (iso: string) => iso.split('-').reverse().join('-');

async function openLive(page: Page) {
  await mainMenu(page).getByRole('link', { name: 'Live Classes' }).click();
  await expect(page).toHaveURL(/\/my-account\/live$/);
  await expect(page.getByRole('heading', { level: 2, name: `Today, ${dmy(indiaToday())}` })).toBeVisible();
}

test('[LIVE-TAB-1] [LIVE-COUNT-4] [LIVE-COUNT-5] [LIVE-JOIN-6] a student sees the class in progress and joins it; a later class counts down', async ({ page, context }) => {
  await context.route('https://zoom.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Zoom</title>Live class' }));
  await context.route('https://*.webex.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Webex</title>Live class' }));
  await loginAs(page, '9000000001');
  await openLive(page);
  const ongoing = page.getByRole('article').filter({ hasText: 'Ongoing' }).first();
  await expect(ongoing).toBeVisible();
  const later = page.getByRole('article').filter({ hasText: 'Class has not started yet' }).first();
  await expect(later.getByText(/^\d+ hrs \d+ mins$/)).toBeVisible();
  await expect(later.getByRole('button', { name: /^Join / })).toBeDisabled();
  await expectNoAxeViolations(page);

  const asked = page.waitForRequest((r) => r.url().includes('/api/v1/meeting_manager/session/start/101/'));
  const popup = context.waitForEvent('page');
  await ongoing.getByRole('button', { name: /^Join / }).click();
  await asked;
  await expect(await popup).toHaveURL(/zoom\.example\.com|webex/);
});

test('[LIVE-PAST-1..4] [LIVE-LOAD-2] past classes: the count, a start after today refused, a range applied', async ({ page }) => {
  await loginAs(page, '9000000001');
  await openLive(page);
  await page.getByRole('tab', { name: 'Past classes' }).click();
  await expect(page.getByText(/^[1-9]\d* past class(es)? found$/)).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const from = page.getByLabel('From');
  const [y, m, d] = indiaToday().split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  await from.fill(tomorrow);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('Start Date Should Be Less Than Or Equal To  Current Date .');

  const weekAgo = new Date(Date.UTC(y, m - 1, d - 7)).toISOString().slice(0, 10);
  await from.fill(weekAgo);
  const asked = page.waitForRequest((r) => r.url().includes('/meeting_manager/getMeetingV2/') && r.postDataJSON()?.live_future_past === 2);
  await page.getByRole('button', { name: 'Apply' }).click();
  expect((await asked).postDataJSON()).toMatchObject({ from_date: dmy(weekAgo), to_date: dmy(indiaToday()) });
  await expect(page.getByText(/^[1-9]\d* past class(es)? found$/)).toBeVisible();
});

test('[LIVE-JOIN-1] a parent sees the class in progress and is refused at Join', async ({ page }) => {
  await loginAsParentOf(page, /Aarav/);
  await openLive(page);
  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/meeting_manager/session/start/')) asked = true;
  });
  await page.getByRole('article').filter({ hasText: 'Ongoing' }).first().getByRole('button', { name: /^Join / }).click();
  await expect(page.getByText('Parents are not allowed to join')).toBeVisible();
  expect(asked).toBe(false);
});

test('[LIVE-REC-9] a student plays a recording: it plays, and a seek lands', async ({ page }) => {
  await loginAs(page, '9000000001');
  await openLive(page);
  await page.getByRole('tab', { name: 'Past classes' }).click();
  await page.getByRole('button', { name: /^Recordings of / }).first().click();
  const popup = page.getByRole('dialog', { name: /^Recordings: / });
  await popup.getByRole('button', { name: /^Play / }).and(page.locator(':enabled')).first().click();
  const video = page.locator('dialog video');
  await expect(video).toBeVisible();
  // Muted, so the browser's autoplay rule cannot stop it; the test is about the stream.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        v.addEventListener('seeked', () => resolve(), { once: true });
        v.currentTime = 20;
      }),
  );
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(20);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(video).toBeHidden();
});

test('[VIEWER-VDO-1] [LIVE-REC-5] a coaching student plays a recording protected: a token, the stream, the watermark', async ({ page }) => {
  await loginAs(page, '9000000002');
  await openLive(page);
  await page.getByRole('tab', { name: 'Past classes' }).click();
  await page.getByRole('button', { name: /^Recordings of / }).first().click();
  const popup = page.getByRole('dialog', { name: /^Recordings: / });
  const asked = page.waitForRequest((r) => r.url().includes('/api/v1/instFileSystem/videoOTP'));
  await popup.getByRole('button', { name: /^Protected play: / }).and(page.locator(':enabled')).first().click();
  await asked;
  const video = page.locator('dialog video');
  await expect(video).toHaveAttribute('src', /\/api\/v1\/instFileSystem\/vdo\/[0-9a-f]{32}$/);
  await expect(page.locator('dialog').getByText(/ · 90••••••02$/)).toBeVisible();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  const reported = page.waitForRequest((r) => r.url().includes('/api/v1/instFileSystem/allocateWatchHistory'));
  await page.locator('dialog').filter({ has: page.locator('video') }).last().getByRole('button', { name: 'Close' }).click();
  expect((await reported).postDataJSON()).toMatchObject({ video_id: expect.any(String), watch_duration: expect.any(Number) });
  await expect(video).toBeHidden();
});

test('[LIVE-REC-3] [VIEWER-VIMEO-1] a school student plays a Vimeo recording in the media viewer', async ({ page }) => {
  // No outside service is reachable here: Vimeo's player is a stand-in page, at its real address.
  await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vimeo</title><p>Vimeo player</p>' }));
  await loginAs(page, '9000000001');
  await openLive(page);
  await page.getByRole('tab', { name: 'Past classes' }).click();
  const lists = page.getByRole('button', { name: /^Recordings of / });
  await expect(lists.first()).toBeVisible();
  // The school's flag is 5 (stored and Vimeo): the first past class with a recording on Vimeo.
  const vimeoPlay = page.getByRole('dialog', { name: /^Recordings: / }).getByRole('button', { name: /^Vimeo play: / }).and(page.locator(':enabled'));
  const popup = page.getByRole('dialog', { name: /^Recordings: / });
  for (let i = 0; i < (await lists.count()); i += 1) {
    // A class without recordings says so in a notice instead of opening the popup.
    const notices = page.getByText('Recording list is not available');
    const before = await notices.count();
    await lists.nth(i).click();
    await expect.poll(async () => (await popup.isVisible()) || (await notices.count()) > before).toBe(true);
    if (!(await popup.isVisible())) continue;
    if ((await vimeoPlay.count()) > 0) break;
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  }
  await vimeoPlay.first().click();
  const player = page.locator('dialog iframe[title^="Vimeo video: "]');
  await expect(player).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/\d+\?dnt=1$/);
  await expect(player.contentFrame().getByText('Vimeo player')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(player).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: /^Recordings: / })).toBeVisible();
});
