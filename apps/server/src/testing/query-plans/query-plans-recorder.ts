import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import { PG_TYPE_PARSERS } from '../../db/pg-types.mjs';
import { preparingPool } from '../../db/prepared-statements.ts';
import type { DB } from '../../db/types.ts';

/** One statement the server sent, with its values and the call that made it. */
export type RecordedQuery = { call: string; sql: string; parameters: readonly unknown[] };

export type RecordingDatabase = Database & {
  recorded: RecordedQuery[];
  /** Names the call whose statements are recorded next. */
  during(call: string): void;
};

/**
 * The server's PostgreSQL database as postgres-database.ts opens it (type parsers, named
 * statements), plus Kysely's log hook recording every statement that ran and its values:
 * the query-plans test explains exactly what the routes sent, not copies of their SQL.
 */
export function recordingDatabase(url: string): RecordingDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        PG_TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', (err) => console.error('PostgreSQL pool error', err));
  const recorded: RecordedQuery[] = [];
  let call = 'start';
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    log: (event) => {
      if (event.level === 'query') recorded.push({ call, sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  return {
    db,
    kind: 'postgres',
    recorded,
    during(next) {
      call = next;
    },
    close: () => db.destroy(),
  };
}
