import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_SEED_PARTS } from './demo/index.ts';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const RECORDER = fileURLToPath(new URL('./testing/module-loads/register.mjs', import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A data folder whose embedded database is migrated and then given `fill`. */
async function dataDir(fill: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-start-'));
  dirs.push(dir);
  const pglite = new PGlite(join(dir, 'pgdata'));
  const database = pgliteDatabase(pglite);
  await migrate(database.db);
  await pglite.exec(fill);
  await database.close();
  return dir;
}

/** Starts the server from source on `dir` until it is ready; what it printed and the modules it loaded. */
async function startOn(dir: string): Promise<{ stdout: string; loaded: string[] }> {
  const record = join(dir, 'modules.txt');
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', RECORDER, SERVER], {
    env: { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', RECORD_MODULE_LOADS: record, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (b: Buffer) => (stderr += b));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (b: Buffer) => {
      stdout += b;
      if (stdout.includes('"msg":"ready"')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}) before it was ready:\n${stdout}\n${stderr}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { stdout, loaded: readFileSync(record, 'utf8').split('\n').filter(Boolean) };
}

const OWN_INSTITUTE = `insert into institute (id, name, is_school, logo_url, favicon_url, file_manager, classes_mode, exam_mode)
  values (7001, 'Riverside School', true, '/logo.png', '/favicon.ico', 'BOTH', 'HYBRID_BLENDED', 'ONLINE')`;
const demoModules = (loaded: string[]) => loaded.filter((u) => u.includes('/apps/server/src/demo/'));

describe('[issue 33] the start and the demo (decision 075)', () => {
  it("a server started on an institute's own data loads no demo code and prints no demo logins", async () => {
    const { stdout, loaded } = await startOn(await dataDir(OWN_INSTITUTE));
    expect(loaded.some((u) => u.endsWith('/apps/server/src/start.ts'))).toBe(true);
    expect(demoModules(loaded)).toEqual([]);
    expect(stdout).not.toContain('Demo logins');
  });

  it('a server started on a demo database loads the demo (the probe above can fail)', async () => {
    const parts = DEMO_SEED_PARTS.map((p) => `('${p}')`).join(', ');
    const { stdout, loaded } = await startOn(await dataDir(`${OWN_INSTITUTE}; insert into demo_seed_part (name) values ${parts}`));
    expect(demoModules(loaded).some((u) => u.endsWith('/demo/start-demo.ts'))).toBe(true);
    expect(stdout).toContain('Demo logins');
  });
});
