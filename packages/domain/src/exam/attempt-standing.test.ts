import { describe, expect, it } from 'vitest';
import { attemptStanding, type StandingAttempt } from './attempt-standing.ts';

const a = (id: number, learner: string, marks: number, timeTaken: number): StandingAttempt => ({ id, learner, marks, timeTaken, right: 1, wrong: 1, attempted: 2 });

describe('attemptStanding: rank, percentile, topper and average of one attempt (issue 13, decision 040)', () => {
  it('[REPORT-PCT-1] ranks against every learner once: more marks, then less time', () => {
    const all = [a(1, 'x', 40, 600), a(2, 'y', 55, 900), a(3, 'me', 55, 800), a(4, 'z', 10, 100)];
    expect(attemptStanding(all, 3)).toEqual({
      rank: 1,
      total: 4,
      percentile: 75,
      topper: { marks: 55, timeTaken: 800, right: 1, wrong: 1, attempted: 2 },
      average: { marks: 40, correct: 1, incorrect: 1, attempted: 2, time_taken: 600 },
    });
    expect(attemptStanding(all, 2)).toMatchObject({ rank: 2, total: 4, percentile: 50 });
  });

  it('[REPORT-CMP-2] the topper row carries its right, wrong and attempted counts', () => {
    const top = { id: 9, learner: 't', marks: 70, timeTaken: 300, right: 7, wrong: 2, attempted: 9 };
    expect(attemptStanding([a(1, 'me', 20, 500), top], 1)?.topper).toEqual({ marks: 70, timeTaken: 300, right: 7, wrong: 2, attempted: 9 });
  });

  it("a retake is ranked against the others' first attempts, never the same learner's own", () => {
    const all = [a(1, 'x', 40, 600), a(2, 'x', 90, 300), a(3, 'me', 20, 500), a(4, 'me', 50, 500)];
    // x counts with the first try (40), not the retake (90); my first try (20) is not in the pool of my retake.
    expect(attemptStanding(all, 4)).toMatchObject({ rank: 1, total: 2, topper: { marks: 50, timeTaken: 500 } });
    expect(attemptStanding(all, 3)).toMatchObject({ rank: 2, total: 2, topper: { marks: 40, timeTaken: 600 } });
  });

  it('[REPORT-PCT-2] alone, the percentile is 99; an unknown attempt has no standing', () => {
    expect(attemptStanding([a(7, 'me', 3, 60)], 7)).toMatchObject({ rank: 1, total: 1, percentile: 99 });
    expect(attemptStanding([a(7, 'me', 3, 60)], 8)).toBeNull();
  });
});
