import { describe, expect, it } from 'vitest';
import type { Answer, QuestionKey } from './question-types.ts';
import { normaliseTextAnswer, scoreQuestion, type QuestionOutcome } from './question-score.ts';
import { roundMarks } from './rational.ts';

const marks = { marks: 4, negative: 1 };
/** [outcome, score rounded] of an answer to a key. */
const grade = (key: QuestionKey, answer: Answer | null, markedForReview = false): [QuestionOutcome, number] => {
  const s = scoreQuestion(key, { answer, marked_for_review: markedForReview });
  return [s.outcome, roundMarks(s.score)];
};

describe('scoring one answer (issue 13, decision 035)', () => {
  const single: QuestionKey = { kind: 'single', correct: 'b', ...marks };
  it('single choice: the marks when right, minus the negative marks when wrong, 0 when unanswered', () => {
    expect(grade(single, { kind: 'single', choice: 'b' })).toEqual(['right', 4]);
    expect(grade(single, { kind: 'single', choice: 'c' })).toEqual(['wrong', -1]);
    expect(grade(single, null)).toEqual(['unattempted', 0]);
    expect(scoreQuestion(single, undefined).outcome).toBe('unattempted');
  });
  it('answered and marked for review is graded; marked for review without an answer is not', () => {
    expect(grade(single, { kind: 'single', choice: 'c' }, true)).toEqual(['wrong', -1]);
    expect(grade(single, null, true)).toEqual(['unattempted', 0]);
  });
  it('a wrong answer without negative marks scores 0; a negative given as -1 is read as 1', () => {
    expect(grade({ kind: 'single', correct: 'a', marks: 1 }, { kind: 'single', choice: 'b' })).toEqual(['wrong', 0]);
    expect(grade({ kind: 'single', correct: 'a', marks: 1, negative: -1 }, { kind: 'single', choice: 'b' })).toEqual(['wrong', -1]);
  });
  it('an answer of another kind than the key is not graded', () =>
    expect(grade(single, { kind: 'text', text: 'b' })).toEqual(['unattempted', 0]));

  it('true/false', () => {
    const key: QuestionKey = { kind: 'true-false', correct: false, marks: 1, negative: { num: 1, den: 4 } };
    expect(grade(key, { kind: 'true-false', value: false })).toEqual(['right', 1]);
    expect(scoreQuestion(key, { answer: { kind: 'true-false', value: true } }).score).toEqual({ num: -1n, den: 4n });
  });

  describe('multiple choice', () => {
    const key = (partial: boolean): QuestionKey => ({ kind: 'multiple', correct: ['a', 'c', 'd'], partial, marks: 3, negative: 1 });
    const pick = (...choices: string[]): Answer => ({ kind: 'multiple', choices });
    it('all-or-nothing by default: exactly the right options, in any order', () => {
      expect(grade(key(false), pick('d', 'a', 'c'))).toEqual(['right', 3]);
      expect(grade(key(false), pick('a', 'c'))).toEqual(['wrong', -1]);
      expect(grade(key(false), pick('a', 'b', 'c', 'd'))).toEqual(['wrong', -1]);
      expect(grade(key(false), pick())).toEqual(['unattempted', 0]);
    });
    it('with partial: a share per right option, but any wrong option makes it wrong', () => {
      expect(grade(key(true), pick('a', 'c', 'd'))).toEqual(['right', 3]);
      expect(grade(key(true), pick('a', 'c'))).toEqual(['partial', 2]);
      expect(grade(key(true), pick('d'))).toEqual(['partial', 1]);
      expect(grade(key(true), pick('a', 'b'))).toEqual(['wrong', -1]);
      expect(grade(key(true), pick('a', 'a'))).toEqual(['partial', 1]);
    });
  });

  describe('numeric answer', () => {
    const exact: QuestionKey = { kind: 'numeric', value: '0.3', marks: 2, negative: 0.5 };
    const range: QuestionKey = { kind: 'numeric', value: 9.8, tolerance: '0.05', marks: 2 };
    it('compares exactly (0.1 + 0.2 style floats do not matter)', () => {
      expect(grade(exact, { kind: 'numeric', text: '.30' })).toEqual(['right', 2]);
      expect(grade(exact, { kind: 'numeric', text: '0.30000000000000004' })).toEqual(['wrong', -0.5]);
      expect(grade(exact, { kind: 'numeric', text: 'three' })).toEqual(['wrong', -0.5]);
    });
    it('a tolerance range is inclusive at both ends', () => {
      for (const text of ['9.75', '9.8', '9.85', ' 98e-1 ']) expect(grade(range, { kind: 'numeric', text })).toEqual(['right', 2]);
      for (const text of ['9.7499', '9.8501']) expect(grade(range, { kind: 'numeric', text })).toEqual(['wrong', 0]);
    });
  });

  it('text answer: any accepted text, ignoring case and runs of spaces', () => {
    const key: QuestionKey = { kind: 'text', accepted: ['New Delhi', 'Delhi'], marks: 1, negative: 0.25 };
    expect(grade(key, { kind: 'text', text: '  new   DELHI ' })).toEqual(['right', 1]);
    expect(grade(key, { kind: 'text', text: 'delhi' })).toEqual(['right', 1]);
    expect(grade(key, { kind: 'text', text: 'NewDelhi' })).toEqual(['wrong', -0.25]);
    expect(normaliseTextAnswer('\tA\u00a0 b ')).toBe('a b');
  });

  describe('matching', () => {
    const key = (partial: boolean): QuestionKey => ({ kind: 'matching', pairs: { a: 'q', b: 'p', c: 's', d: 'r' }, partial, marks: 4, negative: 1 });
    const answer = (pairs: Record<string, string>): Answer => ({ kind: 'matching', pairs });
    it('all-or-nothing: every pair right', () => {
      expect(grade(key(false), answer({ a: 'q', b: 'p', c: 's', d: 'r' }))).toEqual(['right', 4]);
      expect(grade(key(false), answer({ a: 'q', b: 'p', c: 's', d: 'p' }))).toEqual(['wrong', -1]);
    });
    it('partial: a share per right pair; no right pair is wrong', () => {
      expect(grade(key(true), answer({ a: 'q', b: 'p', c: 'r' }))).toEqual(['partial', 2]);
      expect(grade(key(true), answer({ a: 'q', b: 's', c: 'p', d: 'p' }))).toEqual(['partial', 1]);
      expect(grade(key(true), answer({ a: 'p' }))).toEqual(['wrong', -1]);
    });
  });

  describe('grid / matrix', () => {
    const rows = { r1: ['x'], r2: ['x', 'z'], r3: ['y'] };
    const key = (partial: boolean): QuestionKey => ({ kind: 'grid', rows, partial, marks: 3, negative: { num: 1, den: 3 } });
    const answer = (r: Record<string, string[]>): Answer => ({ kind: 'grid', rows: r });
    it('all-or-nothing: every row exactly right (one or several answers per row)', () => {
      expect(grade(key(false), answer({ r1: ['x'], r2: ['z', 'x'], r3: ['y'] }))).toEqual(['right', 3]);
      expect(grade(key(false), answer({ r1: ['x'], r2: ['x'], r3: ['y'] }))).toEqual(['wrong', -0.33]);
    });
    it('per row: a share per row exactly right', () => {
      expect(grade(key(true), answer({ r1: ['x'], r2: ['x'], r3: ['y'] }))).toEqual(['partial', 2]);
      expect(grade(key(true), answer({ r1: ['x', 'y'], r2: ['x', 'z'] }))).toEqual(['partial', 1]);
      expect(grade(key(true), answer({ r1: ['y'], r3: [] }))).toEqual(['wrong', -0.33]);
    });
  });
});
