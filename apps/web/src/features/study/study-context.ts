import type { TSession } from '@portal/contract';
import { isOpenUser } from '@portal/domain/shell/user-role';
import { studyTabs, type StudyTab } from '@portal/domain/study/study-tabs';

/**
 * What the study materials screen reads from the session, in one place: students ask by
 * student_id, open users by user_id [STUDY-COURSE-1]; the tabs by user type and the e-learning
 * feature [STUDY-TAB-2] [STUDY-TAB-3].
 */
export type StudyContext = {
  instituteId: number;
  /** The learner's user: the protected video's user_id. */
  userId: number;
  /** student_id for a student, user_id for an open user (API-STUDY-1's path). */
  learnerId: number;
  isSchool: boolean;
  tabs: StudyTab[];
};

export function studyContext(session: TSession): StudyContext {
  const openUser = isOpenUser(session.user_type);
  return {
    instituteId: session.institute_id,
    userId: session.user_id,
    learnerId: openUser ? session.user_id : (session.student_id ?? session.user_id),
    isSchool: session.is_institute_type_school,
    tabs: studyTabs(session.user_type, session.enable_eLearn_feature),
  };
}
