import { isAnswered, type Answer, type QuestionKey, type QuestionResponse } from './question-types.ts';
import { parseDecimal, rational, rationalCompare, rationalMul, rationalNeg, RATIONAL_ZERO, toRational, type Rational } from './rational.ts';

export type QuestionOutcome = 'right' | 'partial' | 'wrong' | 'unattempted';
export type QuestionScore = { outcome: QuestionOutcome; score: Rational };

/** How much of the answer is right: 1 all, between 0 and 1 part (partial marks), 0 wrong. */
type Share = Rational;
const ALL = rational(1n);
const share = (right: number, of: number): Share => (of > 0 ? rational(BigInt(right), BigInt(of)) : RATIONAL_ZERO);

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
};

/** Text compared ignoring case and runs of spaces (decision 035): ' New  Delhi ' is 'new delhi'. */
export const normaliseTextAnswer = (text: string): string => text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();

/** Multiple choice: all-or-nothing, or with `partial` a share per right option chosen and nothing for a wrong option (decision 035). */
function multipleShare(correct: readonly string[], chosen: readonly string[], partial: boolean): Share {
  if (sameSet(correct, chosen)) return ALL;
  const right = new Set(correct);
  const picked = new Set(chosen);
  if (!partial || [...picked].some((c) => !right.has(c))) return RATIONAL_ZERO;
  return share(picked.size, right.size);
}

/** A share per right item (partial), else all or nothing. */
const partShare = (right: number, of: number, partial: boolean): Share => (right === of ? ALL : partial ? share(right, of) : RATIONAL_ZERO);

function numericRight(key: { value: string | number; tolerance?: string | number | null }, text: string): boolean {
  const given = parseDecimal(text);
  const value = parseDecimal(String(key.value));
  if (!given || !value) return false;
  const tolerance = parseDecimal(String(key.tolerance ?? 0)) ?? RATIONAL_ZERO;
  const diff = rational(given.num * value.den - value.num * given.den, given.den * value.den);
  const distance = diff.num < 0n ? rationalNeg(diff) : diff;
  return rationalCompare(distance, tolerance) <= 0;
}

/** The share of the key an answer earns; null when the answer is of another kind than the key. */
function answerShare(key: QuestionKey, answer: Answer): Share | null {
  if (key.kind === 'single' && answer.kind === 'single') return answer.choice === key.correct ? ALL : RATIONAL_ZERO;
  if (key.kind === 'multiple' && answer.kind === 'multiple') return multipleShare(key.correct, answer.choices, key.partial ?? false);
  if (key.kind === 'true-false' && answer.kind === 'true-false') return answer.value === key.correct ? ALL : RATIONAL_ZERO;
  if (key.kind === 'numeric' && answer.kind === 'numeric') return numericRight(key, answer.text) ? ALL : RATIONAL_ZERO;
  if (key.kind === 'text' && answer.kind === 'text') {
    const given = normaliseTextAnswer(answer.text);
    return key.accepted.some((a) => normaliseTextAnswer(a) === given) ? ALL : RATIONAL_ZERO;
  }
  if (key.kind === 'matching' && answer.kind === 'matching') {
    const lefts = Object.keys(key.pairs);
    const right = lefts.filter((l) => answer.pairs[l] === key.pairs[l]).length;
    return partShare(right, lefts.length, key.partial ?? false);
  }
  if (key.kind === 'grid' && answer.kind === 'grid') {
    const rows = Object.keys(key.rows);
    const right = rows.filter((r) => sameSet(key.rows[r] ?? [], answer.rows[r] ?? [])).length;
    return partShare(right, rows.length, key.partial ?? false);
  }
  return null;
}

const magnitude = (r: Rational) => (r.num < 0n ? rationalNeg(r) : r);

/**
 * The marks of one question, exact (issue 13, decision 035). No answer (cleared, blank, or only
 * marked for review) scores 0, unattempted; an answer, marked for review or not, is graded. A
 * full answer scores the marks (right); part of one, where the key allows partial marks, its
 * share of them (partial); a wrong answer scores minus the negative marks (wrong). An answer of
 * another kind than the key (refused by the server at save) counts as unattempted.
 */
export function scoreQuestion(key: QuestionKey, response: QuestionResponse | null | undefined): QuestionScore {
  const answer = response?.answer;
  if (!isAnswered(answer)) return { outcome: 'unattempted', score: RATIONAL_ZERO };
  const earned = answerShare(key, answer);
  if (earned === null) return { outcome: 'unattempted', score: RATIONAL_ZERO };
  if (earned.num === 0n) return { outcome: 'wrong', score: rationalNeg(magnitude(toRational(key.negative))) };
  const score = rationalMul(toRational(key.marks), earned);
  return { outcome: earned.num === earned.den ? 'right' : 'partial', score };
}
