import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dataDirFromEnv, usesExternalDatabase } from '../config-paths.ts';
import { PGLITE_PARSERS, pgliteDatabase, type Database } from '../db/client.ts';
import { lockDataDir } from '../db/lock-file.ts';
import { migrate } from '../db/migrate.ts';
import { postgresDatabase } from '../db/postgres-database.ts';

/**
 * The portal's database for a command: PostgreSQL when DATABASE_URL is set (at any time), else
 * the embedded one in DATA_DIR, which one process may open at a time: the server must be
 * stopped (the lock says so). Migrated first, as the server would.
 */
export async function openCliDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  let database: Database;
  if (usesExternalDatabase(env)) {
    database = postgresDatabase(env.DATABASE_URL!, (err) => console.error('PostgreSQL connection error', err));
  } else {
    const dataDir = dataDirFromEnv(env);
    const lock = lockDataDir(dataDir);
    const pglite = new PGlite(join(dataDir, 'pgdata'), { parsers: PGLITE_PARSERS });
    database = pgliteDatabase(pglite, async () => lock.release());
  }
  await migrate(database.db);
  return database;
}
