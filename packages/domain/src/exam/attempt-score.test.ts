import { describe, expect, it } from 'vitest';
import { countOutcomes, scoreAttempt, type ScorableQuestion } from './attempt-score.ts';
import type { Answer, QuestionResponse } from './question-types.ts';

const choice = (c: string): QuestionResponse => ({ answer: { kind: 'single', choice: c } });
const q = (id: string, subject: string, negative: { num: number; den: number } | number = 0, marks = 1): ScorableQuestion => ({
  id,
  subject,
  key: { kind: 'single', correct: 'a', marks, negative },
});

describe('scoring an attempt (issue 13, decision 035)', () => {
  it('three wrong answers at −1/3 cost exactly 1', () => {
    const test = [q('1', 'P', { num: 1, den: 3 }), q('2', 'P', { num: 1, den: 3 }), q('3', 'P', { num: 1, den: 3 })];
    const s = scoreAttempt(test, { 1: choice('b'), 2: choice('b'), 3: choice('b') });
    expect(s.marks).toBe(-1);
    expect(s).toMatchObject({ right: 0, wrong: 3, left: 0, attempted: 3, maxMarks: 3 });
  });

  it('rounds once at the end: 2 marks with −2/3, rounded per question, would drift', () => {
    const test = Array.from({ length: 6 }, (_, i) => q(String(i), 'M', { num: 2, den: 3 }, 2));
    const responses = { 0: choice('a'), 1: choice('b'), 2: choice('b'), 3: choice('b'), 4: choice('a'), 5: choice('b') };
    // 2 right (4) and 4 wrong (−8/3) = 4/3 = 1.33; per question rounding gives 4 − 4 × 0.67 = 1.32.
    expect(scoreAttempt(test, responses).marks).toBe(1.33);
  });

  it('counts right, partial, wrong and left; marked-for-review-only and missing responses are left', () => {
    const multi: ScorableQuestion = { id: 'm', subject: 'C', key: { kind: 'multiple', correct: ['a', 'b'], partial: true, marks: 4 } };
    const partialAnswer: Answer = { kind: 'multiple', choices: ['a'] };
    const s = scoreAttempt([q('1', 'P', 1), q('2', 'P', 1), q('3', 'P'), q('4', 'P'), multi], {
      1: choice('a'),
      2: { ...choice('c'), marked_for_review: true },
      3: { answer: null, marked_for_review: true },
      m: { answer: partialAnswer },
      other: choice('a'),
    });
    expect(s).toMatchObject({ right: 1, partial: 1, wrong: 1, left: 2, attempted: 3, marks: 2, maxMarks: 8 });
    expect(s.questions.map((r) => [r.id, r.subject, r.outcome])).toEqual([
      ['1', 'P', 'right'],
      ['2', 'P', 'wrong'],
      ['3', 'P', 'unattempted'],
      ['4', 'P', 'unattempted'],
      ['m', 'C', 'partial'],
    ]);
  });

  it('an empty test scores 0 of 0', () => expect(scoreAttempt([], {})).toMatchObject({ marks: 0, maxMarks: 0, attempted: 0 }));

  it('[REPORT-SUM-13] counts outcomes with unattempted as left', () =>
    expect(countOutcomes([{ outcome: 'right' }, { outcome: 'unattempted' }, { outcome: 'unattempted' }, { outcome: 'wrong' }])).toEqual({
      right: 1,
      partial: 0,
      wrong: 1,
      left: 2,
    }));
});
