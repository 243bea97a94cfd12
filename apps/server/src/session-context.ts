import { notFound, sessionEnded } from './http-error.ts';

/** Who may call a route; every route declares one (checked at startup). */
/** 'api-key': the integration API's calls; its own hook checks the key (modules/ingest, decision 077). */
export type Access = 'public' | 'session' | 'student' | 'parent' | 'api-key';

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
  /**
   * The student the session acts for; null for an open user (type 99). In a parent session
   * whose child was not chosen (anyChild), the child this call names, else the one named last.
   */
  studentId: number | null;
  /** The parent's user id on a parent login. */
  parentId: number | null;
  academicYearId: number | null;
  deviceId: string;
  timeZone: string;
  isParent: boolean;
  /**
   * A parent session opened before a child was chosen [LOGIN-PARENT-1]: a call may name any of
   * the parent's children, and the auth plugin makes that child the acting one (decision 028).
   */
  anyChild: boolean;
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

/** The learner a timetable-style call names: exactly one of student_id and user_id [TT-DATA-6]. */
export type LearnerIds = { student_id?: number | undefined; user_id?: number | undefined };

/** Who a timetable-style call is for, once checked: the learner's user and, for a student, the student. */
export type Learner = { userId: number; studentId: number | null };

/**
 * The learner of a timetable, holiday or year-count call [TT-DATA-6]: student_id must be the
 * session's acting student (a parent reaches only the chosen child); user_id is what an open
 * user (type 99, no student) sends and must be their own. A student sending user_id, an open
 * user sending student_id, or any other id is 404, like an id that does not exist.
 */
export function assertLearner(session: SessionContext, ids: LearnerIds): Learner {
  if (ids.student_id !== undefined && ids.user_id === undefined) {
    assertStudent(session, ids.student_id);
    return { userId: session.userId, studentId: ids.student_id };
  }
  if (ids.user_id !== undefined && ids.student_id === undefined) {
    // Only an open user (no student) names themselves by user id; a parent always names a child.
    if (session.studentId !== null || session.isParent || ids.user_id !== session.userId) throw notFound();
    return { userId: session.userId, studentId: null };
  }
  throw notFound();
}
