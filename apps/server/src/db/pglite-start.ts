import { lockDataDir, type DataDirLock } from './lock-file.ts';
import type { PgliteLike } from './pglite-like.ts';
import { RemotePglite } from './pglite-remote.ts';

export type StartingPglite = { pglite: PgliteLike; lock: DataDirLock };

/**
 * Takes the data-folder lock (throws DataDirLockedError at once when another process holds
 * it) and starts PGlite in DATA_DIR/pgdata in a worker thread, without waiting for it. This
 * module imports nothing heavy, so the server calls it first and loads the rest meanwhile.
 */
export function startPglite(dataDir: string, onFatal?: (err: Error) => void): StartingPglite {
  const lock = lockDataDir(dataDir);
  try {
    const pglite = new RemotePglite({ dataDir: `${dataDir}/pgdata`, onFatal: (err) => onFatal?.(err) });
    return { pglite, lock };
  } catch (err) {
    lock.release();
    throw err;
  }
}
