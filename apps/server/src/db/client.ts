import { Kysely } from 'kysely';
import { CHANGE_CHANNEL, ChangeCounters, type ChangeFeed } from './change-feed.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { PgliteLike } from './pglite-like.ts';
import type { DB } from './types.ts';

export { PG_TYPE_PARSERS as PGLITE_PARSERS } from './pg-types.mjs';
// PostgreSQL's pool is in postgres-database.ts: the server imports it (and pg) only when
// DATABASE_URL is set, since loading pg cost 0.1 s of every embedded start (decision 050).

export type Database = {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Word of changes for the process's caches (decision 057); without it nothing is kept. */
  changes?: ChangeFeed;
  /** Closes the database (and releases the data-folder lock for PGlite). */
  close(): Promise<void>;
};

/** A Database over PGlite (in process, or in a worker and maybe still starting). */
export function pgliteDatabase(pglite: PgliteLike, afterClose?: () => Promise<void>): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  const changes = pgliteChangeFeed(pglite);
  return {
    db,
    kind: 'pglite',
    changes,
    async close() {
      await changes?.close();
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      await afterClose?.();
    },
  };
}

/**
 * PGlite's notifications come back with the result of the statement that committed them,
 * ahead of it (its protocol parser hands them out first), so this process hears its own
 * changes before the caller goes on; it is the only process on the data folder.
 */
function pgliteChangeFeed(pglite: PgliteLike): ChangeFeed | undefined {
  if (!pglite.listen) return undefined;
  const counters = new ChangeCounters();
  pglite.listen(CHANGE_CHANNEL, (payload) => counters.heard(payload)).then(
    () => counters.live(),
    // Not listening: the caches stay off, which is slower but right.
    () => counters.deaf(),
  );
  return counters.feed();
}
