import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { realTimeClock } from '../../testing/test-clock.ts';
import { DEMO_SSO_FILE, writeDemoSsoFile } from '../../demo/sso-secrets-file.ts';
import { exchange, keyLogin } from './test-tokens.ts';

const SCRIPT = fileURLToPath(new URL('../../../../../scripts/sso-link.mjs', import.meta.url));
const run = promisify(execFile);

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  // The script signs with the real time, so this app's clock follows the real time too (a clock
  // frozen here fell behind on a busy machine, and a token then looked issued in the future).
  t = await createTestApp({ clock: realTimeClock() });
  dataDir = mkdtempSync(join(tmpdir(), 'portal-sso-link-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `npm run sso:link -- ...` as a user would, on the test's data folder (never DATABASE_URL). */
function ssoLink(args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _ignored, BASE_URL: _base, PORT: _port, ...rest } = process.env;
  return run(process.execPath, [SCRIPT, ...args], { env: { ...rest, DATA_DIR: dataDir, ...env } });
}

describe('npm run sso:link (decision 018)', () => {
  it('[API-SSO-1] without the secrets file it says to start the portal once, and prints no link', async () => {
    const failed = await ssoLink(['--login', '9000000001']).then(
      () => null,
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toBe('');
    expect(failed?.stderr).toContain('Start the portal once');
  });

  it('the embedded server writes the demo secrets to DATA_DIR, readable by its owner only', async () => {
    expect(await writeDemoSsoFile(t.database.db, dataDir)).toBe(true);
    const path = join(dataDir, DEMO_SSO_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const file = JSON.parse(readFileSync(path, 'utf8'));
    expect(file.institutes.map((i: { id: number }) => i.id)).toEqual([101, 102, 106343]);
    expect(file.logins['9000000004']).toEqual([101, 102]);
    expect(file.logins['aarav@school.example']).toEqual([101]);
    expect(file.logins['9000000007']).toBeUndefined(); // blocked
    expect(await writeDemoSsoFile(t.database.db, dataDir)).toBe(false); // unchanged: not rewritten
  });

  it('[API-SSO-1] [SSO-FLOW-5] prints a link on PORT whose token the server accepts, landing on the redirect; its key signs in', async () => {
    const { stdout } = await ssoLink(['--login', '9000000001', '--redirect', '/my-account/fees'], { PORT: '4321' });
    const link = new URL(stdout.trim());
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:4321/my-account/userLogin');
    const res = await exchange(t.app, link.searchParams.get('token')!);
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ status: 'SUCCESS', inst_id: 101, phone: '9000000001', redirect_url: '/my-account/fees' });
    const signedIn = await keyLogin(t.app, result.phone, result.key, { institute_id: result.inst_id });
    expect(signedIn.res.statusCode).toBe(200);
    expect(signedIn.body.result).toMatchObject({ user_id: 1001 });
    // [API-SSO-1] usable once: the same link again is refused.
    expect((await exchange(t.app, link.searchParams.get('token')!)).statusCode).toBe(401);
  });

  it('[API-SSO-1] honours BASE_URL, finds the institute of a coaching login, and asks for --institute when a login is at two', async () => {
    const { stdout } = await ssoLink(['--login', '9000000002'], { BASE_URL: 'https://portal.example.com/' });
    const link = new URL(stdout.trim());
    expect(`${link.origin}${link.pathname}`).toBe('https://portal.example.com/my-account/userLogin');
    expect((await exchange(t.app, link.searchParams.get('token')!)).json().result).toMatchObject({ inst_id: 102, redirect_url: null });

    const ambiguous = await ssoLink(['--login', '9000000004']).catch((err: { code: number; stderr: string }) => err);
    expect(ambiguous).toMatchObject({ code: 1, stderr: expect.stringContaining('add --institute') });
    const chosen = await ssoLink(['--login', '9000000004', '--institute', '102']);
    const token = new URL(chosen.stdout.trim()).searchParams.get('token')!;
    expect((await exchange(t.app, token)).json().result).toMatchObject({ inst_id: 102 });
  });

  it('refuses an unknown login and a redirect that is not a path, with a message', async () => {
    for (const args of [['--login', '9000009999'], ['--login', '9000000001', '--redirect', 'https://evil.example']]) {
      const failed = await ssoLink(args).catch((err: { code: number; stdout: string; stderr: string }) => err);
      expect(failed).toMatchObject({ code: 1, stdout: '' });
      expect((failed as { stderr: string }).stderr.trim()).not.toBe('');
    }
  });
});
