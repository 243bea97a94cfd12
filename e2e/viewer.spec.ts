import { expect } from '@playwright/test';
import { expectNoAxeViolations, loginAs, mainMenu, test } from './fixtures';

type Read = { status: number; bytes: number; total: number };

test('[VIEWER-FILE-1] [VIEWER-IMG-1] [VIEWER-TYPE-1] a student opens the project guidelines page by page and the diagram in the media viewer', async ({ page }) => {
  await loginAs(page, '9000000001');
  await mainMenu(page).getByRole('link', { name: 'Homework' }).click();
  await page.getByRole('link', { name: 'Science project: Model of the solar system' }).click();
  await expect(page).toHaveURL(/\/my-account\/assignment\/\d+$/);

  // Every read of the file, as the browser received it.
  const reads: Read[] = [];
  page.on('response', (r) => {
    if (!r.url().includes('/onlineAssignment/file')) return;
    const total = /\/(\d+)$/.exec(r.headers()['content-range'] ?? '')?.[1];
    reads.push({ status: r.status(), bytes: Number(r.headers()['content-length']), total: Number(total ?? NaN) });
  });

  const open = page.getByRole('button', { name: 'View Solar-system-model-guidelines.pdf' });
  await open.click();
  const viewer = page.getByRole('dialog', { name: 'Solar-system-model-guidelines.pdf' });
  await expect(viewer.getByText('Page 1 of 8')).toBeVisible();
  await expect(viewer.locator('canvas[data-page="1"]')).toBeVisible({ timeout: 15_000 });
  // Page by page with Range: the first page shows after a fraction of the file's bytes.
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.every((r) => r.status === 206)).toBe(true);
  const total = reads[0]!.total;
  expect(total).toBeGreaterThan(400_000);
  expect(reads.reduce((sum, r) => sum + r.bytes, 0)).toBeLessThan(total / 2);

  await viewer.getByRole('button', { name: 'Next page' }).click();
  await expect(viewer.getByText('Page 2 of 8')).toBeVisible();
  await expect(viewer.locator('canvas[data-page="2"]')).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);

  // Escape closes and focus returns to the button that opened the viewer.
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(open).toBeFocused();

  await page.getByRole('button', { name: 'View Solar-system-diagram.png' }).click();
  const picture = page.getByRole('dialog', { name: 'Solar-system-diagram.png' }).getByRole('img', { name: 'Solar-system-diagram.png' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});
