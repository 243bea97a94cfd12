import { useTranslation } from 'react-i18next';
import type { TPanelQuestion, TPanelResult } from '@portal/contract';
import { describeKey } from '../model/describe-key.ts';
import { RichText } from '../../../../components/ui/rich-text.tsx';
import styles from './question.module.css';

type Outcome = TPanelResult['questions'][number];

/** Under a reviewed question: its outcome and marks, and the key and solution when the test shows them. */
export function ReviewNote({ question, outcome }: { question: TPanelQuestion; outcome: Outcome | undefined }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  const key = describeKey(question, outcome.key, (v) => t(v ? 'examPanel.answer.true' : 'examPanel.answer.false'));
  return (
    <div className={styles.review}>
      <p>
        <strong>{t(`examPanel.result.outcome.${outcome.outcome}`)}</strong> {t('examPanel.result.questionMarks', { marks: String(Number(outcome.marks.toFixed(2))) })}
      </p>
      {key.length > 0 ? (
        <div>
          <p>{t('examPanel.result.key')}</p>
          <ul>
            {key.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome.solution_html ? (
        <div>
          <p>{t('examPanel.result.solution')}</p>
          <RichText html={outcome.solution_html} block />
        </div>
      ) : null}
    </div>
  );
}
