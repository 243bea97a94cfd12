import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './client.ts';
import { postgresChangeFeed } from './change-feed-postgres.ts';
import { PG_TYPE_PARSERS } from './pg-types.mjs';
import { preparingPool } from './prepared-statements.ts';
import type { DB } from './types.ts';

/** Connections to PostgreSQL per server process. */
const POOL_SIZE = 10;

/** PostgreSQL through a pool; onPoolError hears idle-connection failures (without a handler pg kills the process). */
export function postgresDatabase(url: string, onPoolError?: (err: Error) => void): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    // Connections once opened stay open (min = max): a pool drained by a quiet hour met the
    // morning's exam start with ten new connections, each paying its password exchange and
    // planning every statement again, and the first half second of issue 13's burst waited
    // 150 ms (decision 049).
    min: POOL_SIZE,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        return PG_TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', (err) => (onPoolError ? onPoolError(err) : console.error('PostgreSQL pool error', err)));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  const changes = postgresChangeFeed(url, (err) => (onPoolError ? onPoolError(err) : console.error('PostgreSQL change feed error', err)));
  return {
    db,
    kind: 'postgres',
    changes,
    async close() {
      await changes.close();
      await db.destroy(); // ends the pool
    },
  };
}
