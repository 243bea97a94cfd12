import { describe, expect, it } from 'vitest';
import { answerText, keyText } from './answer-text.ts';
import type { QuestionKey } from './question-types.ts';

const items = (...ids: string[]) => ids.map((id) => ({ id }));
const options = { choices: items('p', 'q', 'r', 's'), left: items('L1', 'L2'), right: items('R1', 'R2', 'R3'), rows: items('r1', 'r2'), columns: items('c1', 'c2', 'c3') };
const marks = { marks: 1 };

describe('answers as the report and bookmark fields write them', () => {
  it('[BOOKMARK-VIEW-6] a choice by its letter; several in option order, comma-separated', () => {
    expect(answerText({ kind: 'single', choice: 'r' }, options)).toBe('c');
    expect(answerText({ kind: 'multiple', choices: ['s', 'p'] }, options)).toBe('a,d');
  });

  it('[BOOKMARK-QT-2] true/false as 1 for true and 0 for false', () => {
    expect(answerText({ kind: 'true-false', value: true }, options)).toBe('1');
    expect(keyText({ ...marks, kind: 'true-false', correct: false }, options)).toBe('0');
  });

  it('[BOOKMARK-QT-3] matching as comma-separated letter=number pairs', () => {
    expect(answerText({ kind: 'matching', pairs: { L2: 'R1', L1: 'R3' } }, options)).toBe('a=3,b=1');
  });

  it('[BOOKMARK-QT-4] a grid as row=columns with a bar between the columns; an empty row is left out', () => {
    expect(answerText({ kind: 'grid', rows: { r2: ['c3', 'c1'], r1: [] } }, options)).toBe('b=1|3');
    expect(keyText({ ...marks, kind: 'grid', rows: { r1: ['c2'], r2: ['c1', 'c2'] } }, options)).toBe('a=2,b=1|2');
  });

  it('numbers and texts as written; a text key lists every accepted answer; no answer is empty', () => {
    expect(answerText({ kind: 'numeric', text: ' 2.50 ' }, options)).toBe('2.50');
    expect(keyText({ ...marks, kind: 'numeric', value: 2.5 }, options)).toBe('2.5');
    expect(keyText({ ...marks, kind: 'text', accepted: ['New Delhi', 'Delhi'] } as QuestionKey, options)).toBe('New Delhi / Delhi');
    expect(answerText(null, options)).toBe('');
  });

  it('an id the options do not hold is written as it is rather than lost', () => {
    expect(answerText({ kind: 'single', choice: 'zz' }, options)).toBe('zz');
  });
});
