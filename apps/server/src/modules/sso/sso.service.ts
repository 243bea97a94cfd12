import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ERROR_CODES, type TSsoResult } from '@portal/contract';
import { safeRedirectPath, SSO_SUCCESS_STATUS } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { HttpError } from '../../http-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { addressKey, type LoginRateLimiter } from '../../plugins/rate-limit.ts';
import { readSsoToken, ssoSignature, SSO_TOKEN_MAX_LIFETIME_S } from './sso-token.mjs';
import { deleteExpired, findIssuerSecret, findSsoUsers, insertLoginKey, markTokenUsed } from './sso.repository.ts';

/** The one answer of every failed exchange (decision 018): it never says which check failed. */
export const SSO_INVALID_MESSAGE = 'The login link is invalid or has expired.';
export const SSO_INVALID_CODE = ERROR_CODES.ssoInvalid;

/** How long the one-time login key of a successful exchange may be used. */
export const SSO_KEY_LIFETIME_MS = 60_000;

/** How far an issuer's clock may run ahead of ours (iat in the future). */
const CLOCK_SKEW_S = 60;
const CLEANUP_EVERY_MS = 10 * 60_000;

const ZPayload = z.object({
  inst: z.number().int().positive().max(2_147_483_647),
  login: z.string().max(254),
  redirect: z.string().max(2048).nullable(),
  iat: z.number().int().nonnegative(),
  exp: z.number().int().positive(),
  jti: z.string().min(16).max(128),
});

// Verified against when the institute has no secret, so an unknown institute costs the same HMAC.
const NO_SECRET = randomBytes(32).toString('base64url');

export const ssoInvalid = () => new HttpError(401, SSO_INVALID_CODE, SSO_INVALID_MESSAGE);

/**
 * The rate-limit keys of the exchange: per client address only, since no account is known yet.
 * One counter of its own, and the login's address counter, so failed links and failed
 * passwords from one address share that address's budget.
 */
function limitKeys(ip: string) {
  return { account: `sso:address:${ip}`, address: addressKey(ip) };
}

export type SsoDeps = { db: Kysely<DB>; clock: Clock; limiter: LoginRateLimiter };

/**
 * POST /prod/ext/sso/login [API-SSO-1]: exchanges a signed link token for a one-time login key.
 * The token must carry the signature of its institute's secret (constant-time compare), be
 * unexpired, live at most 5 minutes (exp - iat), not be issued in the future beyond a minute of
 * clock skew, not have been presented before, and name exactly one active account (student,
 * parent or open user; not blocked, not an admin) at that institute. Every failure is the same
 * 401 (SSO_INVALID_MESSAGE) and counts against the address's login rate limit.
 */
export function createSsoService({ db, clock, limiter }: SsoDeps) {
  let lastCleanup = 0;

  async function exchange(token: string): Promise<TSsoResult | null> {
    const now = clock.now();
    const nowS = Math.floor(now.getTime() / 1000);
    const parts = readSsoToken(token);
    const parsed = parts ? ZPayload.safeParse(parts.payload) : null;
    if (!parts || !parsed?.success) return null; // not a token at all: nothing to time
    const p = parsed.data;

    // Signature and times are checked together, after one secret lookup whatever the institute,
    // so the answer's timing does not tell an unknown institute from a bad signature.
    const issuer = await findIssuerSecret(db, p.inst);
    const expected = ssoSignature(parts.payloadPart, issuer?.secret ?? NO_SECRET);
    const signed = parts.signature.length === expected.length && timingSafeEqual(parts.signature, expected);
    const fresh = p.exp > nowS && p.iat < p.exp && p.exp - p.iat <= SSO_TOKEN_MAX_LIFETIME_S && p.iat <= nowS + CLOCK_SKEW_S;
    if (!issuer || !signed || !fresh) return null;

    const result = await db.transaction().execute(async (trx) => {
      // A signed token is spent on its first presentation, whatever follows.
      if (!(await markTokenUsed(trx, p.inst, p.jti, new Date(p.exp * 1000)))) return null;
      const users = await findSsoUsers(trx, p.inst, p.login.replace(/\s+/g, ''));
      // Two accounts with one login at one institute: a link names one person, not a choice.
      if (users.length !== 1) return null;
      const user = users[0]!;
      const key = randomBytes(32).toString('base64url');
      await insertLoginKey(trx, {
        keyHash: hashToken(key),
        userId: user.id,
        instituteId: p.inst,
        now,
        expiresAt: new Date(now.getTime() + SSO_KEY_LIFETIME_MS),
      });
      return {
        email_id: user.email,
        key,
        inst_id: p.inst,
        phone: user.phone,
        status: SSO_SUCCESS_STATUS,
        // Only a path on this portal is passed on (decision 016): never an open redirect.
        redirect_url: safeRedirectPath(p.redirect),
      };
    });

    if (now.getTime() - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = now.getTime();
      await deleteExpired(db, new Date(now.getTime() - CLOCK_SKEW_S * 1000));
    }
    return result;
  }

  return {
    async login(token: string, meta: { ip: string }): Promise<TSsoResult> {
      const keys = limitKeys(meta.ip);
      // Reserved in the statement that judges the limit (decision 029); a good link gives it back.
      const reservation = await limiter.reserve(keys);
      const result = await exchange(token);
      if (!result) throw ssoInvalid();
      await limiter.release(reservation);
      return result;
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
