import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ATTEMPT_COOKIE, attemptPath } from '@portal/contract';
import { isParentLogin } from '@portal/domain';
import type { AppConfig } from '../../config.ts';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import { readToken } from '../../plugins/auth.ts';
import { findSessionByTokenHash } from '../../sessions/sessions.ts';
import { findAttempt, findAttemptByToken, insertAttemptToken, type AttemptRow } from './attempt.repository.ts';
import { parentNotAllowed, signInAgain } from './panel-errors.ts';

/** A new attempt token (256 bits from the CSPRNG): only its digest is stored. */
export async function issueAttemptToken(db: Kysely<DB>, attemptId: number, now: Date, expiresAt: Date): Promise<string> {
  const token = newSessionToken();
  await insertAttemptToken(db, { tokenHash: hashToken(token), attemptId, now, expiresAt });
  return token;
}

/**
 * The attempt cookie (decision 040): HttpOnly (page scripts never hold it), SameSite=Strict,
 * Secure under https as the session's, and sent only to the calls of its own attempt (Path), so
 * attempts in several windows keep one cookie each. It ends with the token.
 */
export function setAttemptCookie(request: FastifyRequest, reply: FastifyReply, config: AppConfig, attemptId: number, token: string, expiresAt: Date): void {
  reply.setCookie(ATTEMPT_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: attemptPath(attemptId),
    secure: config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure,
    expires: expiresAt,
  });
}

/**
 * What a panel call carries to say who is calling: the client's address, the attempt cookie and
 * the session token (cookie or Bearer). The routes read it from the request (callerOf); the
 * services take it as plain values and decide (decision 073).
 */
export type PanelCaller = { ip: string; attemptToken: string | undefined; sessionToken: string | null };

/** What a call on an attempt is judged by (attemptOfCaller): the credentials without the address. */
export type AttemptCaller = Omit<PanelCaller, 'ip'>;

export function callerOf(request: FastifyRequest): PanelCaller {
  return { ip: request.ip, attemptToken: request.cookies[ATTEMPT_COOKIE], sessionToken: readToken(request)?.token ?? null };
}

/** The session's learner user when the session is live (the auth plugin's rules), else null. */
export async function liveSessionUser(db: Kysely<DB>, sessionToken: string | null, now: Date): Promise<{ userId: number; parent: boolean } | null> {
  if (!sessionToken) return null;
  const s = await findSessionByTokenHash(db, hashToken(sessionToken));
  if (!s || s.revoked_at || s.blocked || s.expires_at.getTime() <= now.getTime()) return null;
  return { userId: s.user_id, parent: isParentLogin(s.user_type) };
}

/**
 * Who may act on attempt `attemptId` (decision 040): the holder of a live attempt token of that
 * attempt (the cookie), else the attempt's student by their live session (cookie or Bearer: a
 * new device, an app). A token of another attempt, or another learner's session, is 404 (the
 * attempt's existence is not told); a parent's session 400 [EXAM-BTN-8]; nothing that works
 * 401, on which the panel signs in again in place.
 */
export async function attemptOfCaller(db: Kysely<DB>, caller: AttemptCaller, attemptId: number, now: Date): Promise<AttemptRow> {
  const cookie = caller.attemptToken;
  if (cookie && cookie.length <= 200) {
    const byToken = await findAttemptByToken(db, hashToken(cookie), now);
    if (byToken) {
      if (byToken.id !== attemptId) throw notFound();
      return byToken;
    }
  }
  const user = await liveSessionUser(db, caller.sessionToken, now);
  if (!user) throw signInAgain();
  if (user.parent) throw parentNotAllowed();
  const attempt = await findAttempt(db, attemptId);
  if (!attempt || attempt.user_id !== user.userId) throw notFound();
  return attempt;
}
