import type { QuestionKey, QuestionResponse } from './question-types.ts';
import { scoreQuestion, type QuestionOutcome } from './question-score.ts';
import { roundMarks, rationalSum, toRational, type Rational } from './rational.ts';

/** A question of a test as scored: its id, the subject (section) it belongs to, and its key. */
export type ScorableQuestion = { id: string; subject?: string | null; key: QuestionKey };

export type QuestionResult = {
  id: string;
  subject: string | null;
  outcome: QuestionOutcome;
  /** Exact, for sums; round with roundMarks only to show one question's score. */
  score: Rational;
  /** The marks of a full answer. */
  maxMarks: Rational;
};

export type OutcomeCounts = { right: number; partial: number; wrong: number; left: number };

export type AttemptScore = OutcomeCounts & {
  /** The sum of the exact question scores, rounded once to 2 decimals (decision 035). */
  marks: number;
  /** The test's full marks, rounded once. */
  maxMarks: number;
  /** Answers graded: right + partial + wrong. */
  attempted: number;
  questions: QuestionResult[];
};

/** Counts of outcomes; unattempted questions are 'left' (the report's left_ques_count [REPORT-SUM-13]). */
export function countOutcomes(results: readonly { outcome: QuestionOutcome }[]): OutcomeCounts {
  const counts: OutcomeCounts = { right: 0, partial: 0, wrong: 0, left: 0 };
  for (const r of results) counts[r.outcome === 'unattempted' ? 'left' : r.outcome] += 1;
  return counts;
}

/**
 * The score of an attempt from the test's questions and the saved responses by question id
 * (issue 13): every question scored exactly (scoreQuestion), the marks added as fractions and
 * rounded once at the end, so 3 wrong answers at −1/3 cost exactly 1. A question without a
 * saved response is unattempted; responses to questions not in the test are ignored.
 */
export function scoreAttempt(
  questions: readonly ScorableQuestion[],
  responses: Readonly<Record<string, QuestionResponse | undefined>>,
): AttemptScore {
  const results: QuestionResult[] = questions.map((q) => ({
    id: q.id,
    subject: q.subject ?? null,
    ...scoreQuestion(q.key, responses[q.id]),
    maxMarks: toRational(q.key.marks),
  }));
  const counts = countOutcomes(results);
  return {
    ...counts,
    marks: roundMarks(rationalSum(results.map((r) => r.score))),
    maxMarks: roundMarks(rationalSum(results.map((r) => r.maxMarks))),
    attempted: counts.right + counts.partial + counts.wrong,
    questions: results,
  };
}
