import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { signSsoToken } from '../apps/server/src/modules/sso/sso-token.mjs';
import { e2eNow, indiaToday } from './clock';
import { test } from './fixtures';

// Issue 34's journey: an institute's own data on a fresh data folder, never the demo. The
// institute, its key and its sign-on secret come from the command line; its roster (the
// OneRoster example of docs/examples), timetable, homework and fees from `npm run import`; a
// student signs in through the institute's sign-on link, a parent sees the child, and the
// homework the student hands in comes back out of `npm run export`.

const run = promisify(execFile);
const PORT = Number(process.env.E2E_PORT ?? 3100) + 57;
const HOST = 'green.localhost';
const PORTAL = `http://${HOST}:${PORT}`;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let dataDir = '';
let server: ChildProcess | undefined;
const env = () => ({ ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn', PORTAL_URL: `http://127.0.0.1:${PORT}` });
const npm = async (args: string[], extra: Record<string, string> = {}) => (await run('npm', ['run', '-s', ...args], { env: { ...env(), ...extra }, maxBuffer: 16 * 1024 * 1024 })).stdout.trim();
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The example package with its school year moved to the one of today, and its classes on today. */
function examplePackage(into: string, today: string): number {
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 4 ? 1 : 0);
  const source = 'docs/examples/oneroster-greenfield';
  mkdirSync(into);
  for (const name of readdirSync(source)) {
    let text = readFileSync(join(source, name), 'utf8').replace(/\b2026-27\b/g, `${year}-${String(year + 1).slice(2)}`).replace(/\b2026\b/g, String(year)).replace(/\b2027\b/g, String(year + 1));
    if (name === 'sessions.csv') text = text.replace(new RegExp(`,${year}-12-01,`, 'g'), `,${today},`);
    writeFileSync(join(into, name), text);
  }
  return year;
}

async function startServer(): Promise<void> {
  server = spawn('node', ['--import', './e2e/shift-clock.mjs', 'apps/server/dist/server.js'], { env: env(), stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`http://127.0.0.1:${PORT}/api/health`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the portal did not start');
}

let institute = 0;
let secret = '';
let key = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-own-institute-'));
  // The embedded database is one process's: the institute, key and secret first, the server after.
  const created = await npm(['institute', '--', 'create', '--name', 'Greenfield School', '--type', 'school', '--host', HOST]);
  institute = Number(created);
  key = await npm(['apikey', '--', 'create', '--institute', String(institute), '--name', 'journey sync']);
  secret = await npm(['institute', '--', 'sso-secret', '--institute', String(institute)]);
  await startServer();

  const today = indiaToday();
  const folder = join(dataDir, 'roster');
  const year = examplePackage(folder, today);
  const imported = await npm(['import', '--', 'oneroster', folder], { PORTAL_API_KEY: key });
  expect(imported).toMatch(/: done\n\s+created \d+, updated 0, unchanged 0, deleted 0, failed 0/);
  writeFileSync(join(dataDir, 'homework.csv'), `source_id,batch_source_id,title,subject,description,due_date,due_time\nHW-1,cls-7a,Poem recitation notes,English,Write what the poem says in five lines.,${plusDays(today, 7)},18:00\n`);
  expect(await npm(['import', '--', 'csv', 'homework', join(dataDir, 'homework.csv')], { PORTAL_API_KEY: key })).toContain('created 1');
  writeFileSync(join(dataDir, 'fees.csv'), `source_id,student_source_id,academic_year_source_id,install_no,due_date,fee_name,amount\nFEE-1,usr-s-riya,as-${year},1,${plusDays(today, 10)},Tuition term 2,12500\n`);
  expect(await npm(['import', '--', 'csv', 'fees', join(dataDir, 'fees.csv')], { PORTAL_API_KEY: key })).toContain('created 1');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => server?.once('exit', resolve) ?? resolve(null));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the institute's sign-on link for `login` (signed as the institute's own system would). */
async function signOn(page: Page, login: string): Promise<void> {
  const token = signSsoToken({ inst: institute, login, redirect: null }, secret, e2eNow().getTime());
  await page.addInitScript(() => localStorage.setItem('promoSeen', '1'));
  await page.goto(`${PORTAL}/my-account/userLogin?token=${encodeURIComponent(token)}`);
}

test('[issue 34] a student of an imported roster signs on and finds her timetable, homework and fees; the homework she hands in is exported', async ({ page }) => {
  await signOn(page, '7100000001');
  await expect(page).toHaveURL(/\/my-account\/dashboard$/);
  await expect(page.getByText('Riya Menon').first()).toBeVisible();

  await page.goto(`${PORTAL}/my-account/timetable`);
  await expect(page.getByText('English').first()).toBeVisible();
  await expect(page.getByText('Poetry').first()).toBeVisible();

  await page.goto(`${PORTAL}/my-account/fees`);
  await expect(page.getByRole('row', { name: /Rs 12,500/ })).toBeVisible();

  await page.goto(`${PORTAL}/my-account/assignment`);
  await page.getByRole('link', { name: 'Poem recitation notes' }).click();
  await expect(page.getByText('Write what the poem says in five lines.')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles([{ name: 'poem.txt', mimeType: 'text/plain', buffer: Buffer.from('The poem is about the sea at night.\n') }]);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Submit assignment' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Assignment submitted successfully')).toBeVisible();

  const exported = (await npm(['export', '--', 'homework-submissions'], { PORTAL_API_KEY: key })).split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(exported).toContainEqual(expect.objectContaining({ student_source_id: 'usr-s-riya', homework_source_id: 'HW-1', status: 'Submitted', files: [expect.objectContaining({ name: 'poem.txt' })] }));
});

test('[issue 34] a parent of the imported roster signs on and chooses one of the two children', async ({ page }) => {
  await signOn(page, '7100000009');
  const dialog = page.getByRole('dialog', { name: 'Select Student' });
  await dialog.getByRole('radio', { name: /Riya/ }).check();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Anand Menon').first()).toBeVisible();
  // The child's fees, imported for Riya alone.
  await page.goto(`${PORTAL}/my-account/fees`);
  await expect(page.getByRole('row', { name: /Rs 12,500/ })).toBeVisible();
});
