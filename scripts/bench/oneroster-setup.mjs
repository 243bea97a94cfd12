// Set-up of the import bench (oneroster-import.mjs), not measured: a fresh database (PostgreSQL:
// a database of its own on DATABASE_URL's server, else the local one; the embedded database: a
// data folder of its own), the built server's first start on it (migrate and the demo's seed),
// then, with the server stopped (the embedded database has one process), a school institute and
// an integration key through the command line (npm run institute / npm run apikey).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { databaseUrls, dropDatabase, freshDatabase } from './exam-load-setup.mjs';
import { startServer } from './server-process.mjs';

const DB_NAME = 'portal_bench_oneroster';

function cli(script, args, env) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}`, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${script} ${args[0]} failed (${run.status}): ${run.stderr}`);
  return run.stdout.trim();
}

/**
 * The server on a fresh database with the bench school and its key: `{ base, pid, key, shown,
 * kill(), stop() }`; stop() stops the server and drops what the bench made.
 */
export async function importBenchServer({ postgres, port }) {
  const dataDir = postgres ? '.tmp/bench-oneroster-pg-data' : '.tmp/bench-oneroster-data';
  const urls = postgres ? databaseUrls(process.env.DATABASE_URL, DB_NAME) : null;
  const env = postgres ? { DATABASE_URL: urls.bench } : { DATABASE_URL: '' };
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true });
  if (postgres) await freshDatabase(urls.admin, urls.shown, DB_NAME);
  const first = await startServer({ port, dataDir, env, timeoutMs: 300_000 });
  await first.stop();
  const cliEnv = { ...env, DATA_DIR: dataDir };
  const institute = cli('institute-cli.ts', ['create', '--name', 'Bench School', '--type', 'school', '--host', 'bench-school.localhost'], cliEnv);
  const key = cli('apikey-cli.ts', ['create', '--institute', institute, '--name', 'bench'], cliEnv);
  const server = await startServer({ port, dataDir, env, timeoutMs: 300_000 });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: server.pid,
    key,
    instituteId: Number(institute),
    shown: postgres ? `PostgreSQL (${urls.shown})` : `the embedded database (${dataDir})`,
    /** Ends the server at once (it would otherwise finish a running import before it exits). */
    kill: () => process.kill(server.pid, 'SIGKILL'),
    async stop() {
      await server.stop();
      if (postgres && process.env.BENCH_ONEROSTER_KEEP_DB !== '1') await dropDatabase(urls.admin, DB_NAME);
      if (existsSync(dataDir)) rmSync(dataDir, { recursive: true });
    },
  };
}
