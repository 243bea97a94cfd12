import type { TSession } from '@portal/contract';
import { isOpenUser } from '@portal/domain/shell/user-role';
import { userTimeZone } from '../../lib/time-zone.ts';

/**
 * What the documents screen reads from the session, in one place: students ask by student_id
 * and subject, open users by user_id and course [DOC-LOAD-1] [DOC-FILTER-2].
 */
export type DocumentsContext = {
  instituteId: number;
  openUser: boolean;
  /** student_id for a student, user_id for an open user. */
  learnerId: number;
  /** The institute's days, for 'New Files' (decision 064). */
  timeZone: string;
};

export function documentsContext(session: TSession): DocumentsContext {
  const openUser = isOpenUser(session.user_type);
  return { instituteId: session.institute_id, openUser, learnerId: openUser ? session.user_id : (session.student_id ?? session.user_id), timeZone: userTimeZone(session) };
}
