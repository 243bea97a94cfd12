import { addDays, dayNumber, isoDate, weekdayOf, type YearMonth } from '../timetable/calendar-date.ts';
import { cut, DOTS } from '../timetable/text-cut.ts';
import { WEEK_STARTS_ON } from '../timetable/month-grid.ts';

export type CalendarEventLike = {
  title_name?: string | null;
  event_start_Date?: string | null;
  event_end_date?: string | null;
};

/** Events per day in a cell [EVENT-CELL-1] and the title cut [EVENT-CELL-2]. */
export const EVENTS_PER_CELL = 2;
export const EVENT_TITLE_LIMIT = 30;

/**
 * An event title cut at 30 characters plus '...' [EVENT-CELL-2] [EVENT-DETAIL-3]. Decision
 * (EVENT-CELL-2 says only 'cut at 30'): the cell uses the detail popup's form, 30 plus dots.
 */
export function eventTitle(title: string | null | undefined): string {
  return cut(title, EVENT_TITLE_LIMIT, EVENT_TITLE_LIMIT, DOTS);
}

/**
 * The calendar map [EVENT-DATA-1] with each multi-day event also listed on every later day of
 * its range, under 'YYYY-MM-DD' keys [EVENT-DATA-2]. Decision for [EVENT-DETAIL-13]: the range
 * is event_start_Date to event_end_date (first 10 characters, YYYY-MM-DD); an event already
 * listed on a day (the same object) is not listed twice, and a day's own events come before
 * copies; an unreadable or reversed range, or
 * one over 366 days, adds nothing. Keys are normalised to their first 10 characters.
 */
export function expandMultiDayEvents<T extends CalendarEventLike>(map: Readonly<Record<string, readonly T[] | null | undefined>>): Record<string, T[]> {
  const out: Record<string, T[]> = {};
  const put = (day: string, e: T) => {
    const list = (out[day] ??= []);
    if (!list.includes(e)) list.push(e);
  };
  const entries = Object.entries(map);
  for (const [key, events] of entries) for (const e of events ?? []) put(key.slice(0, 10), e);
  for (const [, events] of entries) {
    for (const e of events ?? []) {
      const start = (e.event_start_Date ?? '').slice(0, 10);
      const end = (e.event_end_date ?? '').slice(0, 10);
      const a = dayNumber(start);
      const b = dayNumber(end);
      if (a === null || b === null || b <= a || b - a > 366) continue;
      for (let d = 1; d <= b - a; d += 1) put(addDays(start, d), e);
    }
  }
  return out;
}

export type EventCell<T> = { date: string; inMonth: boolean; events: T[]; more: number };

/**
 * The event calendar's month: 6 weeks of 7 days from the Sunday on or before the 1st, with
 * trailing weeks that hold no day of the month removed [EVENT-VIEW-2]. Each cell lists at most
 * 2 events and the count of the rest [EVENT-CELL-1]. Decision (silent): weeks start on Sunday
 * ([TT-MONTH-2] decision), and days of neighbouring months show their events too.
 */
export function eventMonthGrid<T>(ym: YearMonth, byDate: Readonly<Record<string, readonly T[] | undefined>>): EventCell<T>[][] {
  const lead = (weekdayOf(ym.year, ym.month, 1) - WEEK_STARTS_ON + 7) % 7;
  const weeks: EventCell<T>[][] = [];
  for (let w = 0; w < 6; w += 1) {
    const week: EventCell<T>[] = [];
    for (let d = 0; d < 7; d += 1) {
      const date = isoDate(ym.year, ym.month, 1 - lead + w * 7 + d);
      const all = byDate[date] ?? [];
      const inMonth = date.slice(0, 7) === isoDate(ym.year, ym.month, 1).slice(0, 7);
      week.push({ date, inMonth, events: all.slice(0, EVENTS_PER_CELL), more: Math.max(0, all.length - EVENTS_PER_CELL) });
    }
    weeks.push(week);
  }
  while (weeks.length > 0 && !weeks[weeks.length - 1]?.some((c) => c.inMonth)) weeks.pop();
  return weeks;
}
