import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { pdfText } from '../apps/server/src/modules/fees/testing-pdf-text.ts';
import { expectNoAxeViolations, loginAs, mainMenu, newContext, test } from './fixtures';

const PORT = process.env.E2E_PORT ?? '3100';

/** `npm run sso:link` for the server under test (its data folder and port). */
function ssoLink(login: string, redirect: string): string {
  // The embedded server's data folder and port; never a DATABASE_URL or BASE_URL of the shell.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: '.tmp/e2e-data', PORT };
  delete env.DATABASE_URL;
  delete env.BASE_URL;
  // On the journeys' clock, as the server is (e2e/clock.ts): the link's times are the server's.
  const args = ['--import', './e2e/shift-clock.mjs', 'scripts/sso-link.mjs', '--login', login, '--redirect', redirect];
  const out = execFileSync(process.execPath, args, { env, encoding: 'utf8' });
  const link = out.match(/https?:\/\/\S+userLogin\?token=\S+/)?.[0];
  if (!link) throw new Error(`no link in: ${out}`);
  return link;
}

/** Opens Aarav's fees. */
async function openFees(page: Page) {
  await loginAs(page, '9000000001');
  await mainMenu(page).getByRole('link', { name: 'Fees' }).click();
  await expect(page).toHaveURL(/\/my-account\/fees$/);
}

test('[FEES-TAB-1] [FEES-STATUS-7] [FEES-MONEY-1] [FEES-COL-1] a school student sees the dues: overdue, in rupees, with the fine column', async ({ page }) => {
  await openFees(page);
  const due = page.getByRole('region', { name: 'Instalments due' });
  await expect(due.getByText('Overdue').first()).toBeVisible();
  await expect(due.getByText(/^Rs \d{1,2}(,\d{2})*,\d{3}$/).first()).toBeVisible();
  await expect(due.getByRole('columnheader', { name: 'Fine' })).toBeVisible(); // fines configured at the school [FEES-COL-1]
  await expectNoAxeViolations(page);
});

test('[FEES-TAB-1] [FEES-RCPT-2] the payment history downloads a receipt PDF with its number', async ({ page }) => {
  await openFees(page);
  await page.getByRole('tab', { name: 'Payment history' }).click();
  const history = page.getByRole('region', { name: 'Payments made' });
  const button = history.getByRole('button', { name: /^Download receipt / }).first();
  await expect(button).toBeVisible();
  const number = (await button.getAttribute('aria-label'))!.replace('Download receipt ', '');
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await pdfText(new Uint8Array(bytes))).toContain(number);
});

test('[FEES-COL-3] [FEES-COL-4] the coaching student sees no batch column (fee structure not linked) and no receipt buttons', async ({ page }) => {
  await loginAs(page, '9000000002', 'coaching.localhost');
  await mainMenu(page).getByRole('link', { name: 'Fees' }).click();
  const due = page.getByRole('region', { name: 'Instalments due' });
  await expect(due.getByRole('columnheader', { name: 'Install No.' })).toBeVisible();
  await expect(due.getByRole('columnheader', { name: /Batch|Standard/ })).toHaveCount(0);
  await expect(due.getByRole('columnheader', { name: 'Fine' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Payment history' }).click();
  const history = page.getByRole('region', { name: 'Payments made' });
  await expect(history.getByRole('columnheader', { name: 'Receipt No.' })).toBeVisible();
  await expect(history.getByRole('button', { name: /Download receipt/ })).toHaveCount(0);
});

test('[SSO-FLOW-3] [SSO-FLOW-7] [SSO-PAGE-1] a link from npm run sso:link signs in and lands on its address; used again, it is refused', async ({ page }) => {
  const link = ssoLink('9000000001', '/my-account/fees');
  await page.goto(link);
  await expect(page).toHaveURL(/\/my-account\/fees$/, { timeout: 15_000 });
  await expect(page.getByRole('tab', { name: 'Due details' })).toBeVisible();

  const second = await newContext(page.context().browser()!);
  const other = await second.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeVisible();
  await expect(other.getByText('The login link might be invalid or expired.')).toBeVisible();
  await expectNoAxeViolations(other);
  await second.close();
});
