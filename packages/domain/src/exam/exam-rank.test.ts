import { describe, expect, it } from 'vitest';
import { percentile, rankAttempts, testAverage, topper } from './exam-rank.ts';

const a = (id: string, marks: number, timeTaken: number) => ({ id, marks, timeTaken });

describe('rank, percentile, topper and average (issue 13, decision 035)', () => {
  it('ranks more marks first, then less time taken', () => {
    const ranked = rankAttempts([a('slow', 50, 900), a('low', 20, 100), a('fast', 50, 600), a('top', 72.5, 1200)]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      ['top', 1],
      ['fast', 2],
      ['slow', 3],
      ['low', 4],
    ]);
  });

  it('equal marks and equal time share a rank, and the next rank skips (1, 1, 3)', () => {
    const ranked = rankAttempts([a('x', 10, 300), a('y', 10, 300), a('z', 9, 10), a('w', 9, 10), a('v', 9, 11)]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      ['x', 1],
      ['y', 1],
      ['z', 3],
      ['w', 3],
      ['v', 5],
    ]);
  });

  it('equal marks with different times do not share; negative marks rank below zero', () => {
    expect(rankAttempts([a('n', -1.33, 10), a('p', 0, 50), a('q', 0, 40)]).map((r) => r.id)).toEqual(['q', 'p', 'n']);
    expect(rankAttempts([])).toEqual([]);
  });

  it.each<[number, number, number]>([
    [1, 100, 99],
    [100, 100, 0],
    [1, 3, 66.67],
    [2, 3, 33.33],
    [1, 32, 96.88],
    [3, 7, 57.14],
  ])('[REPORT-PCT-1] rank %i of %i is percentile %d', (rank, total, pct) => expect(percentile(rank, total)).toBe(pct));
  it.each([1, 0])('[REPORT-PCT-2] with %i students the percentile is 99', (total) => expect(percentile(1, total)).toBe(99));

  it('the topper is the first in rank order, ties by input order', () => {
    expect(topper([a('b', 5, 10), a('c', 7, 99), a('d', 7, 99)])).toMatchObject({ id: 'c', rank: 1 });
    expect(topper([])).toBeNull();
  });

  it('the average of a test, to 2 decimals without float drift', () => {
    const attempts = [
      { marks: 0.1, timeTaken: 100, right: 1, wrong: 2, attempted: 3 },
      { marks: 0.2, timeTaken: 200, right: 2, wrong: 0, attempted: 2 },
      { marks: -0.33, timeTaken: 301, right: 0, wrong: 1, attempted: 1 },
    ];
    expect(testAverage(attempts)).toEqual({ marks: -0.01, correct: 1, incorrect: 1, attempted: 2, time_taken: 200.33 });
    expect(testAverage(attempts.slice(0, 2))).toMatchObject({ marks: 0.15, correct: 1.5 });
    expect(testAverage([])).toBeNull();
  });
});
