import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { lockDataDir, type DataDirLock } from './lock-file.ts';

const DATE_OID = 1082;
const INT8_OID = 20;

// Dates stay 'YYYY-MM-DD' strings: turning them into Date objects would shift them by the
// server's time zone. count(*) is int8; the counts we read fit a JS number. The same
// parsers are set on node-postgres (client.ts), so both backends hand over the same values.
export const PG_TYPE_PARSERS = {
  [DATE_OID]: (value: string) => value,
  [INT8_OID]: (value: string) => Number(value),
};

export type StartingPglite = { pglite: Promise<PGlite>; lock: DataDirLock };

/**
 * Takes the data-folder lock (throws DataDirLockedError at once when another process holds
 * it) and starts PGlite in DATA_DIR/pgdata without waiting for it. This module imports
 * nothing heavy, so the server can call it first and load the rest while PGlite boots (its
 * start is mostly waiting on WebAssembly compilation and file reads).
 */
export function startPglite(dataDir: string): StartingPglite {
  const lock = lockDataDir(dataDir);
  const pglite = import('@electric-sql/pglite').then(async ({ PGlite }) => {
    const db = new PGlite(join(dataDir, 'pgdata'), { parsers: PG_TYPE_PARSERS });
    await db.waitReady;
    return db;
  });
  // Without a handler a failed start would be an unhandled rejection before anyone awaits it.
  pglite.catch(() => lock.release());
  return { pglite, lock };
}
