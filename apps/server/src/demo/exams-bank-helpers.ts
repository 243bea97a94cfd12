import type { OptionItem } from '../db/types-exams.ts';
import type { QuestionSeed } from './exams-types.ts';

/** What every question builder takes besides its kind's parts. */
type Base = Pick<QuestionSeed, 'ref' | 'subject'> & Partial<Pick<QuestionSeed, 'topic' | 'solution' | 'media' | 'passage' | 'marks' | 'negative'>>;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const items = (prefix: string, htmls: readonly string[]): OptionItem[] => htmls.map((html, i) => ({ id: `${prefix}${LETTERS[i]}`, html }));

/** One right choice among several [BOOKMARK-QT-1] (ques_type 1). */
export function single(base: Base, stem: string, choices: readonly string[], correct: number): QuestionSeed {
  return { ...base, stem, options: { choices: items('', choices) }, key: { kind: 'single', correct: LETTERS[correct]! } };
}

/** Several right choices (ques_type 3); `partial` gives a share per right choice chosen (decision 035). */
export function multiple(base: Base, stem: string, choices: readonly string[], correct: readonly number[], partial = false): QuestionSeed {
  return { ...base, stem, options: { choices: items('', choices) }, key: { kind: 'multiple', correct: correct.map((i) => LETTERS[i]!), partial } };
}

/** True or false (ques_type 5). */
export function trueFalse(base: Base, stem: string, correct: boolean): QuestionSeed {
  return { ...base, stem, options: {}, key: { kind: 'true-false', correct } };
}

/** A number typed in (ques_type 2), right within ± tolerance. */
export function numeric(base: Base, stem: string, value: string, options: { tolerance?: string; unit?: string } = {}): QuestionSeed {
  return {
    ...base,
    stem,
    options: options.unit ? { unit: options.unit } : {},
    key: { kind: 'numeric', value, tolerance: options.tolerance ?? null },
  };
}

/** A word or phrase typed in (ques_type 2), compared without case and extra spaces. */
export function text(base: Base, stem: string, accepted: readonly string[]): QuestionSeed {
  return { ...base, stem, options: {}, key: { kind: 'text', accepted } };
}

/**
 * Matching (ques_type 7): `pairs` in the right order; the right column is shown rotated by
 * `shift` so it never lines up with the left.
 */
export function matching(base: Base, stem: string, pairs: readonly (readonly [string, string])[], shift = 1): QuestionSeed {
  const left = items('l', pairs.map((p) => p[0]));
  const rightInOrder = items('r', pairs.map((p) => p[1]));
  const right = rightInOrder.map((_, i) => rightInOrder[(i + shift) % rightInOrder.length]!);
  const key = Object.fromEntries(left.map((l, i) => [l.id, rightInOrder[i]!.id]));
  return { ...base, stem, options: { left, right }, key: { kind: 'matching', pairs: key, partial: true } };
}

/** A grid (ques_type 6): each row's right columns (one or several). */
export function grid(base: Base, stem: string, columns: readonly string[], rows: readonly (readonly [string, readonly number[]])[], partial = true): QuestionSeed {
  const cols = items('c', columns);
  const rowItems = items('r', rows.map((r) => r[0]));
  const key = Object.fromEntries(rowItems.map((r, i) => [r.id, rows[i]![1].map((c) => cols[c]!.id)]));
  return { ...base, stem, options: { rows: rowItems, columns: cols }, key: { kind: 'grid', rows: key, partial } };
}

/** A diagram in a stem. */
export const figure = (src: string, alt: string) => `<p><img src="${src}" alt="${alt}" width="360"></p>`;
