import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, parseIsoDate, type YearMonth } from '@portal/domain/timetable/calendar-date';
import { monthGrid, scheduleLabelKey } from '@portal/domain/timetable/month-grid';
import { Icon } from '../../components/ui/icon.tsx';
import { FLAG } from './timetable-icons.ts';
import styles from './calendar.module.css';

type MonthCalendarProps = {
  month: YearMonth;
  /** Items per 'YYYY-MM-DD'. */
  counts: ReadonlyMap<string, number>;
  /** Holiday title per 'YYYY-MM-DD' [TT-DATA-2]. */
  holidays: ReadonlyMap<string, string>;
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
  labelledBy: string;
};

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The month as a table: weekday column headers, Sunday first, one button per day of the month
 * [TT-MONTH-2], each with its holiday marker [TT-MONTH-3] and its count of schedules
 * [TT-MONTH-4]; today highlighted (aria-current) [TT-MONTH-5], the clicked day shaded
 * (aria-pressed) [TT-MONTH-6]. Tab and Enter work as for any button; the arrow keys move
 * between the days of the month.
 */
export function MonthCalendar({ month, counts, holidays, today, selected, onSelect, labelledBy }: MonthCalendarProps) {
  const { t } = useTranslation();
  const table = useRef<HTMLTableElement>(null);
  const rows = monthGrid(month.year, month.month);

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const step = STEPS[e.key];
    const from = (e.target as HTMLElement).dataset.date;
    if (!step || !from) return;
    const next = table.current?.querySelector<HTMLButtonElement>(`button[data-date="${addDays(from, step)}"]`);
    if (!next) return;
    e.preventDefault();
    next.focus();
  };

  return (
    <table ref={table} className={styles.month} aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {[0, 1, 2, 3, 4, 5, 6].map((d) => (
            <th key={d} scope="col" className={styles.weekday}>
              <span aria-hidden="true">{t(`timetable.weekday.short.${d}`)}</span>
              <span className="sr-only">{t(`timetable.weekday.long.${d}`)}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]?.date}>
            {row.map((cell) => {
              if (!cell.inMonth) return <td key={cell.date} className={styles.pad} />;
              const count = counts.get(cell.date) ?? 0;
              const holiday = holidays.get(cell.date);
              const classes = [styles.day, cell.date === today ? styles.today : '', cell.date === selected ? styles.selected : ''];
              return (
                <td key={cell.date}>
                  <button
                    type="button"
                    data-date={cell.date}
                    className={classes.filter(Boolean).join(' ')}
                    aria-pressed={cell.date === selected}
                    aria-current={cell.date === today ? 'date' : undefined}
                    onClick={() => onSelect(cell.date)}
                  >
                    <span className={styles.dayNumber}>{parseIsoDate(cell.date)?.day}</span>
                    {holiday !== undefined ? (
                      <span role="img" className={styles.holiday} aria-label={holiday || t('timetable.legend.holiday')} title={holiday}>
                        <Icon path={FLAG} size={14} />
                      </span>
                    ) : null}
                    {count > 0 ? (
                      <span className={styles.count}>
                        {count} <span className={styles.countLabel}>{t(`timetable.count.${scheduleLabelKey(count)}`)}</span>
                      </span>
                    ) : null}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
