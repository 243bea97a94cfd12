import { describe, expect, it } from 'vitest';
import {
  cut,
  cutBatch,
  cutDescription,
  cutDuration,
  cutLiveTeacher,
  cutOfflineExamDescription,
  cutStartTime,
  cutSubject,
  cutTeacher,
  cutTopic,
} from './text-cut.ts';

const x = (n: number) => 'x'.repeat(n);

describe('text cuts', () => {
  it.each([
    ['abc', 3, 2, '', 'abc'],
    ['abcd', 3, 2, '', 'ab'],
    ['abcd', 3, 2, '...', 'ab...'],
    [null, 3, 2, '', ''],
    ['😀😀😀😀', 3, 2, '', '😀😀'],
  ])('[TT-CUT-1] cut(%s, %i, %i, %s) is %s', (text, limit, keep, dots, out) => expect(cut(text, limit, keep, dots)).toBe(out));

  type Row = [string, (t: string) => string, number, string];
  it.each<Row>([
    ['[TT-CUT-1]', cutStartTime, 15, `${x(14)}...`],
    ['[TT-CUT-2]', cutDuration, 6, x(6)],
    ['[TT-CUT-3]', cutSubject, 45, x(44)],
    ['[TT-CUT-3]', cutBatch, 45, x(44)],
    ['[TT-CUT-3]', cutTopic, 45, x(44)],
    ['[TT-CUT-4] [TT-CUT-7]', cutTeacher, 45, x(44)],
    ['[TT-CUT-5] [TT-CUT-7]', cutLiveTeacher, 40, x(39)],
    ['[TT-CUT-6]', cutDescription, 90, x(89)],
    ['[TT-CUT-6]', cutOfflineExamDescription, 45, x(44)],
  ])('%s at the limit %i the text stays, one over it is cut', (_id, fn, limit, cutText) => {
    expect(fn(x(limit))).toBe(x(limit));
    expect(fn(x(limit + 1))).toBe(cutText);
  });
});
