import { defineConfig } from '@playwright/test';
import { E2E_NOW, OFFSET_VARIABLE } from './e2e/clock';

// Journeys run against the built app and the real server on a fresh embedded database.
const PORT = Number(process.env.E2E_PORT ?? 3100);

// One clock offset for the whole run (e2e/clock.ts): set here once, before the server and the
// workers start, which inherit it (the workers load this file again and keep it).
process.env[OFFSET_VARIABLE] ??= String(Date.parse(E2E_NOW) - Date.now());
if (Number(process.env[OFFSET_VARIABLE]) < 7 * 24 * 3600 * 1000) {
  // The session cookie's expiry is judged by the browser on the real clock (decision 032).
  throw new Error(`E2E_NOW (${E2E_NOW}) must lie at least a week ahead of today: move it forward in e2e/clock.ts`);
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A journey takes at most a third of this on a quiet machine (decision 032): a CPU hog beside
  // the run doubles some of them, and 30 s failed a 17 s journey once under CI's load.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The demo institutes are in India: the browser shares their calendar day, as their users do.
    timezoneId: 'Asia/Kolkata',
    // The DOM snapshots of a failure, without the screencast: filming every journey costs CPU
    // that a busy machine does not have (the failure screenshot is still taken).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: {
    command: 'rm -rf .tmp/e2e-data && node --import ./e2e/shift-clock.mjs apps/server/dist/server.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), DATA_DIR: '.tmp/e2e-data', LOG_LEVEL: 'warn', CHECK_RESPONSES: 'true', [OFFSET_VARIABLE]: process.env[OFFSET_VARIABLE] },
  },
});
