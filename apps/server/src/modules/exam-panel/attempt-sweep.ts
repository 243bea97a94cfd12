import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { LATE_ANSWER_GRACE_MS } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { finishAttempt } from './attempt-finish.ts';
import type { TestContentCache } from './test-content.ts';

/** How often the running server ends attempts past their deadline. */
export const SWEEP_EVERY_MS = 15_000;

/**
 * An attempt is ended this long after its deadline: the late grace (answers given before the
 * deadline while the device was cut off are accepted by then, decision 070; the arrival grace of
 * decision 035 is shorter) and 10 s more for such a save still on its way to the database, which
 * the close would otherwise refuse. Until then it stays open and reads as over (seconds_left 0).
 */
export const CLOSE_AFTER_MS = LATE_ANSWER_GRACE_MS + 10_000;

export const isOverdue = (deadline: Date, now: Date): boolean => now.getTime() > deadline.getTime() + CLOSE_AFTER_MS;

/** Launches and attempt tokens are deleted this long after they expire. */
const KEEP_EXPIRED_MS = 3_600_000;
const BATCH = 100;

export type OverdueScope = { testId?: number; userId?: number; attemptId?: number };

/**
 * Ends the in-progress attempts past their deadline (and CLOSE_AFTER_MS), within `scope`: ended
 * by time (status expired), finished at the deadline, not at the time of the sweep (Moodle
 * MDL-43733), and scored with the answers they have. Each is ended by finishAttempt, so a sweep
 * racing a submit or another process's sweep scores it once. Returns how many this call ended.
 */
export async function closeOverdueAttempts(db: Kysely<DB>, contents: TestContentCache, now: Date, scope: OverdueScope = {}): Promise<number> {
  let closed = 0;
  for (let round = 0; round < 50; round++) {
    let q = db
      .selectFrom('exam_attempt')
      .select(['id', 'test_id', 'deadline'])
      .where('status', '=', 'in_progress')
      .where('deadline', '<', new Date(now.getTime() - CLOSE_AFTER_MS));
    if (scope.testId !== undefined) q = q.where('test_id', '=', scope.testId);
    if (scope.userId !== undefined) q = q.where('user_id', '=', scope.userId);
    if (scope.attemptId !== undefined) q = q.where('id', '=', scope.attemptId);
    const due = await q.orderBy('deadline').limit(BATCH).execute();
    for (const a of due) {
      if (await finishAttempt(db, await contents.get(a.test_id), a.id, { status: 'expired', finishedAt: a.deadline, now })) closed += 1;
    }
    if (due.length < BATCH) break;
  }
  return closed;
}

/** One pass of the timer: overdue attempts ended, spent or expired launch and attempt tokens deleted. */
export async function sweepPanel(db: Kysely<DB>, contents: TestContentCache, now: Date): Promise<number> {
  const closed = await closeOverdueAttempts(db, contents, now);
  const old = new Date(now.getTime() - KEEP_EXPIRED_MS);
  await db.deleteFrom('exam_launch').where('expires_at', '<', old).execute();
  await db.deleteFrom('exam_attempt_token').where('expires_at', '<', old).execute();
  return closed;
}

/**
 * Sweeps at start (onReady: what a stopped server left) and every `everyMs` while it runs, like
 * the outbox cleanup; the timer never keeps the process alive and stops on close. Reads (enter,
 * time, results) also end an overdue attempt they meet, so correctness never waits for it.
 * `everyMs` 0: no timer (decision 040: the suite's clock is moved by hand, and a timer firing
 * while a test has moved it would end attempts at a moment no test chose; tests call the sweep).
 */
export function registerAttemptSweep(app: FastifyInstance, deps: { db: Kysely<DB>; clock: Clock; contents: TestContentCache; everyMs: number }): void {
  const { db, clock, contents, everyMs } = deps;
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = () => {
    // A slow pass is not overlapped by the next.
    running ??= sweepPanel(db, contents, clock.now())
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err }, 'exam attempt sweep failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running; // the database closes after the app: let a pass in flight finish first
  });
}
