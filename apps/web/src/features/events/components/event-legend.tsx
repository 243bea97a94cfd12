import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { STAR, SUN } from '../../../components/ui/calendar-icons.ts';
import chipStyles from './event-chip.module.css';
import styles from './event-legend.module.css';

const CATEGORIES = ['academic', 'sports', 'cultural', 'miscellaneous'] as const;

/** What the colours and icons mean: holiday, the event categories, weekly off [EVENT-DATA-3..5]. */
export function EventLegend() {
  const { t } = useTranslation();
  return (
    <ul className={styles.legend} aria-label={t('events.legend')}>
      <li className={`${styles.item} ${chipStyles.holiday}`}>
        <Icon path={SUN} size={16} className={styles.icon} />
        {t('events.kind.holiday')}
      </li>
      {CATEGORIES.map((c) => (
        <li key={c} className={`${styles.item} ${chipStyles[c] ?? ''}`}>
          <Icon path={STAR} size={16} className={styles.icon} />
          {t(`events.category.${c}`)}
        </li>
      ))}
      <li className={styles.item}>
        <span className={styles.weeklyOff} aria-hidden="true" />
        {t('events.kind.weeklyOff')}
      </li>
    </ul>
  );
}
