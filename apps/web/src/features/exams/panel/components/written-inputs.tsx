import { useTranslation } from 'react-i18next';
import { MAX_NUMERIC_ANSWER_LENGTH, MAX_TEXT_ANSWER_LENGTH } from '@portal/contract/exam-panel-wire';
import type { InputProps } from './choice-inputs.tsx';
import styles from './inputs.module.css';

/** A number typed in (with the question's unit); blank clears the answer. Sent as typed: the server judges it. */
export function NumericInput({ question, answer, onChange, readOnly, idPrefix }: InputProps<'numeric'>) {
  const { t } = useTranslation();
  const id = `${idPrefix}-numeric`;
  const unit = question.options.unit;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('examPanel.answer.numeric')}
      </label>
      <div className={styles.inputRow}>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_NUMERIC_ANSWER_LENGTH}
          readOnly={readOnly}
          className={`${styles.input} ${styles.numeric}`}
          value={answer?.text ?? ''}
          // Control characters (a pasted tab) would be refused by the server: keep them out.
          onChange={(e) => {
            const text = e.target.value.replace(/[\p{Cc}]/gu, '');
            onChange(text.trim() ? { kind: 'numeric', text } : null);
          }}
        />
        {unit ? <span className={styles.hint}>{unit}</span> : null}
      </div>
    </div>
  );
}

/** A word or sentence typed in; blank clears the answer. */
export function TextInput({ answer, onChange, readOnly, idPrefix }: InputProps<'text'>) {
  const { t } = useTranslation();
  const id = `${idPrefix}-text`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('examPanel.answer.text')}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={MAX_TEXT_ANSWER_LENGTH}
        readOnly={readOnly}
        className={`${styles.input} ${styles.textArea}`}
        value={answer?.text ?? ''}
        onChange={(e) => {
          const text = e.target.value.replace(/[^\P{Cc}\n\t]/gu, '');
          onChange(text.trim() ? { kind: 'text', text } : null);
        }}
      />
    </div>
  );
}
