import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './offline-view.module.css';

export type OfflineChoice = 'analysis' | 'rank';

type Props = { value: OfflineChoice; onChange: (next: OfflineChoice) => void; showRank: boolean };

/**
 * What the offline rows show: 'analysis' (marks, the default) [EXAM-OFF-2], or ranks, offered
 * only when the institute shows them (show_exam_rank) [EXAM-OFF-3]. Without ranks there is no
 * choice to make, so none is drawn. Native radios: arrow keys move between them.
 */
export function OfflineChoiceField({ value, onChange, showRank }: Props) {
  const { t } = useTranslation();
  const name = useId();
  if (!showRank) return null;
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{t('exams.offline.show')}</legend>
      {(['analysis', 'rank'] as const).map((option) => (
        <label key={option} className={styles.option}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {t(`exams.offline.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}
