import { isOpenUser } from '../shell/user-role.ts';

/** Institute modes for classes and exam [CONST-MODE-1]. */
export type InstituteMode = 'OFFLINE' | 'ONLINE' | 'HYBRID_BLENDED';
export type YesNo = 'Y' | 'N';

export type InstituteSetup = { classes?: string | null; exam?: string | null };

export type TimetableFlags = {
  isCourseStructureTimeTable: YesNo;
  isExamIncludedInTimeTable: YesNo;
  is_included_online_class: YesNo;
  is_included_online_exam: YesNo;
};

const yn = (b: boolean): YesNo => (b ? 'Y' : 'N');
const offline = (mode: string | null | undefined) => mode === 'OFFLINE' || mode === 'HYBRID_BLENDED';
const online = (mode: string | null | undefined) => mode === 'ONLINE' || mode === 'HYBRID_BLENDED';

/**
 * The Y/N flags of POST /api/v2/timeTable/v3 [API-TT-1] [TT-DATA-4]: OFFLINE or HYBRID_BLENDED
 * sets the offline flags, ONLINE or HYBRID_BLENDED the online flags, else N. Decision for
 * [TT-DATA-5], reading A: the classes mode drives isCourseStructureTimeTable and
 * is_included_online_class, the exam mode drives isExamIncludedInTimeTable and
 * is_included_online_exam.
 */
export function timetableFlags(setup: InstituteSetup): TimetableFlags {
  return {
    isCourseStructureTimeTable: yn(offline(setup.classes)),
    isExamIncludedInTimeTable: yn(offline(setup.exam)),
    is_included_online_class: yn(online(setup.classes)),
    is_included_online_exam: yn(online(setup.exam)),
  };
}

/**
 * The flags of the timetable request made for the year view: for user type 99 the
 * course-structure and offline-exam flags are forced to N [TT-DATA-7]. Decision for
 * [TT-DATA-8], reading A: 'the year request' is API-TT-1 made for the year view (API-TT-3's
 * payload has no flags); month requests keep timetableFlags.
 */
export function yearViewFlags(setup: InstituteSetup, userType: number): TimetableFlags {
  const flags = timetableFlags(setup);
  return isOpenUser(userType) ? { ...flags, isCourseStructureTimeTable: 'N', isExamIncludedInTimeTable: 'N' } : flags;
}

/** The payload key naming the learner: user_id for user type 99, else student_id [TT-DATA-6] [API-TT-1] [API-TT-3]. */
export function learnerIdKey(userType: number): 'user_id' | 'student_id' {
  return isOpenUser(userType) ? 'user_id' : 'student_id';
}

/** The four class types of a schedule item [S2 §3]. */
export type ScheduleClassType = 'Class' | 'Online Class' | 'Online Exam' | 'Offline Exam';

/**
 * The class types the four flags let through [API-TT-1] [TT-DATA-4]: isCourseStructureTimeTable
 * offline classes, isExamIncludedInTimeTable offline exams, is_included_online_class live
 * classes, is_included_online_exam online exams.
 */
export function classTypesOf(flags: TimetableFlags): ScheduleClassType[] {
  const types: ScheduleClassType[] = [];
  if (flags.isCourseStructureTimeTable === 'Y') types.push('Class');
  if (flags.isExamIncludedInTimeTable === 'Y') types.push('Offline Exam');
  if (flags.is_included_online_class === 'Y') types.push('Online Class');
  if (flags.is_included_online_exam === 'Y') types.push('Online Exam');
  return types;
}
