import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { cleanOutbox, OUTBOX_CLEANUP_EVERY_MS } from './outbox-cleanup.ts';
import { TEMPORARY_PASSWORD_LIFETIME_MS } from './temporary-password.ts';

/** Who a temporary password goes to: the account's own registered phone. */
export type TemporaryPasswordRecipient = { userId: number; phone: string; name: string; instituteName: string };

/**
 * Delivers messages to people (decision 022). Chosen when the app is built (BuildAppOptions
 * `notifications`); the default queues in the notification_outbox table. An SMS provider plugs
 * in as another implementation (or as a worker that sends the outbox's unsent rows). An
 * implementation throws when it could not take the message; the temporary password is then
 * withdrawn and the call fails.
 */
export type NotificationSender = {
  sendTemporaryPassword(to: TemporaryPasswordRecipient, password: string): Promise<void>;
};

/** '******0004': enough for support to tell numbers apart, not enough to be the number. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '*'.repeat(phone.length) : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}

/** The SMS text: the password must reach the person, with what it is and how long it lasts. */
export function temporaryPasswordText(to: TemporaryPasswordRecipient, password: string): string {
  const minutes = Math.round(TEMPORARY_PASSWORD_LIFETIME_MS / 60_000);
  return (
    `${to.instituteName}: your temporary password is\n${password}\nIt works once, for ${minutes} minutes. ` +
    'Sign in with it and set a new password in your profile. If you did not ask for it, ignore this message: ' +
    'your password still works.'
  );
}

/**
 * The default sender: writes the SMS into notification_outbox (unsent) and logs a line without
 * the secret. At most every 10 minutes a send also cleans the outbox (cleanOutbox): bodies
 * older than the temporary password's 30 minutes are blanked, rows a day old deleted; the
 * server does the same at start and every 10 minutes (registerOutboxCleanup).
 */
export function createOutboxSender(deps: { db: Kysely<DB>; clock: Clock; log: FastifyBaseLogger }): NotificationSender {
  const { db, clock, log } = deps;
  let lastCleanup = 0;
  return {
    async sendTemporaryPassword(to, password) {
      const now = clock.now();
      await db
        .insertInto('notification_outbox')
        .values({ channel: 'sms', recipient: to.phone, body: temporaryPasswordText(to, password), user_id: to.userId, created_at: now })
        .execute();
      log.info(`temporary password queued for user ${to.userId} (phone ${maskPhone(to.phone)})`);
      if (now.getTime() - lastCleanup > OUTBOX_CLEANUP_EVERY_MS) {
        lastCleanup = now.getTime();
        await cleanOutbox(db, now);
      }
    },
  };
}
