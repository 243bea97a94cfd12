import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { PGLITE_PARSERS, pgliteDatabase, type Database } from '../db/client.ts';
import { postgresDatabase } from '../db/postgres-database.ts';
import { ensureDemoFiles } from '../demo/assignments-files.ts';
import { demoVimeoCatalogue } from '../demo/vimeo-catalogue.ts';
import { createDiskFileStore } from '../lib/file-store/disk-file-store.ts';
import type { FileStore } from '../lib/file-store/file-store.ts';
import { databaseUrlFor } from './postgres.ts';
import { testClock, type TestClock } from './test-clock.ts';

/**
 * A database of its own for one test file: the seeded snapshot loaded into a new in-memory
 * PGlite, or (DATABASE_URL set) a new PostgreSQL database copied from the seeded template
 * and dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    // pool.end() resolves before the sockets close; the forced drop below may then end one
    // of them, which is expected here and not worth a console line.
    const database = postgresDatabase(databaseUrlFor(url, name), (err) => {
      if ((err as { code?: string }).code !== '57P01') console.error('PostgreSQL pool error', err);
    });
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) throw new Error('The server global setup did not run (no database snapshot)');
  const pglite = new PGlite({
    loadDataDir: new Blob([readFileSync(snapshot)]),
    parsers: PGLITE_PARSERS,
    relaxedDurability: true,
  });
  await pglite.waitReady;
  return pgliteDatabase(pglite);
}

/** Settings of the suite: nothing read from the environment except defaults. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    webDist: '/nonexistent/portal-web-dist',
    logLevel: 'silent',
    // Every answer of every test is checked to be its contract's exactly (decision 054).
    checkResponses: true,
    ...overrides,
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  config: AppConfig;
  /** The app's file store, and the temporary folder it keeps its files in (removed on close). */
  files: FileStore;
  filesDir: string;
  close(): Promise<void>;
};

/**
 * The app over a test database with a fixed clock, its file store in a new temporary folder
 * (the demo files are written into it once the app is ready, as the start does). Pass `database` to share one
 * between apps, `fileStore` to wrap the disk store (a stub that fails like a full disk).
 */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    clock?: TestClock;
    database?: Database;
    fileStore?: (dir: string) => FileStore;
    /** A short body timeout, for tests over a real socket (buildApp's bodyTimeoutMs). */
    bodyTimeoutMs?: number;
    /** A short time for the rest of a refused body (buildApp's refusedBodyMs). */
    refusedBodyMs?: number;
    /** Told of every route as it is registered (buildApp's onRoute). */
    onRoute?: BuildAppOptions['onRoute'];
    /** Word of changes in place of the database's own (buildApp's changes). */
    changes?: BuildAppOptions['changes'];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const clock = options.clock ?? testClock();
  const config = testConfig(options.config);
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-test-files-'));
  const files = options.fileStore ? options.fileStore(filesDir) : createDiskFileStore(filesDir);
  const app = await buildApp({
    db: database.db,
    changes: options.changes ?? database.changes,
    clock,
    config,
    logger: false,
    fileStore: files,
    bodyTimeoutMs: options.bodyTimeoutMs,
    refusedBodyMs: options.refusedBodyMs,
    onRoute: options.onRoute,
    // The suite runs on the demo (its snapshot is the seeded database), as `npm start` does.
    vimeo: demoVimeoCatalogue,
  });
  await app.ready();
  // As at the start, a store that refuses them (the full-disk stub) leaves the demo files missing.
  await ensureDemoFiles(files, database.db).catch(() => 0);
  return {
    app,
    database,
    clock,
    config,
    files,
    filesDir,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
