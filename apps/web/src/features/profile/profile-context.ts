import type { TSession, TStudentProfile } from '@portal/contract';
import { canEditProfile } from '@portal/domain/profile/edit-permission';
import { dayKey } from '@portal/domain/format/date-time';
import { isOpenUser, isParentLogin } from '@portal/domain/shell/user-role';
import { userTimeZone } from '../../lib/time-zone.ts';

/** Where a profile is read and saved: the session's institute, the signed-in user and the student. */
export type ProfileTarget = { instituteId: number; userId: number; studentId: number };

/** What the profile screen needs from the session. */
export type ProfileContext = {
  isSchool: boolean;
  userType: number;
  isParent: boolean;
  /** Null for a person without a student record (open users): nothing is loaded or saved. */
  target: ProfileTarget | null;
  /** Today in the user's zone, 'YYYY-MM-DD', for the date-of-birth checks [PROFILE-DOB-1/6]. */
  today: string;
};

/**
 * Open users (user type 99) have no student record: the server answers 404 for them, so the
 * screen asks nothing (decision 023). A session without a student id is treated the same.
 */
export function hasStudentRecord(session: TSession): session is TSession & { student_id: number } {
  return !isOpenUser(session.user_type) && session.student_id !== null;
}

/**
 * The profile of the student to show: the session's student (a parent's chosen child) saved as
 * the signed-in user [PROFILE-LOAD-1]; edits are the student's own (the server checks the user).
 */
export function profileContext(session: TSession, now: Date = new Date()): ProfileContext {
  return {
    isSchool: session.is_institute_type_school,
    userType: session.user_type,
    isParent: isParentLogin(session.user_type),
    target: hasStudentRecord(session) ? { instituteId: session.institute_id, userId: session.user_id, studentId: session.student_id } : null,
    today: dayKey(now, userTimeZone(session)),
  };
}

/**
 * A person without a student record sees the header from the session (name, phone, email,
 * photo, joined date) and '-' everywhere else [PROFILE-EDU-3] [PROFILE-DISP-1] (decision 023).
 */
export function sessionProfile(session: TSession): TStudentProfile {
  return {
    name: session.name,
    photo_url: session.photo_url,
    join_date: session.join_date,
    student_phone: session.phone_no,
    current_address: null,
    student_email: session.email_id,
    standard: null,
    assignedCourses: null,
    roll_no: null,
    mother_tongue: null,
    gender: null,
    country: null,
    birth_place: null,
    religion: null,
    blood_group: null,
    student_adhar_card: null,
    dob: null,
    state: null,
    parent_name: null,
    parent_email: null,
    parent_profession: null,
    parent_phone: null,
    parent_adhar_card: null,
    guardian_name: null,
    guardian_email: null,
    guardian_phone: null,
    permanent_address: null,
    student_profile_update_restrict: false,
  };
}

/** The edit icons and the saves: the domain's rule [PROFILE-EDIT-1/2], reading A of [PROFILE-EDIT-3]. */
export function mayEditProfile(ctx: ProfileContext, profile: TStudentProfile): boolean {
  return ctx.target !== null && canEditProfile({ userType: ctx.userType, isParent: ctx.isParent, selfEditFlag: profile.student_profile_update_restrict });
}
