import type { TSession } from '@portal/contract';
import { isParentLogin } from '@portal/domain/shell/user-role';

/** What the reports screen reads from the session, in one place. */
export type ReportContext = {
  instituteId: number;
  userId: number;
  /** The student's id for API-EXAM-4; null for an open user (who sends the user id, decision 043). */
  studentId: number | null;
  /** Parents view only: no remove control (decision 043). */
  isParent: boolean;
};

export function reportContext(session: TSession): ReportContext {
  return { instituteId: session.institute_id, userId: session.user_id, studentId: session.student_id, isParent: isParentLogin(session.user_type) };
}

