import { percentile, rankAttempts, testAverage, type AverageInput, type TestAverage } from './exam-rank.ts';

/** A scored attempt of a test, as the standing reads it; `learner` tells whose it is. */
export type StandingAttempt = AverageInput & { id: number | string; learner: number | string };

export type Standing = {
  rank: number;
  /** How many attempts were ranked: one per learner. */
  total: number;
  percentile: number;
  /** The topper's figures (topper_report): marks, time, right, wrong and attempted. */
  topper: { marks: number; timeTaken: number; right: number; wrong: number; attempted: number };
  average: TestAverage;
};

/**
 * Where one attempt stands among a test's (issue 13, decision 040): ranked (rankAttempts: more
 * marks, then less time) against the first completed attempt of every other learner, so a
 * practice test taken five times counts its learner once and a retake is compared with the
 * others' first tries, never with the same learner's own. `attempts` holds every scored attempt
 * of the test in the order they finished; the topper and averages are of the same pool, and the
 * percentile is REPORT-PCT-1/2 of the rank. Null when `ownId` is not among them.
 */
export function attemptStanding(attempts: readonly StandingAttempt[], ownId: number | string): Standing | null {
  const own = attempts.find((a) => a.id === ownId);
  if (!own) return null;
  const firsts = new Map<number | string, StandingAttempt>();
  for (const a of attempts) if (a.learner !== own.learner && !firsts.has(a.learner)) firsts.set(a.learner, a);
  const pool = [...firsts.values(), own];
  const ranked = rankAttempts(pool);
  const rank = ranked.find((r) => r.id === ownId)!.rank;
  const top = ranked[0]!;
  return {
    rank,
    total: pool.length,
    percentile: percentile(rank, pool.length),
    topper: { marks: top.marks, timeTaken: top.timeTaken, right: top.right, wrong: top.wrong, attempted: top.attempted },
    average: testAverage(pool)!,
  };
}
