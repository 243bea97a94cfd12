import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { PGLITE_PARSERS, pgliteDatabase, type Database } from '../db/client.ts';
import { postgresDatabase } from '../db/postgres-database.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../demo/index.ts';
import { testClock } from './test-clock.ts';
import { SNAPSHOT_DIR, snapshotKey } from './snapshot.ts';
import { databaseUrlFor } from './postgres.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  export interface ProvidedContext {
    /** PGlite: a migrated, seeded data folder dumped as a tar file. */
    pgliteSnapshot: string | null;
    /** PostgreSQL: the name of the migrated, seeded template database. */
    postgresTemplate: string | null;
  }
}

async function prepare(database: Database): Promise<void> {
  await migrate(database.db);
  await seedDemoData(database.db, testClock());
}

/**
 * Migrates and seeds once per run (a fresh PGlite takes ~5 s on these machines); each test
 * file then loads the result in ~0.7 s. On PostgreSQL (DATABASE_URL) the result is a
 * template database that each file copies into its own database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `portal_test_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = postgresDatabase(databaseUrlFor(url, template));
    await prepare(database);
    await database.close(); // a template must have no open connection while it is copied
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', null);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const key = snapshotKey();
  const file = join(SNAPSHOT_DIR, `snapshot-${key}.tar`);
  if (!existsSync(file)) {
    const pglite = new PGlite({ parsers: PGLITE_PARSERS });
    const database = pgliteDatabase(pglite);
    await prepare(database);
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(`${file}.${process.pid}.tmp`, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    // Older snapshots are of older code; the rename makes the new one appear whole.
    for (const old of readdirSync(SNAPSHOT_DIR)) {
      if (old.startsWith('snapshot-') && old.endsWith('.tar')) rmSync(join(SNAPSHOT_DIR, old), { force: true });
    }
    renameSync(`${file}.${process.pid}.tmp`, file);
  }
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', null);
}
