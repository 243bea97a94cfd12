import type { TPanelQuestion } from '@portal/contract';
import { plainText } from '../../../../lib/rich-html.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
type Item = { id: string; html: string };

/**
 * A question's key (shown in a review when the test lets solutions be seen) as lines of text:
 * choices by letter, pairs and grid rows by their items' text. `truth` names true and false in
 * the user's language. Anything not of the question's shape gives no line.
 */
export function describeKey(question: TPanelQuestion, key: unknown, truth: (value: boolean) => string): string[] {
  if (!key || typeof key !== 'object') return [];
  const k = key as Record<string, unknown>;
  const choices = question.options.choices ?? [];
  const choice = (id: unknown) => {
    const i = choices.findIndex((c) => c.id === id);
    return i < 0 ? String(id) : `${LETTERS[i]}. ${plainText(choices[i]!.html)}`;
  };
  const name = (items: Item[] | undefined, id: string) => plainText(items?.find((x) => x.id === id)?.html ?? id);
  switch (question.kind) {
    case 'single':
      return [choice(k.correct)];
    case 'multiple':
      return Array.isArray(k.correct) ? k.correct.map(choice) : [];
    case 'true-false':
      return typeof k.correct === 'boolean' ? [truth(k.correct)] : [];
    case 'numeric': {
      const unit = question.options.unit ? ` ${question.options.unit}` : '';
      const tolerance = k.tolerance !== null && k.tolerance !== undefined && Number(k.tolerance) !== 0 ? ` ± ${String(k.tolerance)}` : '';
      return [`${String(k.value)}${tolerance}${unit}`];
    }
    case 'text':
      return Array.isArray(k.accepted) ? [k.accepted.map(String).join(' / ')] : [];
    case 'matching':
      return Object.entries((k.pairs ?? {}) as Record<string, string>).map(([l, r]) => `${name(question.options.left, l)} → ${name(question.options.right, r)}`);
    case 'grid':
      return Object.entries((k.rows ?? {}) as Record<string, string[]>).map(
        ([row, cols]) => `${name(question.options.rows, row)}: ${cols.map((c) => name(question.options.columns, c)).join(', ')}`,
      );
  }
}
