import type { MarkValue } from './rational.ts';

/**
 * The ques_type ids of S2 §3 ("Question types"), decision 035: 1 single choice, 2 written answer
 * (numeric or text), 3 multiple choice, 5 true/false, 6 grid/matrix (the key=values form, values
 * separated by a bar: several answers per row), 7 matching.
 */
export const QUES_TYPE_ID = { single: 1, numeric: 2, text: 2, multiple: 3, 'true-false': 5, grid: 6, matching: 7 } as const;
export type QuestionKind = keyof typeof QUES_TYPE_ID;

/**
 * What a question is worth: `marks` for a full answer, `negative` the marks taken off a wrong one
 * (a magnitude: 1/3 takes a third off; a negative value is read as its magnitude). `partial`
 * (multiple choice, matching, grid) gives marks for part of an answer (decision 035).
 */
export type QuestionMarks = { marks: MarkValue; negative?: MarkValue | null };

/** The key of a question, as stored by the server; options, pairs and cells are named by their ids. */
export type QuestionKey = QuestionMarks &
  (
    | { kind: 'single'; correct: string }
    | { kind: 'multiple'; correct: readonly string[]; partial?: boolean }
    | { kind: 'true-false'; correct: boolean }
    /** A decimal; right when within ± tolerance (inclusive, default 0). */
    | { kind: 'numeric'; value: string | number; tolerance?: string | number | null }
    /** Right when equal to one accepted text, ignoring case and runs of spaces. */
    | { kind: 'text'; accepted: readonly string[] }
    /** Left item id → right item id. */
    | { kind: 'matching'; pairs: Readonly<Record<string, string>>; partial?: boolean }
    /** Row id → the column ids that are right (one or several). */
    | { kind: 'grid'; rows: Readonly<Record<string, readonly string[]>>; partial?: boolean }
  );

/** A student's answer to one question, as the panel saves it: the contract's ZPanelAnswer checks it on the wire and infers this type (decision 073). */
export type Answer =
  | { kind: 'single'; choice: string }
  | { kind: 'multiple'; choices: readonly string[] }
  | { kind: 'true-false'; value: boolean }
  | { kind: 'numeric'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'matching'; pairs: Readonly<Record<string, string>> }
  | { kind: 'grid'; rows: Readonly<Record<string, readonly string[]>> };

/** The saved state of a question: its answer (null when cleared) and the review mark, under the panel's wire names (decision 073). */
export type QuestionResponse = { answer: Answer | null; marked_for_review?: boolean };

/** The five palette states of India's national entrance tests (RESEARCH.md, NTA). */
export type PaletteState = 'not-visited' | 'not-answered' | 'answered' | 'marked' | 'answered-marked';

/** An answer that says something: a choice, a number or text not blank, a pair or a cell chosen. */
export function isAnswered(answer: Answer | null | undefined): answer is Answer {
  if (!answer) return false;
  switch (answer.kind) {
    case 'single':
      return answer.choice.trim() !== '';
    case 'multiple':
      return answer.choices.length > 0;
    case 'true-false':
      return true;
    case 'numeric':
    case 'text':
      return answer.text.trim() !== '';
    case 'matching':
      return Object.values(answer.pairs).some((v) => v.trim() !== '');
    case 'grid':
      return Object.values(answer.rows).some((cells) => cells.length > 0);
  }
}

/**
 * The palette state: not visited; visited without an answer: not answered, or marked for review;
 * with an answer: answered, or answered and marked — which is graded like answered (issue 13).
 */
export function paletteState(response: QuestionResponse | null | undefined, visited: boolean): PaletteState {
  const answered = isAnswered(response?.answer);
  if (!visited && !answered && !response?.marked_for_review) return 'not-visited';
  if (response?.marked_for_review) return answered ? 'answered-marked' : 'marked';
  return answered ? 'answered' : 'not-answered';
}
