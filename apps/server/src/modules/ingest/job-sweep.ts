import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';

/** No import runs this long (50,000 pupils take under 2 minutes): one still "running" died with its server. */
export const JOB_LIFETIME_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;
export const INTERRUPTED = 'The server stopped during this import. What was written before it stays; send the upload again (unchanged records are skipped).';

/**
 * Jobs left `running` by a server that stopped are marked failed, with what to do (decision 078).
 * `all`: every running job, when no other process can be running one (the embedded database is
 * one process's); otherwise those older than JOB_LIFETIME_MS.
 */
export async function sweepInterruptedJobs(db: Kysely<DB>, now: Date, all: boolean): Promise<number> {
  const r = await db
    .updateTable('import_job')
    .set({ state: 'failed', message: INTERRUPTED, finished_at: now })
    .where('state', '=', 'running')
    .$if(!all, (q) => q.where('created_at', '<', new Date(now.getTime() - JOB_LIFETIME_MS)))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** At start, and every 10 minutes; the timer never keeps the process alive. */
export function registerJobSweep(app: FastifyInstance, { db, clock, soleProcess }: { db: Kysely<DB>; clock: Clock; soleProcess: boolean }): void {
  let timer: NodeJS.Timeout | undefined;
  const run = (all: boolean) =>
    sweepInterruptedJobs(db, clock.now(), all)
      .then((n) => n > 0 && app.log.warn({ jobs: n }, 'import jobs interrupted by a stop marked failed'))
      .catch((err: unknown) => app.log.error({ err }, 'import job sweep failed'));
  app.addHook('onReady', async () => {
    await run(soleProcess);
    timer = setInterval(() => void run(false), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
