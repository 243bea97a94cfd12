import { describe, expect, it } from 'vitest';
import { QUES_TYPE_ID } from '../exam/question-types.ts';
import { optionLetter } from './bookmarks.ts';

// Issue 33: BOOKMARK-QT-1 had no test of its own. The ids are the spec's (decision 035): 1 single
// choice, 2 written answer (numeric or text), 3 multiple choice, 5 true/false, 6 grid and 7
// matching; 4 names no type. Only 6 and 7 are treated as the matching kinds (letters a to n).

describe('bookmark question types (rules coverage)', () => {
  it('[BOOKMARK-QT-1] the kinds carry the spec\'s ques_type ids 1, 2, 3, 5, 6 and 7', () => {
    expect(QUES_TYPE_ID.single).toBe(1);
    expect([QUES_TYPE_ID.numeric, QUES_TYPE_ID.text]).toEqual([2, 2]);
    expect(QUES_TYPE_ID.multiple).toBe(3);
    expect(QUES_TYPE_ID['true-false']).toBe(5);
    expect([QUES_TYPE_ID.grid, QUES_TYPE_ID.matching].sort()).toEqual([6, 7]);
    expect([...new Set(Object.values(QUES_TYPE_ID))].sort()).toEqual([1, 2, 3, 5, 6, 7]);
  });

  it('[BOOKMARK-QT-1] 6 and 7 are the matching and grid types; 1, 2, 3 and 5 are not', () => {
    for (const type of [6, 7]) expect([optionLetter(13, type), optionLetter(14, type)]).toEqual(['n', null]);
    for (const type of [1, 2, 3, 5]) expect([optionLetter(13, type), optionLetter(14, type)]).toEqual(['n', 'o']);
  });
});
