/** What ranks an attempt: its marks (rounded once, decision 035) and the time it took (any one unit). */
export type RankInput = { marks: number; timeTaken: number };

/**
 * The attempts of a test in rank order with their rank (issue 13, decision 035): more marks
 * first, then less time taken; equal marks and equal time share a rank, and the next rank skips
 * the shared places (standard competition ranking: 1, 1, 3). Ties keep their input order.
 */
export function rankAttempts<T extends RankInput>(attempts: readonly T[]): (T & { rank: number })[] {
  const sorted = [...attempts].sort((a, b) => b.marks - a.marks || a.timeTaken - b.timeTaken);
  const ranked: (T & { rank: number })[] = [];
  sorted.forEach((attempt, i) => {
    const prev = ranked[i - 1];
    const tied = prev !== undefined && prev.marks === attempt.marks && prev.timeTaken === attempt.timeTaken;
    ranked.push({ ...attempt, rank: tied ? prev.rank : i + 1 });
  });
  return ranked;
}

/**
 * Percentile = (total students − rank) / total students × 100 to 2 decimals [REPORT-PCT-1]
 * (rank 1 of 100 gives 99); 99 with one student or fewer [REPORT-PCT-2].
 */
export function percentile(rank: number, totalStudents: number): number {
  if (totalStudents <= 1) return 99;
  return Math.round(((totalStudents - rank) * 10_000) / totalStudents) / 100;
}

/** The topper of a test: the first attempt in rank order; null without attempts. */
export function topper<T extends RankInput>(attempts: readonly T[]): (T & { rank: number }) | null {
  return rankAttempts(attempts)[0] ?? null;
}

export type AverageInput = RankInput & { right: number; wrong: number; attempted: number };

/** The average_report of a test (S2 §3): marks, correct, incorrect, attempted, time_taken. */
export type TestAverage = { marks: number; correct: number; incorrect: number; attempted: number; time_taken: number };

/** Mean of values with at most 2 decimals, to 2 decimals (summed in hundredths, so no float drift). */
const mean2 = (values: readonly number[]) =>
  Math.round(values.reduce((s, v) => s + Math.round(v * 100), 0) / values.length) / 100 || 0;

/** The average of a test's attempts, each figure to 2 decimals; null without attempts. */
export function testAverage(attempts: readonly AverageInput[]): TestAverage | null {
  if (attempts.length === 0) return null;
  return {
    marks: mean2(attempts.map((a) => a.marks)),
    correct: mean2(attempts.map((a) => a.right)),
    incorrect: mean2(attempts.map((a) => a.wrong)),
    attempted: mean2(attempts.map((a) => a.attempted)),
    time_taken: mean2(attempts.map((a) => a.timeTaken)),
  };
}
