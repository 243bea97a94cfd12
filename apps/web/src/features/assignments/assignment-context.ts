import type { TSession } from '@portal/contract';
import { isOpenUser, isParentLogin } from '@portal/domain/shell/user-role';
import { userTimeZone } from '../../lib/time-zone.ts';

/** What the assignment screens need from the session [S1 §3.12a]. */
export type AssignContext = {
  instituteId: number;
  studentId: number;
  /** The academic year the list belongs to: a switch reloads it. */
  acadYearId: number | null;
  isSchool: boolean;
  /** A parent sees everything but may not save or submit [ASSIGN-PARENT-1/2]. */
  isParent: boolean;
  /** Due dates are shown in the institute's zone (the session's), as the server counts days. */
  timeZone: string;
};

/**
 * Assignments belong to a student: user type 99 has none (the menu hides the item, SHELL-SHORT)
 * and anyone reaching the address without a student sees a short note; no call is made.
 */
export function offersAssignments(session: TSession): session is TSession & { student_id: number } {
  return !isOpenUser(session.user_type) && session.student_id !== null;
}

export function assignContext(session: TSession & { student_id: number }): AssignContext {
  return {
    instituteId: session.institute_id,
    studentId: session.student_id,
    acadYearId: session.acad_yr_id,
    isSchool: session.is_institute_type_school,
    isParent: isParentLogin(session.user_type),
    timeZone: userTimeZone(session),
  };
}
