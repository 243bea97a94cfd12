import { expect } from '@playwright/test';
import { expectNoAxeViolations, loginAs, openLogin, test } from './fixtures';

for (const theme of ['light', 'dark', 'blue', 'purple']) {
  test(`[SHELL-THEME-1] axe finds no violation on the login page in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await openLogin(page);
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expectNoAxeViolations(page);
  });

  test(`[SHELL-THEME-1] axe finds no violation in the shell in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await loginAs(page, '9000000001');
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expectNoAxeViolations(page);
  });
}
