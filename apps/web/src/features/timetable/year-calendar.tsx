import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleLabelKey, yearGrid } from '@portal/domain/timetable/month-grid';
import { PHONE_SCREEN, useMediaQuery } from '../../lib/use-media-query.ts';
import styles from './calendar.module.css';

/** 'Sep', 'sept.', 'Sept.': the browser's short month names in the interface language. */
function shortMonthNames(language: string): (month: number) => string {
  const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  return (month) => format.format(Date.UTC(2024, month - 1, 15));
}

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
 * when non-zero [TT-YEAR-2] [TT-YEAR-3]; the chosen month is pressed and shaded. A phone's
 * cell is too narrow for 'September' or 'novembre' on one line: it shows the short name
 * (decision 088).
 */
export function YearCalendar({ counts, selected, current, onSelect, labelledBy }: YearCalendarProps) {
  const { t, i18n } = useTranslation();
  const shortMonth = useMemo(() => shortMonthNames(i18n.language), [i18n.language]);
  const phone = useMediaQuery(PHONE_SCREEN);
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
              {phone ? (
                // The short name, whole on one line; a screen reader hears the full one.
                <>
                  <span className={styles.monthShort} aria-hidden="true">
                    {shortMonth(month)}
                  </span>
                  <span className="sr-only">{t(`timetable.month.${month}`)}</span>
                </>
              ) : (
                <span className={styles.monthName}>{t(`timetable.month.${month}`)}</span>
              )}
              {count !== null ? (
                <span className={styles.count}>
                  {/* A phone's cell shows the number; the word stays for screen readers. */}
                  {count} <span className={styles.countLabel}>{t(`timetable.count.${scheduleLabelKey(count)}`)}</span>
                </span>
              ) : null}
            </button>
          );
        }),
      )}
    </div>
  );
}
