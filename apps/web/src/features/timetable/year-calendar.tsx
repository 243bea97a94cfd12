import { useTranslation } from 'react-i18next';
import { scheduleLabelKey, yearGrid } from '@portal/domain/timetable/month-grid';
import styles from './calendar.module.css';

type YearCalendarProps = {
  counts: Readonly<Record<string, number>>;
  /** The chosen month (1..12) or null. */
  selected: number | null;
  /** The current month (1..12) when the shown year is this year, else null. */
  current: number | null;
  onSelect: (month: number) => void;
  labelledBy: string;
};

/**
 * The year's 12 months in 3 rows of 4 [TT-YEAR-1], each a button with its count of schedules
 * when non-zero [TT-YEAR-2] [TT-YEAR-3]; the chosen month is pressed and shaded.
 */
export function YearCalendar({ counts, selected, current, onSelect, labelledBy }: YearCalendarProps) {
  const { t } = useTranslation();
  return (
    <div role="group" className={styles.year} aria-labelledby={labelledBy}>
      {yearGrid(counts).flatMap((row) =>
        row.map(({ month, count }) => {
          const classes = [styles.monthCell, month === current ? styles.today : '', month === selected ? styles.selected : ''];
          return (
            <button
              key={month}
              type="button"
              className={classes.filter(Boolean).join(' ')}
              aria-pressed={month === selected}
              aria-current={month === current ? 'date' : undefined}
              onClick={() => onSelect(month)}
            >
              <span className={styles.monthName}>{t(`timetable.month.${month}`)}</span>
              {count !== null ? (
                <span className={styles.count}>
                  {count} {t(`timetable.count.${scheduleLabelKey(count)}`)}
                </span>
              ) : null}
            </button>
          );
        }),
      )}
    </div>
  );
}
