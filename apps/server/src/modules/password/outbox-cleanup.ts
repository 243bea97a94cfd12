import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { TEMPORARY_PASSWORD_LIFETIME_MS } from './temporary-password.ts';

/** What an outbox message reads once its temporary password has expired (decision 022). */
export const EXPIRED_OUTBOX_BODY = '[removed: the temporary password in this message has expired]';
/** Outbox rows are kept this long (recipient and time, for support), then deleted. */
export const KEEP_OUTBOX_MS = 24 * 3600_000;
/** How often the running server cleans the outbox. */
export const OUTBOX_CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * Decision 022: the clear text of a temporary password must not outlive the password. Every
 * outbox body older than TEMPORARY_PASSWORD_LIFETIME_MS (30 minutes) is replaced by
 * EXPIRED_OUTBOX_BODY (the outbox carries only temporary passwords), and rows a day old are
 * deleted. Sent or not: an unsent message past its lifetime is useless to its reader too.
 */
export async function cleanOutbox(db: Kysely<DB>, now: Date): Promise<void> {
  await db
    .updateTable('notification_outbox')
    .set({ body: EXPIRED_OUTBOX_BODY })
    .where('created_at', '<=', new Date(now.getTime() - TEMPORARY_PASSWORD_LIFETIME_MS))
    .where('body', '<>', EXPIRED_OUTBOX_BODY)
    .execute();
  await db.deleteFrom('notification_outbox').where('created_at', '<', new Date(now.getTime() - KEEP_OUTBOX_MS)).execute();
}

/**
 * Cleans the outbox at start (onReady: what a stopped server left) and every 10 minutes while
 * it runs, so a body outlives its password by at most 10 minutes even when no one asks for a
 * new one (the default sender cleans on send too). The timer never keeps the process alive.
 */
export function registerOutboxCleanup(app: FastifyInstance, deps: { db: Kysely<DB>; clock: Clock }): void {
  const { db, clock } = deps;
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    cleanOutbox(db, clock.now()).catch((err: unknown) => app.log.error({ err }, 'notification outbox cleanup failed'));
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), OUTBOX_CLEANUP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
