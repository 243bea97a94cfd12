import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import type { AppConfig } from './config.ts';
import { pgliteDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import type { StartingPglite } from './db/pglite-start.ts';
import { servesDemo } from './demo-mode.ts';
import { createDiskFileStore } from './lib/file-store/disk-file-store.ts';
import { deferredVimeo } from './modules/live/vimeo-catalogue.ts';
import { configuredVimeo } from './modules/live/vimeo-api-catalogue.ts';

export type StartOptions = {
  config: AppConfig;
  /** The embedded database, already starting (absent when DATABASE_URL is set). */
  embedded: StartingPglite | undefined;
  startedAt: number;
  fail: (message: string) => never;
};

/** Database, app, migrations, the demo when this database serves it (decision 075), listen; a clean close on SIGINT/SIGTERM. */
export async function start({ config, embedded, startedAt, fail }: StartOptions): Promise<void> {
  // Where the start spends its time, logged with 'ready'.
  const phases: Record<string, number> = { load: Math.round(performance.now() - startedAt) };
  let last = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - last);
    last = now;
  };

  let app: FastifyInstance | undefined;
  let demoLogins: string[] = [];
  const database: Database = embedded
    ? pgliteDatabase(embedded.pglite, async () => embedded.lock.release())
    : (await import('./db/postgres-database.ts')).postgresDatabase(config.databaseUrl!, (err) =>
        app?.log.error({ err }, 'PostgreSQL connection error'),
      );

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
    // Building runs no query, so it overlaps the database start; its logger (secrets
    // redacted) then reports every later step.
    const files = createDiskFileStore(join(config.dataDir, 'files'));
    const vimeo = deferredVimeo();
    app = await buildApp({ db: database.db, changes: database.changes, clock: systemClock, config, logger: true, fileStore: files, vimeo });
    phase('buildApp');
    const applied = await migrate(database.db);
    if (applied.length) app.log.info({ applied }, 'database migrated');
    phase('database');
    if (await servesDemo(database.db, config)) {
      // Loaded only here: a server on an institute's own data never loads the demo's code.
      const demo = await import('./demo/start-demo.ts');
      const log = app.log;
      vimeo.use((await demo.startDemo({ db: database.db, clock: systemClock, files, log, ssoFileDir: embedded ? config.dataDir : undefined })).vimeo);
      demoLogins = demo.DEMO_LOGINS;
      phase('demo');
    } else {
      const log = app.log;
      vimeo.use(configuredVimeo(config, (fields, message) => log.warn(fields, message)));
    }
    await app.listen({ port: config.port, host: config.host });
    phase('listen');
  } catch (err) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(`Port ${config.port} is already in use. Stop the other server, or set PORT to another port.`);
    }
    if (app) app.log.error({ err }, 'start failed');
    else console.error('start failed', err);
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
      ...(demoLogins.length ? ['  Demo logins:', ...demoLogins.map((l) => `    ${l}`)] : []),
      '',
      '',
    ].join('\n'),
  );
  // CPU time of the whole process (all threads) says what the start costs when the machine is busy.
  const cpu = process.cpuUsage();
  const startupCpuMs = Math.round((cpu.user + cpu.system) / 1000);
  app.log.info({ port, startupMs: Math.round(performance.now() - startedAt), startupCpuMs, phases }, 'ready');
}
