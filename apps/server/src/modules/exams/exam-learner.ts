import { notFound } from '../../http-error.ts';
import { assertInstitute, assertUser, type SessionContext } from '../../session-context.ts';

/**
 * Whom the exam calls are for: the learner's user (tests reach a learner through the batches
 * and products of their user, as for an open user, type 99), the institute, and the academic
 * year of the session (null: every year).
 */
export type ExamLearner = { userId: number; accountId: number; instituteId: number; academicYearId: number | null };

/**
 * The session's learner: a student, an open user, or a parent's chosen child. A parent session
 * whose child is not chosen yet (decision 028) has no learner: 404, like any id it cannot reach.
 */
export function examLearner(session: SessionContext): ExamLearner {
  if (session.isParent && session.studentId === null) throw notFound();
  return { userId: session.userId, accountId: session.accountId, instituteId: session.instituteId, academicYearId: session.academicYearId };
}

/**
 * The learner a call names by user id (API-EXAM-7's user_id, API-EXAM-5's x-prod-user-id) and
 * institute (x-prod-inst-id), each when sent: the session's own (a parent may also send their
 * own user id), else 404.
 */
export function namedExamLearner(session: SessionContext, ids: { userId?: number | undefined; instituteId?: number | undefined }): ExamLearner {
  if (ids.instituteId !== undefined) assertInstitute(session, ids.instituteId);
  if (ids.userId !== undefined) assertUser(session, ids.userId);
  return examLearner(session);
}
