import { isOpenUser } from '../shell/user-role.ts';
import { yesNo } from './study-types.ts';

/** The tabs of /studymaterial, in the order they are shown [STUDY-TAB-1]. */
export const STUDY_TABS = ['StudyLibrary', 'PurchasedProduct'] as const;
export type StudyTab = (typeof STUDY_TABS)[number];

/**
 * The tabs a learner has: StudyLibrary unless an open user (type 99) [STUDY-TAB-2],
 * PurchasedProduct only with the e-learning feature on [STUDY-TAB-3].
 */
export function studyTabs(userType: number, eLearn: boolean): StudyTab[] {
  return STUDY_TABS.filter((tab) => (tab === 'StudyLibrary' ? !isOpenUser(userType) : eLearn));
}

/**
 * The tab shown (decision 066 for [STUDY-TAB-5]): the chosen one while it is offered, else the
 * first offered (StudyLibrary when there is one); null when neither tab is offered, and the
 * screen then says that no study material is shared.
 */
export function shownStudyTab(tabs: readonly StudyTab[], chosen: StudyTab | null): StudyTab | null {
  if (chosen !== null && tabs.includes(chosen)) return chosen;
  return tabs[0] ?? null;
}

/** A course type of API-STUDY-1 as the screen reads it (S1 §3.10). */
export type CourseTypeFacts = { course_type_id: number; course_type: string; isPaid: unknown; product_id?: number | null };

/**
 * The filter row of a tab: unpaid course types (isPaid N) on StudyLibrary [STUDY-COURSE-2],
 * paid ones (isPaid Y) on PurchasedProduct [STUDY-COURSE-3], in the order they came. A value that
 * is neither Y nor N is not free: it shows on neither tab rather than on the wrong one.
 */
export function courseTypesOfTab<C extends CourseTypeFacts>(list: readonly C[] | null | undefined, tab: StudyTab): C[] {
  const wanted = tab === 'PurchasedProduct' ? 'Y' : 'N';
  return (list ?? []).filter((c) => yesNo(c.isPaid) === wanted);
}

/** What the screen has chosen: a tab, a course type of it, a subject of that course. */
export type StudySelection = { tab: StudyTab | null; courseTypeId: number | null; subjectId: number | null };

export type StudyChoice = { kind: 'tab'; tab: StudyTab } | { kind: 'course'; courseTypeId: number } | { kind: 'subject'; subjectId: number | null };

/**
 * The next selection: a new tab clears the course and the subject list's choice [STUDY-TAB-4];
 * a new course clears the subject [STUDY-COURSE-5] (and loads that course [STUDY-COURSE-4]);
 * choosing what is already chosen changes nothing.
 */
export function nextStudySelection(current: StudySelection, choice: StudyChoice): StudySelection {
  switch (choice.kind) {
    case 'tab':
      return choice.tab === current.tab ? current : { tab: choice.tab, courseTypeId: null, subjectId: null };
    case 'course':
      return choice.courseTypeId === current.courseTypeId ? current : { ...current, courseTypeId: choice.courseTypeId, subjectId: null };
    case 'subject':
      return { ...current, subjectId: choice.subjectId };
  }
}
