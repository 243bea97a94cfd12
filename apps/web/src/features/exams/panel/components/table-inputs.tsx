import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../../../lib/rich-html.ts';
import type { InputProps } from './choice-inputs.tsx';
import { RichText } from '../../../../components/ui/rich-text.tsx';
import { ScrollRegion } from './scroll-region.tsx';
import styles from './inputs.module.css';

/** Matching: a select per left item, offering the right column; the blank choice unpairs it. */
export function MatchingInput({ question, answer, onChange, readOnly, idPrefix }: InputProps<'matching'>) {
  const { t } = useTranslation();
  const left = question.options.left ?? [];
  const right = useMemo(() => (question.options.right ?? []).map((r) => ({ id: r.id, text: plainText(r.html) })), [question.options.right]);
  const pairs = answer?.pairs ?? {};
  const choose = (leftId: string, rightId: string) => {
    const next: Record<string, string> = {};
    for (const l of left) {
      const value = l.id === leftId ? rightId : pairs[l.id];
      if (value) next[l.id] = value;
    }
    onChange(Object.keys(next).length > 0 ? { kind: 'matching', pairs: next } : null);
  };
  return (
    <div role="group" aria-label={t('examPanel.answer.label')}>
      {left.map((l, i) => {
        const id = `${idPrefix}-match-${i}`;
        return (
          <div key={l.id} className={styles.matchRow}>
            <label htmlFor={id}>
              <RichText html={l.html} />
            </label>
            <select id={id} className={styles.input} disabled={readOnly} value={pairs[l.id] ?? ''} onChange={(e) => choose(l.id, e.target.value)}>
              <option value="">{t('examPanel.answer.choose')}</option>
              {right.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.text}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}

/**
 * Grid: a table with a checkbox per cell. The question does not say whether a row takes one
 * column or several (ques_type 6 allows several, decision 035), so each row takes any number:
 * radios would make a right answer of two columns impossible to give.
 */
export function GridInput({ question, answer, onChange, readOnly }: InputProps<'grid'>) {
  const { t } = useTranslation();
  const rows = question.options.rows ?? [];
  const columns = question.options.columns ?? [];
  const { rows: rowItems, columns: columnItems } = question.options;
  const names = useMemo(() => new Map([...(rowItems ?? []), ...(columnItems ?? [])].map((item) => [item.id, plainText(item.html)])), [rowItems, columnItems]);
  const chosen = answer?.rows ?? {};
  const toggle = (rowId: string, columnId: string) => {
    const next: Record<string, string[]> = {};
    for (const r of rows) {
      const cells = new Set(chosen[r.id] ?? []);
      if (r.id === rowId) {
        if (cells.has(columnId)) cells.delete(columnId);
        else cells.add(columnId);
      }
      const ordered = columns.map((c) => c.id).filter((c) => cells.has(c));
      if (ordered.length > 0) next[r.id] = ordered;
    }
    onChange(Object.keys(next).length > 0 ? { kind: 'grid', rows: next } : null);
  };
  return (
    // Scrolls sideways on a narrow phone, and says so (issue 32).
    <ScrollRegion label={t('examPanel.answer.label')}>
      <table className={styles.grid}>
        <thead>
          <tr>
            <td />
            {columns.map((c) => (
              <th key={c.id} scope="col">
                <RichText html={c.html} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">
                <RichText html={r.html} />
              </th>
              {columns.map((c) => (
                <td key={c.id} className={styles.cell}>
                  {/* The label fills the cell: a tap anywhere in it toggles the box (44 px target, issue 32). */}
                  <label className={styles.cellTarget}>
                    <input
                      type="checkbox"
                      disabled={readOnly}
                      aria-label={t('examPanel.answer.cell', { row: names.get(r.id), column: names.get(c.id) })}
                      checked={(chosen[r.id] ?? []).includes(c.id)}
                      onChange={() => toggle(r.id, c.id)}
                    />
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
