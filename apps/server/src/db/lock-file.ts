import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

export type DataDirLock = { path: string; release(): void };

/**
 * Takes DATA_DIR/portal.lock for this process. Two processes on one PGlite folder corrupt it,
 * so a second one is refused while the first is alive; a lock left by a dead process (a crash,
 * kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { path, release: () => releaseLock(path) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readPid(path);
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(
        `Another portal process is using ${dataDir} (pid ${holder}). Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    // Stale (or our own from an earlier open in this process): remove and try again.
    try {
      unlinkSync(path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${path}; another process keeps creating it.`);
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the lock only if it is still ours (never another process's fresh lock). */
function releaseLock(path: string): void {
  if (readPid(path) !== process.pid) return;
  try {
    unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}
