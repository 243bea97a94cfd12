import { describe, expect, it } from 'vitest';
import { classTypesOf, learnerIdKey, timetableFlags, yearViewFlags } from './request-flags.ts';

describe('timetable request flags', () => {
  it.each([
    ['OFFLINE', 'OFFLINE', 'YYNN'],
    ['ONLINE', 'ONLINE', 'NNYY'],
    ['HYBRID_BLENDED', 'HYBRID_BLENDED', 'YYYY'],
    ['OFFLINE', 'ONLINE', 'YNNY'],
    ['ONLINE', 'HYBRID_BLENDED', 'NYYY'],
    [null, undefined, 'NNNN'],
  ])('[API-TT-1] [TT-DATA-4] [TT-DATA-5] classes %s and exam %s give %s', (classes, exam, flags) => {
    const f = timetableFlags({ classes, exam });
    expect(f.isCourseStructureTimeTable + f.isExamIncludedInTimeTable + f.is_included_online_class + f.is_included_online_exam).toBe(flags);
  });
  it.each([
    [99, { isCourseStructureTimeTable: 'N', isExamIncludedInTimeTable: 'N', is_included_online_class: 'Y', is_included_online_exam: 'Y' }],
    [1, { isCourseStructureTimeTable: 'Y', isExamIncludedInTimeTable: 'Y', is_included_online_class: 'Y', is_included_online_exam: 'Y' }],
    [3, { isCourseStructureTimeTable: 'Y', isExamIncludedInTimeTable: 'Y', is_included_online_class: 'Y', is_included_online_exam: 'Y' }],
  ])('[TT-DATA-7] [TT-DATA-8] [API-TT-3] the year-view request of user type %i', (userType, flags) =>
    expect(yearViewFlags({ classes: 'HYBRID_BLENDED', exam: 'HYBRID_BLENDED' }, userType)).toEqual(flags),
  );
  it.each([
    [99, 'user_id'],
    [1, 'student_id'],
    [3, 'student_id'],
  ])('[TT-DATA-6] user type %i is named by %s', (t, key) => expect(learnerIdKey(t)).toBe(key));
});

describe('class types of the flags', () => {
  it('[TT-DATA-4] [API-TT-1] each Y flag lets its class type through, N keeps it out', () => {
    expect(classTypesOf(timetableFlags({ classes: 'HYBRID_BLENDED', exam: 'HYBRID_BLENDED' }))).toEqual(['Class', 'Offline Exam', 'Online Class', 'Online Exam']);
    expect(classTypesOf(timetableFlags({ classes: 'ONLINE', exam: 'OFFLINE' }))).toEqual(['Offline Exam', 'Online Class']);
    expect(classTypesOf(yearViewFlags({ classes: 'HYBRID_BLENDED', exam: 'HYBRID_BLENDED' }, 99))).toEqual(['Online Class', 'Online Exam']);
    expect(classTypesOf(timetableFlags({}))).toEqual([]);
  });
});
