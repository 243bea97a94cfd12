import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCalendarEvent } from '@portal/contract';
import { eventMonthGrid, type EventCell } from '@portal/domain/events/event-grid';
import type { YearMonth } from '@portal/domain/timetable/calendar-date';
import { dayLabel, weekdayNames } from '../calendar-format.ts';
import { EventChip, EventDot } from './event-chip.tsx';
import styles from './event-grid.module.css';

type EventGridProps = {
  month: YearMonth;
  /** The month's events by day, multi-day events already copied onto each day [EVENT-DATA-2]. */
  byDate: Record<string, TCalendarEvent[]>;
  today: string;
  labelledBy: string;
  busy: boolean;
  onOpenDay: (date: string) => void;
  onOpenEvent: (event: TCalendarEvent) => void;
};

const PHONE_DOTS = 3;

function DayCell({ cell, all, today, onOpenDay, onOpenEvent }: { cell: EventCell<TCalendarEvent>; all: TCalendarEvent[] } & Pick<EventGridProps, 'today' | 'onOpenDay' | 'onOpenEvent'>) {
  const { t, i18n } = useTranslation();
  const label = t('events.day.label', { date: dayLabel(cell.date, i18n.language), count: all.length });
  const isToday = cell.date === today;
  const weeklyOff = all.some((e) => e.event_type === 3);
  // A weekly off is the day's shading, as the legend says; its dot would be a mark the legend lacks.
  const dotted = all.filter((e) => e.event_type !== 3);
  return (
    <div className={[styles.cell, weeklyOff ? styles.weeklyOff : '', isToday ? styles.today : ''].filter(Boolean).join(' ')}>
      {/* Named by its content, not aria-label: the phone's '+N' beside the number is not part of
          the name, and the date in the name holds the number shown (WCAG 2.5.3, decision 029). */}
      <button type="button" className={styles.day} aria-current={isToday ? 'date' : undefined} onClick={() => onOpenDay(cell.date)}>
        <span className={styles.number} aria-hidden="true">
          {Number(cell.date.slice(8, 10))}
        </span>
        <span className="sr-only">{label}</span>
        {dotted.length > 0 ? (
          <span className={styles.dots} aria-hidden="true">
            {dotted.slice(0, PHONE_DOTS).map((e, i) => (
              <EventDot key={`${e.event_id}-${i}`} event={e} />
            ))}
            {dotted.length > PHONE_DOTS ? <span className={styles.dotCount}>+{dotted.length - PHONE_DOTS}</span> : null}
          </span>
        ) : null}
      </button>
      {cell.events.length > 0 ? (
        <ul className={styles.chips}>
          {cell.events.map((e, i) => (
            <li key={`${e.event_id}-${i}`}>
              <EventChip event={e} onOpen={onOpenEvent} />
            </li>
          ))}
        </ul>
      ) : null}
      {cell.more > 0 ? (
        <span className={styles.more} aria-hidden="true">
          {t('events.day.more', { count: cell.more })}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The month grid [EVENT-VIEW-1/2]: weekday headers from Sunday, 6 weeks with trailing empty
 * weeks removed, at most 2 entries per day and '+N more' [EVENT-CELL-1]. A day is a button
 * named by its date and count that opens the day popup [EVENT-DAY-1]; an entry opens its
 * detail [EVENT-DAY-2]; today is marked (aria-current). Days of the neighbouring months are
 * shown dimmed and empty: this month's call does not cover them (decision 015).
 */
export function EventGrid({ month, byDate, today, labelledBy, busy, onOpenDay, onOpenEvent }: EventGridProps) {
  const { i18n } = useTranslation();
  const weeks = useMemo(() => eventMonthGrid(month, byDate), [month, byDate]);
  const weekdays = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  return (
    <table className={styles.grid} aria-labelledby={labelledBy} aria-busy={busy}>
      <thead>
        <tr>
          {weekdays.map((w) => (
            <th key={w.long} scope="col" className={styles.weekday}>
              <span aria-hidden="true">{w.short}</span>
              <span className="sr-only">{w.long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((cell) => (
              <td key={cell.date} className={cell.inMonth ? styles.inMonth : styles.outside}>
                {cell.inMonth ? (
                  <DayCell cell={cell} all={byDate[cell.date] ?? []} today={today} onOpenDay={onOpenDay} onOpenEvent={onOpenEvent} />
                ) : (
                  <span className={styles.outsideNumber} aria-hidden="true">
                    {Number(cell.date.slice(8, 10))}
                  </span>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
