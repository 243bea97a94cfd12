import { describe, expect, it } from 'vitest';
import { courseTypesOfTab, nextStudySelection, shownStudyTab, STUDY_TABS, studyTabs, type StudySelection } from './study-tabs.ts';

const course = (id: number, isPaid: unknown) => ({ course_type_id: id, course_type: `Course ${id}`, isPaid, product_id: isPaid === 'Y' ? 9 : null });

describe('study materials: tabs', () => {
  it('[STUDY-TAB-1] two tabs, StudyLibrary then PurchasedProduct', () => {
    expect(STUDY_TABS).toEqual(['StudyLibrary', 'PurchasedProduct']);
    expect(studyTabs(1, true)).toEqual(['StudyLibrary', 'PurchasedProduct']);
  });

  it('[STUDY-TAB-2] an open user (type 99) has no StudyLibrary tab', () => {
    expect(studyTabs(99, true)).toEqual(['PurchasedProduct']);
    expect(studyTabs(99, false)).toEqual([]);
  });

  it('[STUDY-TAB-3] PurchasedProduct only with the e-learning feature on', () => {
    expect(studyTabs(1, false)).toEqual(['StudyLibrary']);
  });

  it('[STUDY-TAB-5] the chosen tab while offered, else the first offered; none when neither is', () => {
    expect(shownStudyTab(['StudyLibrary', 'PurchasedProduct'], null)).toBe('StudyLibrary');
    expect(shownStudyTab(['StudyLibrary', 'PurchasedProduct'], 'PurchasedProduct')).toBe('PurchasedProduct');
    expect(shownStudyTab(['PurchasedProduct'], 'StudyLibrary')).toBe('PurchasedProduct');
    expect(shownStudyTab([], null)).toBeNull();
  });
});

describe('study materials: course types', () => {
  const list = [course(1, 'N'), course(2, 'Y'), course(3, 'n'), course(4, ' y '), course(5, null), course(6, 'maybe')];

  it('[STUDY-COURSE-2] StudyLibrary lists the unpaid course types (isPaid N), in order', () => {
    expect(courseTypesOfTab(list, 'StudyLibrary').map((c) => c.course_type_id)).toEqual([1, 3]);
  });

  it('[STUDY-COURSE-3] PurchasedProduct lists the paid ones (isPaid Y); an unclear flag is on neither tab', () => {
    expect(courseTypesOfTab(list, 'PurchasedProduct').map((c) => c.course_type_id)).toEqual([2, 4]);
    expect(courseTypesOfTab(null, 'PurchasedProduct')).toEqual([]);
  });

  it('[STUDY-TAB-4] [STUDY-COURSE-4] [STUDY-COURSE-5] a new tab clears the course and subject; a new course clears the subject', () => {
    const start: StudySelection = { tab: 'StudyLibrary', courseTypeId: 4, subjectId: 7 };
    expect(nextStudySelection(start, { kind: 'tab', tab: 'PurchasedProduct' })).toEqual({ tab: 'PurchasedProduct', courseTypeId: null, subjectId: null });
    expect(nextStudySelection(start, { kind: 'tab', tab: 'StudyLibrary' })).toBe(start);
    expect(nextStudySelection(start, { kind: 'course', courseTypeId: 5 })).toEqual({ tab: 'StudyLibrary', courseTypeId: 5, subjectId: null });
    expect(nextStudySelection(start, { kind: 'course', courseTypeId: 4 })).toBe(start);
    expect(nextStudySelection(start, { kind: 'subject', subjectId: 8 })).toEqual({ tab: 'StudyLibrary', courseTypeId: 4, subjectId: 8 });
  });
});
