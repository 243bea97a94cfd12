import { expect, type Page } from '@playwright/test';
import { loginAs, mainMenu, PASSWORD, test } from './fixtures';

// The login page painted from the HTML before any script has run, and the app taking it over
// (issue 14, decision 053). Holding a chunk back puts the user on the shell for as long as needed,
// so each case is what a user on a slow phone meets, without waiting on the clock.

/** Holds every request for a build file matching `pattern` until the answered function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const shell = (page: Page) => page.locator('#login-shell');

test('the login form is on screen before the app has run; what is typed and Login pressed there are kept', async ({ page }) => {
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/my-account/');
  await expect(shell(page).getByRole('button', { name: 'Login' })).toBeVisible();
  await page.getByLabel('Email or Phone Number').fill('9000000001');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  release();
  await expect(page).toHaveURL(/\/my-account\/dashboard$/);
  await expect(mainMenu(page)).toBeVisible();
  await expect(shell(page)).toHaveCount(0);
});

test('a press on Login that the app takes over in the middle of still signs in (issue 14: it was lost)', async ({ page }) => {
  // The app's code runs, but its login page waits for this chunk: the shell stays until then.
  const release = await holdBack(page, /\/assets\/login-route-[\w-]+\.js$/);
  await page.goto('/my-account/');
  await page.getByLabel('Email or Phone Number').fill('9000000001');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const box = (await shell(page).getByRole('button', { name: 'Login' }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  // The app's login page is drawn behind the shell (the form in #root), which waits for the release.
  await expect(page.locator('#root button[type="submit"]')).toHaveCount(1);
  await expect(shell(page)).toHaveCount(1);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/my-account\/dashboard$/);
});

test('a signed-in user reloading a screen, or the login address, never sees the login form', async ({ page }) => {
  await loginAs(page, '9000000001');
  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
  await expect(shell(page)).toBeHidden();
  await page.goto('/my-account/');
  await expect(page).toHaveURL(/\/my-account\/dashboard$/);
  await expect(shell(page)).toHaveCount(0);
});
