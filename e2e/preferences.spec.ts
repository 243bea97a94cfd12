import { expect } from '@playwright/test';
import { loginAs, mainMenu, test } from './fixtures';

test('[SHELL-THEME-3] [SHELL-THEME-4] [SHELL-THEME-5] the theme survives a reload', async ({ page }) => {
  await loginAs(page, '9000000001');
  await expect(page.locator('body')).toHaveClass(/\blight\b/);
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
});

test('[SHELL-LANG-1] [SHELL-LANG-5] the language survives a reload and sets html lang', async ({ page }) => {
  await loginAs(page, '9000000001');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Startseite' })).toBeVisible();
});

test('[SHELL-CTX-1] the context menu is blocked', async ({ page }) => {
  await loginAs(page, '9000000001');
  const prevented = await page.evaluate(() => {
    const e = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(e);
    return e.defaultPrevented;
  });
  expect(prevented).toBe(true);
  await expect(mainMenu(page)).toBeVisible();
});
