import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './exam-search.module.css';

type Props = { value: string; onChange: (next: string) => void; offline?: boolean };

/**
 * The search box: by exam name on the online tab [EXAM-SEARCH-1], by name or title on the
 * offline one [EXAM-SEARCH-2]; the matching itself is the domain's (matchesExamSearch).
 */
export function ExamSearch({ value, onChange, offline = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t(offline ? 'exams.search.offline' : 'exams.search.online')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        placeholder={t('exams.search.placeholder')}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
