import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, loginAs, mainMenu, test } from './fixtures';

/** A topic's toggle by its name (its counts follow the name in the button). */
const topicButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} \\d+ topics? · \\d+ files?$`) });

test('[STUDY-TAB-1] [STUDY-COURSE-2] [STUDY-TREE-1] [STUDY-TREE-2] [STUDY-TREE-3] [STUDY-TREE-4] [STUDY-MAT-2] a school student browses the library three topic levels down in both views and opens materials in the viewer', async ({ page }) => {
  await loginAs(page, '9000000001');
  await mainMenu(page).getByRole('link', { name: 'Study Materials' }).click();
  await expect(page).toHaveURL(/\/my-account\/studymaterial$/);
  await expect(page.getByRole('tab', { name: 'Study Library' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText("Click a standard's name to see its study material.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('group', { name: 'Standards' }).getByRole('button', { name: 'Class 8 CBSE' }).click();
  await page.getByRole('group', { name: 'Subjects' }).getByRole('button', { name: 'Mathematics' }).click();

  // The card view: three levels down, each topic with its counts.
  const first = topicButton(page, 'Rational Numbers');
  await expect(first).toHaveText(/Rational Numbers\s*3 topics · 6 files/);
  // Closed at first: the counts say what is inside, the materials show once it is opened.
  const notes = page.getByRole('article', { name: 'Rational numbers: summary notes' });
  await expect(notes).toBeHidden();
  await first.click();
  await expect(notes).toBeVisible();
  await topicButton(page, 'Properties of Rational Numbers').click();
  await topicButton(page, 'Closure, Commutativity and Associativity').click();
  const video = page.getByRole('article', { name: 'Worked example: additive inverse' });
  await expect(video).toBeVisible();
  await expectNoAxeViolations(page);

  // A protected video: its token by the material's file_id, then the stream with the watermark.
  const token = page.waitForRequest((r) => r.url().includes('/instFileSystem/videoOTP'));
  await video.getByRole('button', { name: 'Play Worked example: additive inverse' }).click();
  expect((await token).postDataJSON()).toMatchObject({ videoID: 'vdo-study-rational-1', file_id: expect.any(Number), institute_id: 101 });
  const player = page.getByRole('dialog', { name: 'Worked example: additive inverse' });
  await expect(player.locator('video')).toHaveAttribute('src', /\/api\/v1\/instFileSystem\/vdo\/[0-9a-f]{32}$/);
  await expect(player.getByText(/Aarav Sharma · 90/)).toBeVisible();
  await player.getByRole('button', { name: 'Close' }).click();
  await expect(player).toHaveCount(0);

  // The title view: the third level from the topic dropdown (indented twice) and its materials.
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Titles' }).click();
  const topic = page.getByRole('combobox', { name: 'Topic' });
  await topic.selectOption({ label: '\u00a0'.repeat(6) + 'Closure, Commutativity and Associativity' });
  await expect(page.getByText('Rational Numbers › Properties of Rational Numbers › Closure, Commutativity and Associativity', { exact: true })).toBeVisible();
  const worksheet = page.getByRole('article', { name: 'Properties worksheet' });
  await expect(worksheet.getByRole('button', { name: 'Download Properties worksheet' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Worked example: additive inverse' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Square roots by long division (revision)' })).toBeVisible();
  // Its parent's own e-book is not listed at the third level.
  await expect(page.getByRole('article', { name: 'NCERT chapter 1: Rational Numbers' })).toHaveCount(0);

  // Its parent lists its own and its subtopic's materials: a read-only PDF page by page.
  await topic.selectOption({ label: '\u00a0\u00a0\u00a0Properties of Rational Numbers' });
  await expect(page.getByText('Rational Numbers › Properties of Rational Numbers', { exact: true })).toBeVisible();
  const book = page.getByRole('article', { name: 'NCERT chapter 1: Rational Numbers' });
  await expect(book.getByText('View only')).toBeVisible();
  await expect(book.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Properties worksheet' })).toBeVisible();
  await book.getByRole('button', { name: 'View NCERT chapter 1: Rational Numbers' }).click();
  const viewer = page.getByRole('dialog', { name: 'NCERT chapter 1: Rational Numbers' });
  await expect(viewer.locator('canvas[data-page="1"]')).toBeVisible({ timeout: 15_000 });
  // One page: no pager in the viewer's toolbar (decision 090).
  await expect(viewer.getByRole('button', { name: 'Next page' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // A search by title, ignoring case [STUDY-SEARCH-1].
  await page.getByRole('searchbox', { name: 'Search by title' }).fill('WORKSHEET');
  await expect(page.getByRole('article', { name: 'Properties worksheet' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'NCERT chapter 1: Rational Numbers' })).toHaveCount(0);
});

test('[STUDY-TAB-2] [STUDY-COURSE-3] [STUDY-COURSE-1] an open user has only Purchased Products and opens a paid course\'s material', async ({ page }) => {
  await loginAs(page, '9000000003', 'coaching.localhost');
  await mainMenu(page).getByRole('link', { name: 'Study Materials' }).click();
  await expect(page.getByRole('tab')).toHaveText(['Purchased Products']);
  await expect(page.getByText('Click a product name to see its study material.')).toBeVisible();
  // Only the valid product's course: the expired Foundation Physics is not offered.
  const products = page.getByRole('group', { name: 'Products' });
  await expect(products.getByRole('button')).toHaveText(['NEET Crash Course: Study Pack']);
  await products.getByRole('button', { name: 'NEET Crash Course: Study Pack' }).click();
  await page.getByRole('group', { name: 'Subjects' }).getByRole('button', { name: 'Biology' }).click();
  await topicButton(page, 'Cell Biology').click();
  await topicButton(page, 'Cell Division').click();
  await topicButton(page, 'Mitosis').click();
  const diagram = page.getByRole('article', { name: 'Mitosis diagram' });
  await diagram.getByRole('button', { name: 'View Mitosis diagram' }).click();
  const viewer = page.getByRole('dialog', { name: 'Mitosis diagram' });
  const picture = viewer.getByRole('img', { name: 'Mitosis diagram' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(viewer.getByRole('button', { name: 'Download Mitosis diagram' })).toBeVisible();
  await expectNoAxeViolations(page);
});
