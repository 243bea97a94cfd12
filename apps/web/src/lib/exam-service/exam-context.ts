import type { TSession } from '@portal/contract';
import { examTabs, type ExamTabs } from '@portal/domain/exam/exam-tabs-labels';
import { isParentLogin } from '@portal/domain/shell/user-role';
import { userTimeZone } from '../time-zone.ts';

/**
 * What My Exam and the exam reports read from the session [S2 §3 Session values used here], in
 * one place: the same learner, institute, modes and zone on both screens.
 */
export type ExamContext = {
  instituteId: number;
  accountId: number;
  userId: number;
  /** The student of the offline report (API-EXAM-9); null for an open user or a parent before choosing. */
  studentId: number | null;
  /** The session's academic year: the offline report is that year's. */
  acadYearId: number | null;
  userType: number;
  /** Greys every exam button and refuses it with the spec's text [EXAM-BTN-8]. */
  isParent: boolean;
  tabs: ExamTabs;
  /** Dates and times of the cards are shown in the institute's zone (the session's). */
  timeZone: string;
};

export function examContext(session: TSession): ExamContext {
  return {
    instituteId: session.institute_id,
    accountId: session.account_id,
    userId: session.user_id,
    studentId: session.student_id,
    acadYearId: session.acad_yr_id,
    userType: session.user_type,
    isParent: isParentLogin(session.user_type),
    // [EXAM-TAB-1..3]: the exam setting of the institute, the user type, whether there is a student.
    tabs: examTabs(session.inst_set_up.exam, session.user_type, session.student_id !== null),
    timeZone: userTimeZone(session),
  };
}

