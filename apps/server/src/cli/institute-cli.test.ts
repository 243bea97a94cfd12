import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript, spawnServer } from '../testing/spawn-server.ts';

// Issue 34: an institute and its key from the command line on a fresh data folder; the server
// then serves that institute alone (no demo) and the key opens the integration API.
const dir = mkdtempSync(join(tmpdir(), 'portal-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('[issue 34] npm run institute and npm run apikey on a fresh data folder', () => {
  it('create an institute and a key; the started server answers the key for it and runs no demo code', { timeout: 120_000 }, async () => {
    const created = runScript(dir, 'institute', ['create', '--name', 'Greenfield School', '--type', 'school', '--host', 'green.localhost']);
    expect(created, created.stderr).toMatchObject({ status: 0, stdout: '1\n' });
    const refused = runScript(dir, 'institute', ['create', '--name', 'X', '--type', 'college', '--host', 'x.localhost']);
    expect(refused).toMatchObject({ status: 1, stderr: "--type: expected 'school' or 'coaching'.\n" });
    const key = runScript(dir, 'apikey', ['create', '--institute', '1', '--name', 'nightly sync']);
    expect(key.status, key.stderr).toBe(0);
    expect(key.stdout).toMatch(/^pik_[A-Za-z0-9_-]{43}\n$/);
    expect(runScript(dir, 'apikey', ['list']).stdout).toContain('institute 1\tpik_');

    const server = await spawnServer(dir);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/ingest/v1/whoami`, { headers: { authorization: `Bearer ${key.stdout.trim()}` } });
      expect(await res.json()).toEqual({ institute_id: 1, institute_name: 'Greenfield School', key_name: 'nightly sync', scopes: ['write:*', 'read:*'] });
      expect(server.loaded().filter((u) => u.includes('/apps/server/src/demo/'))).toEqual([]);
      expect(server.stdout).not.toContain('Demo logins');
    } finally {
      await server.stop();
    }
    // The embedded database takes one process: with the server gone, the command runs again.
    expect(runScript(dir, 'apikey', ['revoke', '1'])).toMatchObject({ status: 0, stdout: 'Key 1 revoked.\n' });
  });
});
