import type { TSession } from '@portal/contract';
import { isOpenUser, isParentLogin } from '@portal/domain/shell/user-role';
import { isValidTimeZone } from '@portal/domain/session/expiry';
import type { AcademicYearRange } from '@portal/domain/timetable/bounds';
import type { InstituteSetup } from '@portal/domain/timetable/request-flags';
import { userTimeZone } from '../../lib/time-zone.ts';
import { learnerOf, type Learner } from './api/learner.ts';

/** What every part of the timetable reads from the session, in one place. */
export type TimetableContext = {
  instituteId: number;
  /** The learner's user (a parent's chosen child's): whose protected-video plays these are. */
  userId: number;
  learner: Learner | null;
  /** The student whose attendance the offline class card shows; null for a learner without one. */
  studentId: number | null;
  userType: number;
  isParent: boolean;
  isOpenUser: boolean;
  isSchool: boolean;
  setup: InstituteSetup;
  /** The selected academic year, or null when none is selected (the calendars are then unbounded). */
  academicYear: AcademicYearRange | null;
  /** The zone of the institute's wall times: the session's, else the browser's. */
  timeZone: string;
};

export function timetableContext(session: TSession): TimetableContext {
  return {
    instituteId: session.institute_id,
    userId: session.user_id,
    learner: learnerOf(session),
    studentId: session.student_id,
    userType: session.user_type,
    isParent: isParentLogin(session.user_type),
    isOpenUser: isOpenUser(session.user_type),
    isSchool: session.is_institute_type_school,
    setup: session.inst_set_up,
    academicYear: session.ay_start_date && session.ay_end_date ? { start_date: session.ay_start_date, end_date: session.ay_end_date } : null,
    timeZone: userTimeZone(session),
  };
}

/** The zone an answer names (API-TT-1 result.time_zone) when it is a real one, else the context's. */
export function answerZone(zone: string | null | undefined, fallback: string): string {
  return zone && isValidTimeZone(zone) ? zone : fallback;
}
