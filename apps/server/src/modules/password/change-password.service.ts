import type { Kysely } from 'kysely';
import { ERROR_CODES, type TChangePasswordRequest } from '@portal/contract';
import { EXISTING_PASSWORD_WRONG, passwordChangeTarget, validateChangePassword } from '@portal/domain';
import { stripSpaces } from '@portal/domain/auth/login-validation';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { addressKey, type LoginRateLimiter } from '../../plugins/rate-limit.ts';
import { assertInstitute, type SessionContext } from '../../session-context.ts';
import { revokeActiveSessions } from '../../sessions/sessions.ts';
import { revokeFeedsOf } from '../calendar-feed/calendar-feed.service.ts';
import { CHANGE_PASSWORD_ERROR_TEXT, CHANGE_PASSWORD_SUCCESS_TEXT } from './password-messages.ts';
import { closeResetsOf, findPasswordAccount, findPendingReset, setPasswordHash } from './password.repository.ts';

/** The rate-limit key of wrong existing passwords: per account, whatever login name is sent. */
export function changePasswordKey(userId: number): string {
  return `password:change:${userId}`;
}

/** A login name as the login compares it: no spaces (the domain's stripSpaces [LOGIN-SCREEN-3]), any case. */
const loginName = (v: string) => stripSpaces(v).toLowerCase();

export type ChangePasswordDeps = {
  db: Kysely<DB>;
  clock: Clock;
  limiter: LoginRateLimiter;
  /** Told when the change ends other sessions (decision 057). */
  sessionsChanged?: () => void;
};

/**
 * POST /api/v1/changePwd [API-PWD-2] (decision 022). Every signed-in person changes their own
 * account's password (decision 020, reading A of [PWD-CHANGE-12]): userid must be the domain's
 * passwordChangeTarget (the parent's id on a parent login [PWD-CHANGE-9], never the child's)
 * and username that account's phone or email; anything else is 404, like an id that does not
 * exist. Then, in the spec's order [PWD-CHANGE-5]: the existing password must be the account's
 * [PWD-CHANGE-2] (or the temporary password this session was opened with), counted against a
 * rate limit when wrong, so a stolen session cannot guess the password; then the domain's
 * checks (validateChangePassword, with the person's name, phone and email as context). On
 * success, in one transaction: the new argon2id hash, every open reset of the account closed,
 * every other session of the account ended and its calendar feeds turned off (decision 029);
 * this session stays (the browser logs out after 2 s [PWD-CHANGE-8]).
 */
export function createChangePasswordService({ db, clock, limiter, sessionsChanged }: ChangePasswordDeps) {
  return {
    async change(session: SessionContext, req: TChangePasswordRequest, meta: { ip: string }): Promise<string> {
      assertInstitute(session, req.institute_id);
      const target = passwordChangeTarget({ userType: session.userType, userId: session.userId, parentId: session.parentId });
      if (!target || req.userid !== target.accountUserId || target.accountUserId !== session.loginUserId) throw notFound();
      const account = await findPasswordAccount(db, target.accountUserId);
      const names = [account?.phone, account?.email].filter((v): v is string => !!v).map(loginName);
      if (!account || !names.includes(loginName(req.username))) throw notFound();

      const keys = { account: changePasswordKey(account.id), address: addressKey(meta.ip) };
      // Reserved before argon2 runs, in the statement that judges the limit (decision 029).
      const reservation = await limiter.reserve(keys);
      const pending = await findPendingReset(db, session.sessionId);
      // Both hashes are always verified (the dummy when no reset is pending): same work either way.
      const [byPassword, byTemporary] = await Promise.all([
        verifyPassword(account.password_hash, req.oldPassword),
        verifyPassword(pending?.hash ?? (await dummyHash()), req.oldPassword),
      ]);
      // A wrong existing password keeps its unit; a right one gives it back.
      if (!byPassword && !(byTemporary && pending)) {
        throw new HttpError(400, ERROR_CODES.existingPasswordWrong, CHANGE_PASSWORD_ERROR_TEXT[EXISTING_PASSWORD_WRONG]);
      }
      await limiter.release(reservation);

      const context = [account.name, account.phone, account.email].filter((v): v is string => !!v);
      // The retyped password is the browser's check [PWD-CHANGE-3]; the call carries one new password.
      const problem = validateChangePassword({ existing: req.oldPassword, next: req.newPassword, retyped: req.newPassword, context });
      if (problem) {
        const text = CHANGE_PASSWORD_ERROR_TEXT[problem];
        throw new HttpError(400, ERROR_CODES.newPasswordRefused, text, [{ field: 'newPassword', message: text }]);
      }

      const hash = await hashPassword(req.newPassword);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, account.id, hash);
        await closeResetsOf(trx, account.id, now);
        await revokeActiveSessions(trx, account.id, 'logout', now, { except: session.sessionId });
        // A feed address made in a stolen session ends with that session (decision 029).
        await revokeFeedsOf(trx, account.id, now);
      });
      sessionsChanged?.();
      await limiter.clearAccount(keys);
      return CHANGE_PASSWORD_SUCCESS_TEXT[target.successKey];
    },
  };
}

export type ChangePasswordService = ReturnType<typeof createChangePasswordService>;
