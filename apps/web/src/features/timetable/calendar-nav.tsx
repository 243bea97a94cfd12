import { Icon } from '../../components/ui/icon.tsx';
import { CHEVRON_LEFT, CHEVRON_RIGHT } from './timetable-icons.ts';
import styles from './calendar.module.css';

type CalendarNavProps = {
  /** The shown month or year, e.g. 'November 2026'; announced when it changes. */
  label: string;
  headingId: string;
  previousLabel: string;
  nextLabel: string;
  canPrevious: boolean;
  canNext: boolean;
  onStep: (step: -1 | 1) => void;
};

/**
 * The arrows and the heading above a calendar [TT-MONTH-1] [TT-YEAR-1]: icon buttons named for
 * what they do, disabled at the academic year's bounds [TT-MONTH-10] [TT-YEAR-6].
 */
export function CalendarNav({ label, headingId, previousLabel, nextLabel, canPrevious, canNext, onStep }: CalendarNavProps) {
  return (
    <div className={styles.nav}>
      <button type="button" className={styles.arrow} aria-label={previousLabel} title={previousLabel} disabled={!canPrevious} onClick={() => onStep(-1)}>
        <Icon path={CHEVRON_LEFT} />
      </button>
      <h2 id={headingId} className={styles.navTitle} aria-live="polite">
        {label}
      </h2>
      <button type="button" className={styles.arrow} aria-label={nextLabel} title={nextLabel} disabled={!canNext} onClick={() => onStep(1)}>
        <Icon path={CHEVRON_RIGHT} />
      </button>
    </div>
  );
}
