import type { TQuestionRecord } from '@portal/contract';
import type { QuestionMedia, QuestionOptions, StoredKey } from '../../../db/types-exams.ts';

/** What a question record stores, the way the demo's bank and the panel's reads have it (exam_question). */
export type QuestionParts = { options: QuestionOptions; key: StoredKey; media: QuestionMedia[] };

const item = ({ id, html }: { id: string; html: string }) => ({ id, html });

/** The record's kind-specific fields as the panel's options and the domain's key (marks apart: they are columns). */
export function questionParts(r: TQuestionRecord): QuestionParts {
  const media = r.image_urls.map((source_path): QuestionMedia => ({ media_type: 'image', source_path }));
  const partial = r.partial_marks;
  switch (r.kind) {
    case 'single':
      return { media, options: { choices: r.options!.map(item) }, key: { kind: 'single', correct: r.options!.find((o) => o.is_correct)!.id } };
    case 'multiple':
      return { media, options: { choices: r.options!.map(item) }, key: { kind: 'multiple', correct: r.options!.filter((o) => o.is_correct).map((o) => o.id), partial } };
    case 'true-false':
      return { media, options: {}, key: { kind: 'true-false', correct: r.answer === true || r.answer === 'true' } };
    case 'numeric':
      return { media, options: r.unit?.trim() ? { unit: r.unit.trim() } : {}, key: { kind: 'numeric', value: String(r.answer).trim(), tolerance: r.tolerance ?? null } };
    case 'text':
      return { media, options: {}, key: { kind: 'text', accepted: r.accepted_answers!.map((a) => a.trim()).filter((a) => a !== '') } };
    case 'matching':
      return {
        media,
        options: { left: r.left!.map(item), right: r.right!.map(item) },
        key: { kind: 'matching', pairs: Object.fromEntries(r.left!.map((l) => [l.id, l.match])), partial },
      };
    case 'grid':
      return {
        media,
        options: { rows: r.rows!.map(item), columns: r.columns!.map(item) },
        key: { kind: 'grid', rows: Object.fromEntries(r.rows!.map((row) => [row.id, [...new Set(row.correct)]])), partial },
      };
  }
}

/** The field a clerk changes to change the key of a question of this kind (named when a change is refused). */
export const KEY_FIELD: Record<TQuestionRecord['kind'], string> = {
  single: 'options',
  multiple: 'options',
  'true-false': 'answer',
  numeric: 'answer',
  text: 'accepted_answers',
  matching: 'left',
  grid: 'rows',
};

/** The ids answers name (choices, items, rows, columns): past answers mean something only while these stay. */
export function answerIds(options: QuestionOptions): string {
  return JSON.stringify([options.choices, options.left, options.right, options.rows, options.columns].map((list) => list?.map((o) => o.id) ?? null));
}
