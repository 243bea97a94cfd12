import { describe, expect, it } from 'vitest';
import { isoWeekday } from '../timetable/calendar-date.ts';
import { analysisPoints, analysisSubjects, type OfflineExamFacts } from './offline-analysis.ts';
import { cutOfflineDescription } from './report-cuts.ts';

const exam = (exam_id: number, exam_date: string, start_time: string, o: Partial<OfflineExamFacts> = {}): OfflineExamFacts => ({
  exam_id,
  exam_name: `Exam ${exam_id}`,
  exam_date,
  start_time,
  isAbsent: false,
  courseLevelMarksObtain: 40 + exam_id,
  courseLevelTotalMarks: 100,
  subjectWiseExamSchdList: [
    { subject_name: 'Physics', marks_obtained: 20 + exam_id, total_marks: 50 },
    { subject_name: 'Chemistry', marks_obtained: 20, total_marks: 50 },
  ],
  ...o,
});

const courses = [
  { pastCourseExamList: [exam(3, '2026-11-14', '02:00 PM'), exam(1, '2026-10-02', '09:00 AM')] },
  {
    pastCourseExamList: [
      exam(2, '2026-11-14', '09:30 AM', { subjectWiseExamSchdList: [{ subject_name: 'Biology', marks_obtained: 30, total_marks: 40 }] }),
      exam(1, '2026-10-02', '09:00 AM'),
    ],
  },
];

describe('offline analysis', () => {
  it('[REPORT-AN-1] the obtained marks of each past exam by date, oldest first, an exam met in two batches once', () => {
    expect(analysisPoints(courses, null).map((p) => [p.examId, p.date, p.obtained, p.total])).toEqual([
      [1, '2026-10-02', 41, 100],
      [2, '2026-11-14', 42, 100],
      [3, '2026-11-14', 43, 100],
    ]);
  });

  it('[REPORT-AN-2] a subject chosen: its marks in the exams that had it, of its own total', () => {
    expect(analysisPoints(courses, 'Physics').map((p) => [p.examId, p.obtained, p.total])).toEqual([
      [1, 21, 50],
      [3, 23, 50],
    ]);
    expect(analysisPoints(courses, 'Biology').map((p) => p.examId)).toEqual([2]);
  });

  it('[REPORT-AN-2] the subjects offered, each once, in the order they first appear', () => {
    expect(analysisSubjects(courses)).toEqual(['Physics', 'Chemistry', 'Biology']);
  });

  it('[REPORT-AN-1] an absent learner has no bar (null), not a zero', () => {
    const absent = [{ pastCourseExamList: [exam(5, '2026-11-01', '10:00 AM', { isAbsent: true, courseLevelMarksObtain: 0 })] }];
    expect(analysisPoints(absent, null)[0]!.obtained).toBeNull();
    expect(analysisPoints(absent, 'Physics')[0]!.obtained).toBeNull();
  });

  it('[REPORT-ROW-1] the weekday of a date, whatever the zone', () => {
    expect([isoWeekday('2026-11-24'), isoWeekday('2026-11-22')]).toEqual([2, 0]);
  });

  it('[REPORT-ROW-6] a description over 45 characters is cut at 45 with an ellipsis', () => {
    expect(cutOfflineDescription('x'.repeat(46))).toBe(`${'x'.repeat(45)}...`);
    expect(cutOfflineDescription('x'.repeat(45))).toBe('x'.repeat(45));
  });
});
