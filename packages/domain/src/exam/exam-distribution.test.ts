import { describe, expect, it } from 'vitest';
import { scoreAttempt, type ScorableQuestion } from './attempt-score.ts';
import { questionWiseCounts, subjectDistribution } from './exam-distribution.ts';
import type { QuestionResponse } from './question-types.ts';

const single = (id: string, subject: string | null): ScorableQuestion => ({
  id,
  subject,
  key: { kind: 'single', correct: 'a', marks: 2, negative: { num: 2, den: 3 } },
});
const test = [single('1', 'Physics'), single('2', 'Chemistry'), single('3', 'Physics'), single('4', 'Physics'), single('5', null)];
const pick = (c: string): QuestionResponse => ({ answer: { kind: 'single', choice: c } });

describe('distributions (issue 13)', () => {
  it('[REPORT-SUM-3] [REPORT-SUM-14] subject-wise marks, counts and time of one attempt', () => {
    const s = scoreAttempt(test, { 1: pick('a'), 3: pick('b'), 4: pick('c'), 2: pick('a') });
    expect(subjectDistribution(s.questions, { 1: 60_000, 3: 30_000, 2: 5_000, 9: 1 })).toEqual([
      { subject: 'Physics', score: 0.67, timeMs: 90_000, right: 1, partial: 0, wrong: 2, left: 0, rightMarks: 2, wrongMarks: -1.33 },
      { subject: 'Chemistry', score: 2, timeMs: 5_000, right: 1, partial: 0, wrong: 0, left: 0, rightMarks: 2, wrongMarks: 0 },
      { subject: '', score: 0, timeMs: 0, right: 0, partial: 0, wrong: 0, left: 1, rightMarks: 0, wrongMarks: 0 },
    ]);
  });

  it('question-wise counts over the attempts of a test', () => {
    const attempts = [
      scoreAttempt(test, { 1: pick('a'), 2: pick('b') }),
      scoreAttempt(test, { 1: pick('a'), 2: { answer: null, marked_for_review: true } }),
      scoreAttempt(test, { 1: pick('c'), 5: pick('a') }),
    ];
    const counts = questionWiseCounts(attempts);
    expect(counts.map((c) => c.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(counts[0]).toEqual({ id: '1', right: 2, partial: 0, wrong: 1, left: 0 });
    expect(counts[1]).toEqual({ id: '2', right: 0, partial: 0, wrong: 1, left: 2 });
    expect(counts[4]).toEqual({ id: '5', right: 1, partial: 0, wrong: 0, left: 2 });
    expect(questionWiseCounts([])).toEqual([]);
  });
});
