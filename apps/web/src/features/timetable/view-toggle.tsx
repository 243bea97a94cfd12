import { useTranslation } from 'react-i18next';
import styles from './timetable-screen.module.css';

export type TimetableView = 'month' | 'year';

/** Month | This Year [TT-VIEW-1]: two pressed-state buttons in a named group. */
export function ViewToggle({ value, onChange }: { value: TimetableView; onChange: (view: TimetableView) => void }) {
  const { t } = useTranslation();
  const views: TimetableView[] = ['month', 'year'];
  return (
    <div role="group" aria-label={t('timetable.view.label')} className={styles.toggle}>
      {views.map((view) => (
        <button key={view} type="button" className={styles.toggleButton} aria-pressed={value === view} onClick={() => onChange(view)}>
          {t(`timetable.view.${view}`)}
        </button>
      ))}
    </div>
  );
}
