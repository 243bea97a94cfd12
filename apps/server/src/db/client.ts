import { Kysely } from 'kysely';
import { PGliteDialect } from './pglite-dialect.ts';
import type { PgliteLike } from './pglite-like.ts';
import type { DB } from './types.ts';

export { PG_TYPE_PARSERS as PGLITE_PARSERS } from './pg-types.mjs';
// PostgreSQL's pool is in postgres-database.ts: the server imports it (and pg) only when
// DATABASE_URL is set, since loading pg cost 0.1 s of every embedded start (decision 050).

export type Database = {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Closes the database (and releases the data-folder lock for PGlite). */
  close(): Promise<void>;
};

/** A Database over PGlite (in process, or in a worker and maybe still starting). */
export function pgliteDatabase(pglite: PgliteLike, afterClose?: () => Promise<void>): Database {
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
