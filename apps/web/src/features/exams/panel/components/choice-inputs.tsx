import { useTranslation } from 'react-i18next';
import type { TPanelQuestion } from '@portal/contract';
import type { Answer } from '@portal/domain/exam/question-types';
import { RichText } from '../../../../components/ui/rich-text.tsx';
import styles from './inputs.module.css';

export type InputProps<K extends Answer['kind']> = {
  question: TPanelQuestion;
  answer: Extract<Answer, { kind: K }> | null;
  onChange: (answer: Answer | null) => void;
  readOnly: boolean;
  idPrefix: string;
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Single choice: a radio group; arrow keys move between the choices, as in any radio group. */
export function SingleInput({ question, answer, onChange, readOnly, idPrefix }: InputProps<'single'>) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.choices} disabled={readOnly}>
      <legend className="sr-only">{t('examPanel.answer.label')}</legend>
      {(question.options.choices ?? []).map((c, i) => (
        <label key={c.id} className={styles.choice}>
          <input type="radio" name={`${idPrefix}-choice`} value={c.id} checked={answer?.choice === c.id} onChange={() => onChange({ kind: 'single', choice: c.id })} />
          <span className={styles.letter}>{LETTERS[i]}</span>
          <RichText html={c.html} />
        </label>
      ))}
    </fieldset>
  );
}

/** Multiple choice: checkboxes; unticking the last one clears the answer. */
export function MultipleInput({ question, answer, onChange, readOnly }: InputProps<'multiple'>) {
  const { t } = useTranslation();
  const chosen = new Set(answer?.choices ?? []);
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    // In the question's order, so the same choice always saves the same way.
    const choices = (question.options.choices ?? []).map((c) => c.id).filter((c) => next.has(c));
    onChange(choices.length > 0 ? { kind: 'multiple', choices } : null);
  };
  return (
    <fieldset className={styles.choices} disabled={readOnly}>
      <legend className="sr-only">{t('examPanel.answer.several')}</legend>
      {(question.options.choices ?? []).map((c, i) => (
        <label key={c.id} className={styles.choice}>
          <input type="checkbox" value={c.id} checked={chosen.has(c.id)} onChange={() => toggle(c.id)} />
          <span className={styles.letter}>{LETTERS[i]}</span>
          <RichText html={c.html} />
        </label>
      ))}
    </fieldset>
  );
}

/** True or false: two radios. */
export function TrueFalseInput({ answer, onChange, readOnly, idPrefix }: InputProps<'true-false'>) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.choices} disabled={readOnly}>
      <legend className="sr-only">{t('examPanel.answer.label')}</legend>
      {([true, false] as const).map((value) => (
        <label key={String(value)} className={styles.choice}>
          <input type="radio" name={`${idPrefix}-tf`} checked={answer?.value === value} onChange={() => onChange({ kind: 'true-false', value })} />
          <span>{t(value ? 'examPanel.answer.true' : 'examPanel.answer.false')}</span>
        </label>
      ))}
    </fieldset>
  );
}
