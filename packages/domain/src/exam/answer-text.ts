import { optionLetter } from '../report/bookmarks.ts';
import { QUES_TYPE_ID, type Answer, type QuestionKey } from './question-types.ts';

type Item = { id: string };
/** The option lists an answer names by id (the panel's question options). */
export type AnswerOptions = { choices?: readonly Item[]; left?: readonly Item[]; right?: readonly Item[]; rows?: readonly Item[]; columns?: readonly Item[] };

/** Ids in the order of their list; ids the list does not hold keep their order after. */
function inOrder(ids: readonly string[], list: readonly Item[] | undefined): string[] {
  const at = new Map((list ?? []).map((o, i) => [o.id, i]));
  return [...ids].sort((a, b) => (at.get(a) ?? Infinity) - (at.get(b) ?? Infinity));
}
const letterOf = (id: string, list: readonly Item[] | undefined, quesType: number) => {
  const i = (list ?? []).findIndex((o) => o.id === id);
  return (i >= 0 ? optionLetter(i, quesType) : null) ?? id;
};
const numberOf = (id: string, list: readonly Item[] | undefined) => {
  const i = (list ?? []).findIndex((o) => o.id === id);
  return i >= 0 ? String(i + 1) : id;
};

/**
 * An answer as the spec's report and bookmark fields write it (student_answer, attempt_answer,
 * correct_answer, correct_ans): a choice by its letter (a to z [BOOKMARK-VIEW-6]), several
 * letters comma-separated; true/false as 1 (true) or 0 [BOOKMARK-QT-2]; a number or a text as
 * written; matching (type 7) as comma-separated 'letter=number' pairs [BOOKMARK-QT-3]; a grid
 * (type 6) as 'row=columns' with the columns separated by a bar [BOOKMARK-QT-4]. Rows and left
 * items are lettered a to n [BOOKMARK-VIEW-7], columns and right items numbered from 1. No
 * answer is ''.
 */
export function answerText(answer: Answer | null | undefined, options: AnswerOptions): string {
  if (!answer) return '';
  switch (answer.kind) {
    case 'single':
      return letterOf(answer.choice, options.choices, QUES_TYPE_ID.single);
    case 'multiple':
      return inOrder(answer.choices, options.choices)
        .map((id) => letterOf(id, options.choices, QUES_TYPE_ID.multiple))
        .join(',');
    case 'true-false':
      return answer.value ? '1' : '0';
    case 'numeric':
    case 'text':
      return answer.text.trim();
    case 'matching':
      return inOrder(Object.keys(answer.pairs), options.left)
        .map((l) => `${letterOf(l, options.left, QUES_TYPE_ID.matching)}=${numberOf(answer.pairs[l] ?? '', options.right)}`)
        .join(',');
    case 'grid':
      return inOrder(Object.keys(answer.rows), options.rows)
        .filter((r) => (answer.rows[r] ?? []).length > 0)
        .map((r) => `${letterOf(r, options.rows, QUES_TYPE_ID.grid)}=${inOrder(answer.rows[r] ?? [], options.columns).map((c) => numberOf(c, options.columns)).join('|')}`)
        .join(',');
  }
}

/** A key without its marks (as stored): all keyText reads. */
export type KeyWithoutMarks = QuestionKey extends infer K ? (K extends QuestionKey ? Omit<K, 'marks' | 'negative'> : never) : never;

/** The key written as answerText writes an answer; a text question's accepted answers joined by ' / '. */
export function keyText(key: KeyWithoutMarks, options: AnswerOptions): string {
  switch (key.kind) {
    case 'single':
      return answerText({ kind: 'single', choice: key.correct }, options);
    case 'multiple':
      return answerText({ kind: 'multiple', choices: key.correct }, options);
    case 'true-false':
      return answerText({ kind: 'true-false', value: key.correct }, options);
    case 'numeric':
      return String(key.value);
    case 'text':
      return key.accepted.join(' / ');
    case 'matching':
      return answerText({ kind: 'matching', pairs: key.pairs }, options);
    case 'grid':
      return answerText({ kind: 'grid', rows: key.rows }, options);
  }
}
