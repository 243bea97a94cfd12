import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_SEED_PARTS } from './demo/index.ts';
import { spawnServer } from './testing/spawn-server.ts';

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
  const server = await spawnServer(dir);
  await server.stop();
  return { stdout: server.stdout, loaded: server.loaded() };
}

const OWN_INSTITUTE = `insert into institute (id, name, is_school, logo_url, favicon_url, file_manager, classes_mode, exam_mode)
  values (7001, 'Riverside School', true, '/logo.png', '/favicon.ico', 'BOTH', 'HYBRID_BLENDED', 'ONLINE')`;
const demoModules = (loaded: string[]) => loaded.filter((u) => u.includes('/apps/server/src/demo/'));

describe('[issue 33] the start and the demo (decision 075)', () => {
  it("a server started on an institute's own data loads no demo code and prints no demo logins", { timeout: 60_000 }, async () => {
    const { stdout, loaded } = await startOn(await dataDir(OWN_INSTITUTE));
    expect(loaded.some((u) => u.endsWith('/apps/server/src/start.ts'))).toBe(true);
    expect(demoModules(loaded)).toEqual([]);
    expect(stdout).not.toContain('Demo logins');
  });

  it('a server started on a demo database loads the demo (the probe above can fail)', { timeout: 60_000 }, async () => {
    const parts = DEMO_SEED_PARTS.map((p) => `('${p}')`).join(', ');
    const { stdout, loaded } = await startOn(await dataDir(`${OWN_INSTITUTE}; insert into demo_seed_part (name) values ${parts}`));
    expect(demoModules(loaded).some((u) => u.endsWith('/demo/start-demo.ts'))).toBe(true);
    expect(stdout).toContain('Demo logins');
  });
});
