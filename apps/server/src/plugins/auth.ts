import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isParentLogin, isValidTimeZone } from '@portal/domain';
import type { AppConfig } from '../config.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/types.ts';
import { notFound, sessionEnded, sessionReplaced, type HttpError } from '../http-error.ts';
import { hashToken } from '../lib/tokens.ts';
import type { SessionLookup } from '../sessions/sessions.ts';
import type { Access, SessionContext } from '../session-context.ts';
import { registerParentChild } from './parent-child.ts';
import type { SessionCache } from './session-cache.ts';

// Declaration merging needs interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Required on every route. */
    access?: Access;
    /** A GET that changes state (the spec's logout) still needs the Source header. */
    requireSource?: boolean;
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const SESSION_COOKIE = 'portal_session';

/**
 * The zone used when the TimeZone header is missing or not a zone this runtime knows: the
 * institutes are Indian, so the day ends at midnight in India rather than in UTC.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

const ACCESS: readonly Access[] = ['public', 'session', 'student', 'parent', 'api-key'];

export function requestTimeZone(request: FastifyRequest): string {
  const header = request.headers['timezone'];
  const zone = typeof header === 'string' ? header.trim() : '';
  return zone && zone.length <= 64 && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

// What newSessionToken makes: 32 random bytes as base64url.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * `Authorization: Bearer <token>` for non-browser callers, else the HttpOnly cookie. The spec's
 * client sends its own Authorization values (a base64 auth string [SESSION-AUTH-1], perhaps the
 * placeholder of webAccessToken): anything not shaped like our token is not ours and is passed
 * over, so the cookie still counts (decision 028).
 */
export function readToken(request: FastifyRequest): { token: string; fromCookie: boolean } | null {
  const auth = request.headers.authorization;
  if (auth && /^bearer\s+/i.test(auth)) {
    const token = auth.replace(/^bearer\s+/i, '').trim();
    if (TOKEN_SHAPE.test(token)) return { token, fromCookie: false };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, fromCookie: true } : null;
}

function toContext(row: SessionLookup): SessionContext {
  const isParent = isParentLogin(row.user_type);
  return {
    sessionId: row.id,
    loginUserId: row.user_id,
    userId: isParent && row.student_user_id !== null ? row.student_user_id : row.user_id,
    userType: row.user_type,
    accountId: isParent && row.student_account_id !== null ? row.student_account_id : row.account_id,
    instituteId: row.institute_id,
    studentId: row.student_id,
    parentId: isParent ? row.user_id : null,
    academicYearId: row.academic_year_id,
    deviceId: row.device_id,
    timeZone: row.time_zone,
    isParent,
    anyChild: isParent && row.any_child,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** Why a stored session no longer serves, or null while it does. */
function endedBecause(row: SessionLookup | undefined, now: Date): HttpError | null {
  if (!row) return sessionEnded();
  if (row.revoked_at) return row.revoked_reason === 'replaced' ? sessionReplaced() : sessionEnded();
  if (row.expires_at.getTime() <= now.getTime() || row.blocked) return sessionEnded();
  return null;
}

type SessionDeps = { db: Kysely<DB>; clock: Clock; sessions: SessionCache };

/** A token's session as it stands now, or why it no longer serves. */
async function liveSession(deps: SessionDeps, token: string): Promise<{ session: SessionContext } | { ended: HttpError }> {
  const row = await deps.sessions.find(deps.db, hashToken(token));
  const ended = endedBecause(row, deps.clock.now());
  return ended || !row ? { ended: ended ?? sessionEnded() } : { session: toContext(row) };
}

function cookieSecure(request: FastifyRequest, config: AppConfig): boolean {
  return config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, config: AppConfig, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: cookieSecure(request, config),
    // The browser drops it at the end of the login day too.
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', path: '/', secure: cookieSecure(request, config) });
}

/**
 * The session a page request's cookie holds, or null (none, ended, blocked): for hints on the
 * page itself (plugins/page-hints.ts), never for access. Nothing is thrown and no cookie dropped:
 * the page is public, and the app's own session check says what a dead session means.
 */
export function createPageSessionReader(deps: SessionDeps) {
  return async (request: FastifyRequest): Promise<SessionContext | null> => {
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie || !TOKEN_SHAPE.test(cookie)) return null;
    const found = await liveSession(deps, cookie);
    return 'session' in found ? found.session : null;
  };
}

/**
 * Every route must say who may call it, or the app refuses to start. Every non-public call
 * checks its session as it stands (kept per process until anything it was read from changes,
 * decision 057): expiry at the end of the login day [SESSION-EXP-2], revocation by
 * logout or by a sign-in elsewhere, and a block set since the login all end it with a 403.
 */
export function registerAuth(app: FastifyInstance, deps: SessionDeps & { config: AppConfig }): void {
  app.decorateRequest('session', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || !ACCESS.includes(access)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} must declare config.access (${ACCESS.join(' | ')})`,
      );
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public' || access === 'api-key') return;
    const found = readToken(request);
    if (!found) throw sessionEnded();
    const live = await liveSession(deps, found.token);
    if ('ended' in live) {
      // A dead cookie is dropped, so the browser stops sending it.
      if (found.fromCookie) clearSessionCookie(request, reply, deps.config);
      throw live.ended;
    }
    const session = live.session;
    request.session = session;
    // A route for the other kind of account does not exist for this one: 404, not the
    // logout-causing 403.
    if (access === 'student' && session.isParent) throw notFound();
    if (access === 'parent' && !session.isParent) throw notFound();
  });

  registerParentChild(app, deps.db, deps.sessions);
}
