import { useTranslation } from 'react-i18next';
import type { YearMonth } from '@portal/domain/timetable/calendar-date';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { monthHeading } from '../calendar-format.ts';
import { CHEVRON_LEFT, CHEVRON_RIGHT } from '../../../components/ui/calendar-icons.ts';
import styles from './month-nav.module.css';

type MonthNavProps = {
  month: YearMonth;
  headingId: string;
  canPrevious: boolean;
  canNext: boolean;
  showToday: boolean;
  busy: boolean;
  onStep: (step: -1 | 1) => void;
  onToday: () => void;
};

/**
 * Previous, the month and year in the user's language, next, and Today [EVENT-NAV-1]; the
 * arrows stop at the academic year's months [EVENT-NAV-3], Today shows only when the year
 * holds today [EVENT-NAV-2].
 */
export function MonthNav({ month, headingId, canPrevious, canNext, showToday, busy, onStep, onToday }: MonthNavProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.nav}>
      <Button variant="ghost" className={styles.arrow} aria-label={t('events.nav.previous')} disabled={!canPrevious} onClick={() => onStep(-1)}>
        <Icon path={CHEVRON_LEFT} />
      </Button>
      <h2 id={headingId} className={styles.heading} aria-live="polite">
        {monthHeading(month, i18n.language)}
      </h2>
      <Button variant="ghost" className={styles.arrow} aria-label={t('events.nav.next')} disabled={!canNext} onClick={() => onStep(1)}>
        <Icon path={CHEVRON_RIGHT} />
      </Button>
      {showToday ? (
        <Button variant="secondary" className={styles.today} onClick={onToday}>
          {t('events.nav.today')}
        </Button>
      ) : null}
      {busy ? <Spinner size="sm" label={t('events.loading')} /> : null}
    </div>
  );
}
