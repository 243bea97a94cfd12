import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import { PG_TYPE_PARSERS } from './pglite-start.ts';
import type { DB } from './types.ts';

export { PG_TYPE_PARSERS as PGLITE_PARSERS } from './pglite-start.ts';

export type Database = {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Closes the database (and releases the data-folder lock for PGlite). */
  close(): Promise<void>;
};

/** A Database over a PGlite, or over one still starting (the first query waits for it). */
export function pgliteDatabase(pglite: PGlite | Promise<PGlite>, afterClose?: () => Promise<void>): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      const instance = await Promise.resolve(pglite).catch(() => undefined);
      if (instance && !instance.closed) await instance.close();
      await afterClose?.();
    },
  };
}

/** PostgreSQL through a pool; onPoolError hears idle-connection failures (without a handler pg kills the process). */
export function postgresDatabase(url: string, onPoolError?: (err: Error) => void): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        const own = PG_TYPE_PARSERS[oid as keyof typeof PG_TYPE_PARSERS];
        return own ?? pg.types.getTypeParser(oid, format as 'text');
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
