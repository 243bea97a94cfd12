import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import { findAllowedChild, setSessionStudent } from '../sessions/sessions.ts';
import type { SessionCache } from './session-cache.ts';

// The names under which the calls name a student, and the learner's user (API-TT-1, API-FEES-1,
// API-PROFILE-1, API-ASSIGN-3, the calendar feed...), in the order they are looked at.
const STUDENT_KEYS = ['studentId', 'student_id', 'stud_id'] as const;
const USER_KEYS = ['user_id', 'userId'] as const;

type Named = { studentId: number } | { userId: number };

function firstNumber(sources: unknown[], keys: readonly string[]): number | undefined {
  for (const source of sources) {
    if (typeof source !== 'object' || source === null || Array.isArray(source)) continue;
    for (const key of keys) {
      const value = (source as Record<string, unknown>)[key];
      if (typeof value === 'number' && Number.isInteger(value)) return value;
    }
  }
  return undefined;
}

/** The student (or learner's user) a validated request names: path first, then body, then query. */
export function namedLearner(request: Pick<FastifyRequest, 'params' | 'body' | 'query'>): Named | undefined {
  const sources = [request.params, request.body, request.query];
  const studentId = firstNumber(sources, STUDENT_KEYS);
  if (studentId !== undefined) return { studentId };
  const userId = firstNumber(sources, USER_KEYS);
  return userId === undefined ? undefined : { userId };
}

/**
 * A parent session opened before a child was chosen (decision 028, LOGIN-PARENT-1): once the
 * request is validated, a call naming one of the parent's children (login allowed) acts for
 * that child, and the session remembers it for the calls that name no child (an assignment's
 * detail). A call naming anyone else is left as it is, so the service refuses it as for any
 * session (404). One place for every route: the services keep checking session.studentId.
 */
export function registerParentChild(app: FastifyInstance, db: Kysely<DB>, sessions: SessionCache): void {
  app.addHook('preHandler', async (request) => {
    const session = request.session;
    if (!session?.anyChild) return;
    const named = namedLearner(request);
    if (!named) return;
    const child = await findAllowedChild(db, session.loginUserId, named);
    if (!child) return;
    request.session = { ...session, studentId: child.student_id, userId: child.user_id, accountId: child.account_id };
    if (session.studentId !== child.student_id) {
      await setSessionStudent(db, session.sessionId, child.student_id);
      sessions.changed();
    }
  });
}
