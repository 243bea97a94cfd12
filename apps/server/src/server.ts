import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError } from './db/lock-file.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/index.ts';

process.setSourceMapsEnabled(true);

const DEMO_LOGINS = [
  'School student:    9000000001 / demo1234',
  'Coaching student:  9000000002 / demo1234',
  'Parent of two:     9000000010 / demo1234',
];

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

/** Config, database (lock, migrate, seed when empty), HTTP; a clean close on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  // Where the start spends its time, logged with 'ready' (budget: under 2 s on an existing folder).
  const phases: Record<string, number> = {};
  let last = startedAt;
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - last);
    last = now;
  };
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  phase('config');
  // The app is built before the database is used (building runs no query), so that its
  // logger, with the secrets redacted, reports every step of the start.
  let app: FastifyInstance | undefined;
  let database: Database;
  try {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      onPoolError: (err) => app?.log.error({ err }, 'PostgreSQL connection error'),
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    throw err;
  }
  phase('openDatabase');

  let closing = false;
  const close = async (signal: string) => {
    if (closing) process.exit(1); // a second Ctrl-C: stop now
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app?.close();
    } finally {
      await database.close(); // PGlite: also releases the data-folder lock
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  try {
    app = await buildApp({ db: database.db, clock: systemClock, config, logger: true });
    phase('buildApp');
    const applied = await migrate(database.db);
    if (applied.length) app.log.info({ applied }, 'database migrated');
    phase('migrate');
    if (await seedIfEmpty(database.db, systemClock)) app.log.info('demo data created');
    phase('seed');
    await app.listen({ port: config.port, host: config.host });
    phase('listen');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      await database.close().catch(() => undefined);
      fail(`Port ${config.port} is already in use. Stop the other server, or set PORT to another port.`);
    }
    if (app) app.log.error({ err }, 'start failed');
    else console.error('start failed', err);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  process.stdout.write(
    [
      '',
      `  Portal: http://localhost:${port}/my-account/`,
      `  Data:   ${where}`,
      '  Demo logins:',
      ...DEMO_LOGINS.map((l) => `    ${l}`),
      '',
      '',
    ].join('\n'),
  );
  app.log.info({ port, startupMs: Math.round(performance.now() - startedAt), phases }, 'ready');
}

await main();
