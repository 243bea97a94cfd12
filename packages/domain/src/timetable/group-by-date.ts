import { formatIsoDate } from '../format/date-time.ts';
import { parseIsoDate, weekdayOf } from './calendar-date.ts';
import { twelveHourMinutes } from './twelve-hour.ts';

export type DatedItem = { date?: string | null; start_time?: string | null };

export type TimetableDayGroup<T> = {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 0 (Sunday) .. 6, for the translated weekday name [TT-MONTH-8]. */
  weekday: number;
  /** 'DD-MM-YYYY' [TT-MONTH-8] [CONST-FMT-1]. */
  dateLabel: string;
  items: T[];
};

/**
 * The items of batchTimeTableList (a map from date text to items) [TT-DATA-1] as one list,
 * each item's own date kept and, when it has none, the key's date filled in.
 */
export function flattenTimetable<T extends DatedItem>(map: Readonly<Record<string, readonly T[] | null | undefined>>): T[] {
  return Object.entries(map).flatMap(([key, items]) =>
    (items ?? []).map((item) => (parseIsoDate(item.date) ? item : { ...item, date: key.slice(0, 10) })),
  );
}

/**
 * The month's items under date headers (weekday + DD-MM-YYYY) [TT-MONTH-8]. Decisions (silent
 * on order): days in date order, earliest first; a day's items by start time, earliest first,
 * items with an unreadable start time last, ties in their given order. Items without a readable
 * date are left out.
 */
export function groupByDate<T extends DatedItem>(items: readonly T[]): TimetableDayGroup<T>[] {
  const byDate = new Map<string, { item: T; at: number; i: number }[]>();
  items.forEach((item, i) => {
    const p = parseIsoDate(item.date);
    if (!p) return;
    const date = (item.date ?? '').trim().slice(0, 10);
    const list = byDate.get(date) ?? [];
    list.push({ item, at: twelveHourMinutes(item.start_time) ?? Number.POSITIVE_INFINITY, i });
    byDate.set(date, list);
  });
  return [...byDate.keys()].sort().map((date) => {
    const p = parseIsoDate(date) as { year: number; month: number; day: number };
    const sorted = (byDate.get(date) ?? []).sort((a, b) => a.at - b.at || a.i - b.i);
    return { date, weekday: weekdayOf(p.year, p.month, p.day), dateLabel: formatIsoDate(date), items: sorted.map((x) => x.item) };
  });
}
