import type { Kysely } from 'kysely';
import type { TForgotPasswordAccount, TForgotPasswordRequest } from '@portal/contract';
import { roleLabel } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { LoginRateLimiter } from '../../plugins/rate-limit.ts';
import type { NotificationSender } from './notification-sender.ts';
import { FORGOT_MESSAGES } from './password-messages.ts';
import { closeReset, deleteOldResets, findResetAccounts, insertReset, type ResetAccount } from './password.repository.ts';
import { TEMPORARY_PASSWORD_LIFETIME_MS, generateTemporaryPassword } from './temporary-password.ts';

export type ForgotAnswer = { message: string; result: TForgotPasswordAccount[] | null };

/** Rate-limit keys: per phone (every "sent" answer) and per client address (every answer). */
export function resetKeys(phone: string, ip: string) {
  return { account: `reset:phone:${phone}`, address: `reset:address:${ip}` };
}

const KEEP_RESETS_MS = 2 * 24 * 3600_000;
const CLEANUP_EVERY_MS = 10 * 60_000;

export type ForgotPasswordDeps = { db: Kysely<DB>; clock: Clock; limiter: LoginRateLimiter; sender: NotificationSender };

/**
 * POST /api/v2/user/forgotPassword [API-PWD-1] (decision 022). user_name is the phone. Several
 * accounts with it and no user_id: the list to choose from [PWD-FORGOT-5] (the spec needs it;
 * it tells that the phone is registered). One account, or user_id (with institute_id, if sent)
 * naming one of them [PWD-FORGOT-7]: a new temporary password is stored and sent, and the
 * answer is null [PWD-FORGOT-9]. No account (or a user_id that is not one of them): the same
 * null answer after the same hashing work, and nothing sent, so an unknown phone cannot be told
 * from a known one. Every "sent" answer counts against the phone's limit and every answer
 * against the address's; over either, 429 with Retry-After and nothing else happens.
 */
export function createForgotPasswordService({ db, clock, limiter, sender }: ForgotPasswordDeps) {
  let lastCleanup = 0;

  async function issue(account: ResetAccount & { phone: string }): Promise<void> {
    const password = generateTemporaryPassword();
    const hash = await hashPassword(password);
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + TEMPORARY_PASSWORD_LIFETIME_MS);
    const id = await db.transaction().execute((trx) => insertReset(trx, { userId: account.id, hash, createdAt: now, expiresAt }));
    try {
      await sender.sendTemporaryPassword(
        { userId: account.id, phone: account.phone, name: account.name, instituteName: account.institute_name },
        password,
      );
    } catch (err) {
      // A password nobody received must not stay usable.
      await closeReset(db, id, now);
      throw err;
    }
    if (now.getTime() - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = now.getTime();
      await deleteOldResets(db, new Date(now.getTime() - KEEP_RESETS_MS));
    }
  }

  return {
    async request(req: TForgotPasswordRequest, meta: { ip: string }): Promise<ForgotAnswer> {
      const phone = req.user_name;
      const keys = resetKeys(phone, meta.ip);
      // Both units are taken before any work, in the statements that judge the limits
      // (decision 029); the chooser, which sends nothing, gives the phone's back.
      const reservation = await limiter.reserve(keys);
      const accounts = await findResetAccounts(db, phone);

      // institute_id is the login page's hint: it narrows only together with user_id, as at login.
      const chosen =
        req.user_id !== undefined
          ? accounts.find((a) => a.id === req.user_id && (req.institute_id === undefined || a.institute_id === req.institute_id))
          : accounts.length === 1
            ? accounts[0]
            : undefined;
      if (req.user_id === undefined && accounts.length > 1) {
        await limiter.release(reservation, 'account');
        return {
          message: FORGOT_MESSAGES.choose,
          result: accounts.map((a) => ({
            user_id: a.id,
            institute_id: a.institute_id,
            name: a.name,
            display: roleLabel(a),
            institute_name: a.institute_name,
          })),
        };
      }

      if (chosen?.phone) await issue({ ...chosen, phone: chosen.phone });
      else await hashPassword(generateTemporaryPassword()); // the work of a real send, for no one
      return { message: FORGOT_MESSAGES.sent, result: null };
    },
  };
}

export type ForgotPasswordService = ReturnType<typeof createForgotPasswordService>;
