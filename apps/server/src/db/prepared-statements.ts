import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** A statement text becomes a named (prepared) statement on its `ADMIT_AFTER`th run. */
export const ADMIT_AFTER = 3;
/** At most this many texts are ever named: each holds a plan in every backend that ran it. */
export const MAX_NAMED = 256;
/** Texts counted towards admission; past this, new texts stay unnamed. */
const MAX_COUNTED = 4096;

/**
 * Which statement texts run as named statements (decision 042). PostgreSQL plans an unnamed
 * statement on every run; on the exam start path planning cost more than executing (the
 * learner's card query: 1.3 ms of planning for 0.25 ms of work, pg_stat_statements). A named
 * statement is parsed once per connection and, after five runs, PostgreSQL may keep a generic
 * plan. Texts are admitted by frequency, so one-off statements (migrations, the seed, lists
 * whose IN clause varies in length) never take a slot, and the number of names is bounded.
 */
export function createStatementNamer(admitAfter = ADMIT_AFTER, maxNamed = MAX_NAMED) {
  const runs = new Map<string, number>();
  const names = new Map<string, string>();
  return {
    nameOf(text: string): string | undefined {
      const named = names.get(text);
      if (named !== undefined) return named;
      if (names.size >= maxNamed) return undefined;
      const n = (runs.get(text) ?? 0) + 1;
      if (n < admitAfter) {
        if (runs.has(text) || runs.size < MAX_COUNTED) runs.set(text, n);
        return undefined;
      }
      runs.delete(text);
      const name = `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
      return name;
    },
    get size() {
      return names.size;
    },
  };
}
export type StatementNamer = ReturnType<typeof createStatementNamer>;

const PREPARING = Symbol('preparing');
type Client = pg.PoolClient & { [PREPARING]?: true };

/**
 * The pg pool as Kysely's PostgresDialect takes it, each client's text queries sent with the
 * namer's name when it has one (pg parses a name once per connection). Cursors pass as they are.
 */
export function preparingPool(pool: pg.Pool, namer: StatementNamer = createStatementNamer()): PostgresPool {
  return {
    async connect() {
      const client = (await pool.connect()) as Client;
      if (!client[PREPARING]) {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((first: unknown, values?: unknown) => {
          const name = typeof first === 'string' ? namer.nameOf(first) : undefined;
          if (name === undefined) return values === undefined ? query(first) : query(first, values);
          return query({ name, text: first, values });
        }) as typeof client.query;
        client[PREPARING] = true;
      }
      return client as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
