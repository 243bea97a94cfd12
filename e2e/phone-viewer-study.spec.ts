import { expect, type Locator, type Page } from '@playwright/test';
import { loginAs, test } from './fixtures';
import { expectPhoneFriendly, expectPhoneScreen, expectTapTargets, goByMenu, PHONE_USE, setLook } from './phone-checks';

// Issue 35 (decision 090): the media viewer, documents and homework on a 390 x 844 phone with touch.
test.use(PHONE_USE);

/** The viewer's facts on a phone: one toolbar row, a small share of the screen, body text readable, 44 px buttons. */
async function expectPhoneViewer(viewer: Locator, close: string) {
  const canvas = viewer.locator('canvas[data-page="1"]');
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  const dialog = (await viewer.boundingBox())!;
  const toolbar = (await viewer.getByRole('button', { name: close }).evaluate((b) => b.parentElement!.getBoundingClientRect().toJSON())) as DOMRect;
  expect(toolbar.height / dialog.height).toBeLessThanOrEqual(0.15);
  // One row: every button of the toolbar on the same line.
  const tops = await viewer.getByRole('button').evaluateAll((bs) => [...new Set(bs.map((b) => Math.round(b.getBoundingClientRect().top)))]);
  expect(tops).toHaveLength(1);
  // The body text on screen: the page's drawn width over its width in points, times its body size.
  const { shown, pagePt, bodyPt } = await canvas.evaluate((c) => ({ shown: c.getBoundingClientRect().width, pagePt: Number(c.dataset.pageWidth), bodyPt: Number(c.dataset.bodyPt) }));
  expect((shown / pagePt) * bodyPt).toBeGreaterThanOrEqual(10.9);
  await expectTapTargets(viewer.locator('button:visible, a[href]:visible, select:visible'));
}

/** Two fingers spread on the page area (Chrome's touch input): the page is drawn wider. */
async function pinchOut(page: Page, area: Locator) {
  const box = (await area.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  const at = (d: number) => [
    { x: x - d, y, id: 0 },
    { x: x + d, y, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(40) });
  for (const d of [60, 80, 100, 120]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(d) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('[issue 35] [VIEWER-FILE-1] [DOC-GROUP-2] [ASSIGN-STEP-2] the viewer, documents and homework on a phone, light and dark, English and French', async ({ page }) => {
  await loginAs(page, '9000000001');

  // Homework: the stepper and the upload zone in touch words, nothing sideways.
  await goByMenu(page, 'Homework');
  await page.getByRole('link', { name: 'Science project: Model of the solar system' }).click();
  await expect(page.getByRole('list', { name: /progress|steps/i })).toBeVisible();
  await expect(page.getByText(/drag and drop/i)).toHaveCount(0);
  await expectPhoneScreen(page, 'homework-light-en');

  // The eight-page guidelines: readable, one toolbar row, pinch zoom.
  await page.getByRole('button', { name: 'View Solar-system-model-guidelines.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'Solar-system-model-guidelines.pdf' });
  await expectPhoneViewer(viewer, 'Close');
  await expectPhoneFriendly(page, 'viewer-light-en');
  const canvas = viewer.locator('canvas[data-page="1"]');
  const before = (await canvas.boundingBox())!.width;
  await pinchOut(page, viewer.getByRole('region', { name: /the page/ }));
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(before * 2);
  await expectPhoneFriendly(page, 'viewer-pinched-light-en');
  await viewer.getByRole('button', { name: 'Next page' }).click();
  await expect(viewer.locator('canvas[data-page="2"]')).toBeVisible({ timeout: 15_000 });
  await expectPhoneScreen(page, 'viewer-page-2-light-en');
  await viewer.getByRole('button', { name: 'Close' }).click();

  // Documents: the groups that have files, the empty ones named in one line; a one-page file has no pager.
  await goByMenu(page, 'Documents');
  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Mathematics' });
  const notes = page.getByRole('article', { name: 'Squares and square roots: notes' });
  await expect(notes).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /\(0\)/ })).toHaveCount(0);
  await expect(page.getByText(/^No files under /)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Document type' }).getByRole('option')).toContainText(['All types', 'Assignment', 'eBook', 'Exam', 'Other', 'Video', 'YouTube']);
  await expectTapTargets(page.getByRole('main').locator('button:visible, a[href]:visible, select:visible'));
  await expectPhoneScreen(page, 'documents-light-en');
  await notes.getByRole('button', { name: 'View Squares and square roots: notes' }).click();
  const one = page.getByRole('dialog', { name: 'Squares and square roots: notes' });
  await expectPhoneViewer(one, 'Close');
  await expect(one.getByRole('button', { name: /page$/ })).toHaveCount(0);
  await expectPhoneScreen(page, 'viewer-one-page-light-en');
  await one.getByRole('button', { name: 'Close' }).click();

  // Dark, then French: the same viewer reads and fits.
  await setLook(page, { theme: 'Dark', language: 'Français' });
  await expect(page.getByText(/^Aucun fichier pour l’instant dans : /)).toBeVisible();
  await page.getByRole('combobox', { name: 'Matière' }).selectOption({ label: 'Mathematics' });
  const view = page.getByRole('button', { name: /Squares and square roots: notes$/ }).first();
  await expect(view).toBeVisible();
  await expectPhoneScreen(page, 'documents-dark-fr');
  await view.click();
  const fr = page.getByRole('dialog', { name: 'Squares and square roots: notes' });
  await expectPhoneViewer(fr, 'Fermer');
  await expectPhoneScreen(page, 'viewer-dark-fr');
});
