import type { QuestionResult } from './attempt-score.ts';
import type { QuestionOutcome } from './question-score.ts';
import { rationalSum, roundMarks, type Rational } from './rational.ts';

/** One subject of an attempt (subject_wise_distribution [REPORT-SUM-14]); marks rounded once. */
export type SubjectDistribution = {
  subject: string;
  /** Marks of the subject: rightMarks + wrongMarks. */
  score: number;
  /** Milliseconds spent on the subject's questions [REPORT-SUM-4]. */
  timeMs: number;
  right: number;
  partial: number;
  wrong: number;
  left: number;
  /** Marks earned by right and partly right answers. */
  rightMarks: number;
  /** Marks lost to wrong answers: zero or negative. */
  wrongMarks: number;
};

type Group = { subject: string; results: QuestionResult[]; timeMs: number };
const marksOf = (results: readonly QuestionResult[], keep: (score: Rational) => boolean) =>
  roundMarks(rationalSum(results.map((r) => r.score).filter(keep)));
const count = (results: readonly QuestionResult[], outcome: QuestionOutcome) => results.filter((r) => r.outcome === outcome).length;

/**
 * The subject-wise distribution of one attempt [REPORT-SUM-3] [REPORT-SUM-14], subjects in the
 * order of their first question; questions without a subject under ''. `timeMs` gives the time
 * spent per question id (missing: 0).
 */
export function subjectDistribution(
  results: readonly QuestionResult[],
  timeMs: Readonly<Record<string, number>> = {},
): SubjectDistribution[] {
  const groups = new Map<string, Group>();
  for (const r of results) {
    const subject = r.subject ?? '';
    const group = groups.get(subject) ?? { subject, results: [], timeMs: 0 };
    group.results.push(r);
    group.timeMs += timeMs[r.id] ?? 0;
    groups.set(subject, group);
  }
  return [...groups.values()].map(({ subject, results: rs, timeMs: ms }) => ({
    subject,
    score: marksOf(rs, () => true),
    timeMs: ms,
    right: count(rs, 'right'),
    partial: count(rs, 'partial'),
    wrong: count(rs, 'wrong'),
    left: count(rs, 'unattempted'),
    rightMarks: marksOf(rs, (s) => s.num > 0n),
    wrongMarks: marksOf(rs, (s) => s.num < 0n),
  }));
}

export type QuestionCounts = { id: string; right: number; partial: number; wrong: number; left: number };

/**
 * Question-wise counts over the attempts of a test: for each question (in the order first met)
 * how many answered it right, partly right, wrong, or left it.
 */
export function questionWiseCounts(attempts: readonly { questions: readonly QuestionResult[] }[]): QuestionCounts[] {
  const byId = new Map<string, QuestionCounts>();
  for (const attempt of attempts) {
    for (const r of attempt.questions) {
      const counts = byId.get(r.id) ?? { id: r.id, right: 0, partial: 0, wrong: 0, left: 0 };
      counts[r.outcome === 'unattempted' ? 'left' : r.outcome] += 1;
      byId.set(r.id, counts);
    }
  }
  return [...byId.values()];
}
