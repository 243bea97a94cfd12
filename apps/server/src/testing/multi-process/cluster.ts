import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHaproxy, type Balancer } from './haproxy.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { startServer, type ServerProcess } from './server-process.ts';

export type Cluster = {
  db: ScratchDatabase;
  /** The one DATA_DIR both processes share (their file store is its files/ folder). */
  dataDir: string;
  a: ServerProcess;
  b: ServerProcess;
  lb: Balancer;
  /** Stops what was started, in reverse order; safe to call after a failed start. */
  stop(): Promise<void>;
};

/**
 * Two server processes on one fresh PostgreSQL database and one data folder, behind HAProxy: a
 * deployment of README's "Running several processes". Process a starts alone and migrates and
 * seeds the empty database; b starts once a answers, as a second instance joining a running
 * deployment does (both at once is safe for migrations and demo rows, which take advisory
 * locks, but the demo files of a first start would be written twice: decision 051).
 */
export async function startCluster(serverUrl: string, env: Record<string, string> = {}): Promise<Cluster> {
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    const errors: unknown[] = [];
    for (const part of started.reverse()) await part.stop().catch((err: unknown) => errors.push(err));
    started.length = 0;
    if (errors.length) throw new AggregateError(errors, 'stopping the cluster failed');
  };
  try {
    // One temporary folder holds everything: the shared DATA_DIR and HAProxy's configuration.
    const root = await mkdtemp(join(tmpdir(), 'portal-mp-'));
    started.push({ stop: () => rm(root, { recursive: true, force: true }) });
    const dataDir = join(root, 'data');
    await mkdir(dataDir);
    const db = await createScratchDatabase(serverUrl);
    started.push({ stop: db.drop });
    // TRUST_PROXY: behind HAProxy the client's address comes from X-Forwarded-For.
    const shared = { DATABASE_URL: db.url, DATA_DIR: dataDir, TRUST_PROXY: 'true', ...env };
    const a = await startServer({ name: 'a', env: shared });
    started.push(a);
    const b = await startServer({ name: 'b', env: shared });
    started.push(b);
    const lb = await startHaproxy(root, [a, b]);
    started.push(lb);
    return { db, dataDir, a, b, lb, stop };
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
}
