import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { STAR, SUN } from '../../../components/ui/calendar-icons.ts';
import chipStyles from './event-chip.module.css';
import styles from './event-legend.module.css';

const CATEGORIES = ['academic', 'sports', 'cultural', 'miscellaneous'] as const;

/** A phone's grid draws entries as dots: its legend shows the same dots (issue 35). */
function Dot() {
  return <span className={`${chipStyles.dot} ${styles.dot}`} aria-hidden="true" />;
}

/**
 * What the colours and icons mean: holiday, the event categories, weekly off [EVENT-DATA-3..5].
 * The marks match the grid: icons on a wide screen, dots on a phone; the weekly off is the
 * shading of its day on both.
 */
export function EventLegend() {
  const { t } = useTranslation();
  return (
    <ul className={styles.legend} aria-label={t('events.legend')}>
      <li className={`${styles.item} ${chipStyles.holiday}`}>
        <Icon path={SUN} size={16} className={styles.icon} />
        <Dot />
        {t('events.kind.holiday')}
      </li>
      {CATEGORIES.map((c) => (
        <li key={c} className={`${styles.item} ${chipStyles[c] ?? ''}`}>
          <Icon path={STAR} size={16} className={styles.icon} />
          <Dot />
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
