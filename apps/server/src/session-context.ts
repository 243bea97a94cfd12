import { notFound, sessionEnded } from './http-error.ts';

/** Who may call a route; every route declares one (checked at startup). */
export type Access = 'public' | 'session' | 'student' | 'parent';

/** Who is asking, resolved from the session token on every non-public call. */
export type SessionContext = {
  sessionId: string;
  /** The account that signed in: the parent on a parent login. */
  loginUserId: number;
  /** The wire `user_id`: the acting student's user on a parent login, else loginUserId. */
  userId: number;
  /** The signed-in account's type (a parent's type on a parent login). */
  userType: number;
  accountId: number;
  instituteId: number;
  /** The student the session acts for; null for an open user (type 99). */
  studentId: number | null;
  /** The parent's user id on a parent login. */
  parentId: number | null;
  academicYearId: number | null;
  deviceId: string;
  timeZone: string;
  isParent: boolean;
  createdAt: Date;
  expiresAt: Date;
};

/** The session of a call whose route is not public (the auth hook guarantees it). */
export function sessionOf(request: { session: SessionContext | null }): SessionContext {
  if (!request.session) throw sessionEnded();
  return request.session;
}

/**
 * An institute id from a path or body must be the session's. Another institute's id answers
 * 404 like an id that does not exist, so ids cannot be probed.
 */
export function assertInstitute(session: SessionContext, instituteId: number): void {
  if (session.instituteId !== instituteId) throw notFound();
}

/** A student id must be the session's acting student (a parent reaches only the chosen child). */
export function assertStudent(session: SessionContext, studentId: number): void {
  if (session.studentId === null || session.studentId !== studentId) throw notFound();
}

/** A user id must be the session's wire user id (or, on a parent login, the parent's own). */
export function assertUser(session: SessionContext, userId: number): void {
  if (userId !== session.userId && userId !== session.parentId) throw notFound();
}
