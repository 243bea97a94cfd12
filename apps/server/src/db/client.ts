import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import { lockDataDir } from './lock-file.ts';
import type { DB } from './types.ts';

export type Database = {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Closes the database (and releases the data-folder lock for PGlite). */
  close(): Promise<void>;
};

const DATE_OID = 1082;
const INT8_OID = 20;

// Dates stay 'YYYY-MM-DD' strings: turning them into Date objects would shift them by the
// server's time zone. count(*) is int8; the counts we read fit a JS number.
const keepText = (value: string) => value;
const toNumber = (value: string) => Number(value);

/** PGlite parsers matching the node-postgres ones below, so both backends hand over the same values. */
export const PGLITE_PARSERS = { [DATE_OID]: keepText, [INT8_OID]: toNumber };

export type OpenOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Called when an idle pooled connection fails (without a handler pg kills the process). */
  onPoolError?: (err: Error) => void;
};

/** PostgreSQL when a URL is given, else PGlite in DATA_DIR/pgdata under an exclusive lock. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return postgresDatabase(options.databaseUrl, options.onPoolError);
  const lock = lockDataDir(options.dataDir);
  try {
    // Loaded only when used: PGlite is the heaviest module, and a start must stay under 2 s.
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite(join(options.dataDir, 'pgdata'), { parsers: PGLITE_PARSERS });
    await pglite.waitReady;
    return pgliteDatabase(pglite, async () => lock.release());
  } catch (err) {
    lock.release();
    throw err;
  }
}

export function pgliteDatabase(pglite: PGlite, afterClose?: () => Promise<void>): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      await afterClose?.();
    },
  };
}

export function postgresDatabase(url: string, onPoolError?: (err: Error) => void): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === DATE_OID) return keepText;
        if (oid === INT8_OID) return toNumber;
        return pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', (err) => (onPoolError ? onPoolError(err) : console.error('PostgreSQL pool error', err)));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async close() {
      await db.destroy(); // ends the pool
    },
  };
}
