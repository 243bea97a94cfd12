import { isOpenUser } from '@portal/domain';
import { notFound } from '../../http-error.ts';
import { assertStudent, type SessionContext } from '../../session-context.ts';

/** Whom a timetable call is for: the learner's user (batches are joined by user) and student. */
export type Learner = { userId: number; studentId: number | null };

/**
 * The learner a timetable call names [TT-DATA-6]: an open user (type 99, no student) sends
 * user_id, which must be the session's user; everyone else sends student_id, which must be
 * the session's acting student (a parent reaches only the chosen child). The other key, or
 * any other id, is 404 like an id that does not exist.
 */
export function learnerOf(session: SessionContext, ids: { student_id?: number | undefined; user_id?: number | undefined }): Learner {
  if (isOpenUser(session.userType) && session.studentId === null) {
    if (ids.student_id !== undefined || ids.user_id !== session.userId) throw notFound();
    return { userId: session.userId, studentId: null };
  }
  if (ids.user_id !== undefined || ids.student_id === undefined) throw notFound();
  assertStudent(session, ids.student_id);
  return { userId: session.userId, studentId: ids.student_id };
}
