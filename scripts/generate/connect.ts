import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PG_TYPE_PARSERS } from '../../apps/server/src/db/pg-types.mjs';
import type { DB } from '../../apps/server/src/db/types.ts';

/**
 * One connection with the server's value parsers (dates stay 'YYYY-MM-DD', which the demo seed
 * relies on), but not the server's pool: that one names statements run three times, and a
 * named statement may get a generic plan, a poor choice for a bulk INSERT ... SELECT whose
 * institute range changes the row counts by orders of magnitude.
 */
export function openGeneratorDatabase(url: string): { db: Kysely<DB>; close(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        PG_TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // Without a handler pg ends the process on an idle connection's error (ARCHITECTURE.md).
  pool.on('error', (err) => console.error('PostgreSQL connection error', err));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, close: () => db.destroy() };
}
