import type { StudyTab } from './study-tabs.ts';

/** Which word the choose-a-course hint uses [STUDY-EMPTY-3]: a school's standard, a coaching course, a product. */
export type StudyHintWord = 'standard' | 'course' | 'product';

/**
 * The empty states and hints of /studymaterial:
 * - noTabs, noCourses: no study materials have been shared [STUDY-EMPTY-1];
 * - chooseCourse: click a course name, standard or product name [STUDY-EMPTY-3];
 * - noMaterial: no material is available [STUDY-EMPTY-2];
 * - chooseSubject: pick a subject (the subject list leads to the tree [STUDY-TREE-1]);
 * - noMatch: the search left nothing [STUDY-SEARCH-1].
 */
export type StudyEmpty =
  | { kind: 'noTabs' }
  | { kind: 'noCourses'; tab: StudyTab }
  | { kind: 'chooseCourse'; word: StudyHintWord }
  | { kind: 'noMaterial' }
  | { kind: 'chooseSubject' }
  | { kind: 'noMatch' };

export type StudyView = {
  tab: StudyTab | null;
  isSchool: boolean;
  /** Course types in the tab's filter row. */
  courses: number;
  courseChosen: boolean;
  /** Subjects of the chosen course's answer; null while it is not there. */
  subjects: number | null;
  subjectChosen: boolean;
  /** Materials of the chosen subject, before and after the search. */
  materials: number;
  shown: number;
};

/** The hint's word: product on PurchasedProduct, else standard at a school and course elsewhere. */
export const studyHintWord = (tab: StudyTab, isSchool: boolean): StudyHintWord => (tab === 'PurchasedProduct' ? 'product' : isSchool ? 'standard' : 'course');

/**
 * Which empty state or hint shows, null when there is something to show (decision 066 for
 * [STUDY-EMPTY-4]), checked in the order a learner goes: no tab at all, a tab without course
 * types [STUDY-EMPTY-1]; no course chosen yet [STUDY-EMPTY-3]; a course without any material
 * [STUDY-EMPTY-2]; no subject chosen; a subject without material [STUDY-EMPTY-2]; a search that
 * left nothing. Loading and failures are the screen's own states, not these.
 */
export function studyEmptyState(v: StudyView): StudyEmpty | null {
  if (v.tab === null) return { kind: 'noTabs' };
  if (v.courses === 0) return { kind: 'noCourses', tab: v.tab };
  if (!v.courseChosen) return { kind: 'chooseCourse', word: studyHintWord(v.tab, v.isSchool) };
  if (v.subjects === null) return null;
  if (v.subjects === 0) return { kind: 'noMaterial' };
  if (!v.subjectChosen) return { kind: 'chooseSubject' };
  if (v.materials === 0) return { kind: 'noMaterial' };
  if (v.shown === 0) return { kind: 'noMatch' };
  return null;
}
