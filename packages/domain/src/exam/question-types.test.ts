import { describe, expect, it } from 'vitest';
import { isAnswered, paletteState, QUES_TYPE_ID, type Answer } from './question-types.ts';

describe('answers and the palette (issue 13)', () => {
  it.each<[Answer | null, boolean]>([
    [null, false],
    [{ kind: 'single', choice: '' }, false],
    [{ kind: 'single', choice: 'b' }, true],
    [{ kind: 'multiple', choices: [] }, false],
    [{ kind: 'multiple', choices: ['a'] }, true],
    [{ kind: 'true-false', value: false }, true],
    [{ kind: 'numeric', text: '  ' }, false],
    [{ kind: 'numeric', text: '0' }, true],
    [{ kind: 'text', text: '' }, false],
    [{ kind: 'matching', pairs: { a: '' } }, false],
    [{ kind: 'matching', pairs: { a: 'q' } }, true],
    [{ kind: 'grid', rows: { r1: [] } }, false],
    [{ kind: 'grid', rows: { r1: [], r2: ['c'] } }, true],
  ])('%o is answered: %s', (answer, answered) => expect(isAnswered(answer)).toBe(answered));

  const a: Answer = { kind: 'single', choice: 'a' };
  it('gives the five palette states of the national entrance tests', () => {
    expect(paletteState(undefined, false)).toBe('not-visited');
    expect(paletteState({ answer: null }, true)).toBe('not-answered');
    expect(paletteState({ answer: a }, true)).toBe('answered');
    expect(paletteState({ answer: null, marked_for_review: true }, true)).toBe('marked');
    expect(paletteState({ answer: a, marked_for_review: true }, true)).toBe('answered-marked');
    expect(paletteState({ answer: { kind: 'text', text: ' ' }, marked_for_review: false }, true)).toBe('not-answered');
  });
  it('an answer or a review mark saved from another device counts as visited', () => {
    expect(paletteState({ answer: a }, false)).toBe('answered');
    expect(paletteState({ answer: null, marked_for_review: true }, false)).toBe('marked');
  });

  it('maps the kinds to the ques_type ids of S2 §3', () =>
    expect(QUES_TYPE_ID).toEqual({ single: 1, numeric: 2, text: 2, multiple: 3, 'true-false': 5, grid: 6, matching: 7 }));
});
