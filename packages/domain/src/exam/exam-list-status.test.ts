import { describe, expect, it } from 'vitest';
import { examListStatus, isCardShown, practiceAttemptsLeft, type ExamListStatus, type ExamStatusFacts } from './exam-list-status.ts';

// Window 1000 s .. 2000 s; now is in milliseconds.
const base: ExamStatusFacts = {
  test_type_id: 4,
  test_limit: 0,
  total_attempts: 0,
  incomplete_attempts: 0,
  is_submitted: 0,
  start_timestamp: 1000,
  end_timestamp: 2000,
};
const exam = (over: Partial<ExamStatusFacts>): ExamStatusFacts => ({ ...base, ...over });
const BEFORE = 999_999;
const AT_START = 1_000_000;
const INSIDE = 1_500_000;
const LAST_MS = 1_999_999;
const AT_END = 2_000_000;

describe('exam list status', () => {
  it('[EXAM-LIST-10] timestamps are seconds, compared after × 1000 with now in ms', () => {
    expect(examListStatus(base, 1500)).toBe('upcoming');
    expect(examListStatus(base, INSIDE)).toBe('ongoing');
  });

  it.each([1, 2, 4])('[EXAM-LIST-5] [EXAM-LIST-14] type %i before the start is upcoming, attempts or not', (type) => {
    expect(examListStatus(exam({ test_type_id: type }), BEFORE)).toBe('upcoming');
    expect(examListStatus(exam({ test_type_id: type, total_attempts: 1, incomplete_attempts: 1 }), BEFORE)).toBe('upcoming');
  });

  it.each([AT_START, INSIDE, LAST_MS])('[EXAM-LIST-6] types 1 and 4 without attempts at %i ms are ongoing', (now) => {
    expect(examListStatus(exam({ test_type_id: 1 }), now)).toBe('ongoing');
    expect(examListStatus(exam({ test_type_id: 4 }), now)).toBe('ongoing');
  });
  it('[EXAM-LIST-6] another test type in the window is ongoing whatever its attempts', () =>
    expect(examListStatus(exam({ test_type_id: 3, total_attempts: 2 }), INSIDE)).toBe('ongoing'));

  it.each<[number, number, number, ExamListStatus]>([
    [0, 0, 0, 'practice'],
    [0, 25, 0, 'practice'],
    [3, 2, 0, 'practice'],
    [3, 0, 1, 'practice'],
    [3, 3, 0, 'expired'],
    [1, 1, 0, 'expired'],
    [2, 5, 0, 'expired'],
  ])('[EXAM-LIST-1] [EXAM-LIST-9] practice with limit %i and %i attempts (%i incomplete) is %s', (limit, total, incomplete, st) =>
    expect(examListStatus(exam({ test_type_id: 2, test_limit: limit, total_attempts: total, incomplete_attempts: incomplete }), INSIDE)).toBe(st),
  );

  it.each([1, 4])('[EXAM-LIST-7] type %i with only incomplete attempts is resume', (type) => {
    expect(examListStatus(exam({ test_type_id: type, incomplete_attempts: 1 }), AT_START)).toBe('resume');
    expect(examListStatus(exam({ test_type_id: type, incomplete_attempts: 2 }), LAST_MS)).toBe('resume');
  });
  it('[EXAM-LIST-7] practice with an incomplete attempt stays practice (resume is for types 1 and 4)', () =>
    expect(examListStatus(exam({ test_type_id: 2, incomplete_attempts: 1 }), INSIDE)).toBe('practice'));

  it.each([1, 4])('[EXAM-LIST-8] type %i with a completed attempt is expired in the window, incomplete ones or not', (type) => {
    expect(examListStatus(exam({ test_type_id: type, total_attempts: 1 }), INSIDE)).toBe('expired');
    expect(examListStatus(exam({ test_type_id: type, total_attempts: 1, incomplete_attempts: 1 }), INSIDE)).toBe('expired');
  });

  it.each([1, 2, 4])('[EXAM-LIST-3] type %i at or after the end without any attempt is expired', (type) => {
    expect(examListStatus(exam({ test_type_id: type }), AT_END)).toBe('expired');
    expect(examListStatus(exam({ test_type_id: type, is_submitted: 1 }), 9e12)).toBe('expired');
  });

  it.each([1, 2, 4])('[EXAM-LIST-2] type %i after the end with attempts and is_submitted 0 is view', (type) => {
    expect(examListStatus(exam({ test_type_id: type, total_attempts: 1 }), AT_END)).toBe('view');
    expect(examListStatus(exam({ test_type_id: type, incomplete_attempts: 1 }), AT_END)).toBe('view');
  });

  it.each([1, 2, 4])('[EXAM-LIST-4] type %i after the end with attempts and is_submitted 1 is attempted', (type) =>
    expect(examListStatus(exam({ test_type_id: type, total_attempts: 2, is_submitted: 1 }), AT_END)).toBe('attempted'),
  );

  it('[EXAM-LIST-14] a practice test is not practisable after the end, even with attempts left', () => {
    const practice = exam({ test_type_id: 2, test_limit: 0 });
    expect(examListStatus(practice, LAST_MS)).toBe('practice');
    expect(examListStatus(practice, AT_END)).toBe('expired');
  });

  it('[EXAM-LIST-13] a product exam has no view state: attempted instead', () => {
    const done = exam({ total_attempts: 1, is_submitted: 0 });
    expect(examListStatus(done, AT_END, true)).toBe('attempted');
    expect(examListStatus(done, AT_END, false)).toBe('view');
    expect(examListStatus(exam({ incomplete_attempts: 1 }), INSIDE, true)).toBe('resume');
    expect(examListStatus(exam({}), AT_END, true)).toBe('expired');
  });

  it.each<[number, number, boolean]>([
    [0, 100, true],
    [5, 4, true],
    [5, 5, false],
    [5, 6, false],
  ])('[EXAM-LIST-1] limit %i with %i attempts leaves attempts: %s', (limit, total, left) => expect(practiceAttemptsLeft(limit, total)).toBe(left));

  it.each<[ExamListStatus, boolean]>([
    ['upcoming', true],
    ['practice', true],
    ['ongoing', true],
    ['resume', true],
    ['view', true],
    ['expired', false],
    ['attempted', false],
  ])('[EXAM-LIST-11] [EXAM-LIST-12] a %s card is shown: %s', (status, shown) => expect(isCardShown(status)).toBe(shown));
});
