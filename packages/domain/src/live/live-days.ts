import { dayKey, formatIsoDate } from '../format/date-time.ts';
import { addDays, isoWeekday } from '../timetable/calendar-date.ts';

/** What the day rules read of a live class: its start and end as ISO instants. */
export type LiveTimes = { start_datetime: string; end_datetime: string };

/** How many days past today the Upcoming tab reaches [LIVE-GROUP-3]. */
export const UPCOMING_DAYS = 7;

const startDay = (c: LiveTimes, timeZone: string): string | null => {
  const start = Date.parse(c.start_datetime);
  return Number.isNaN(start) ? null : dayKey(new Date(start), timeZone);
};
const byStart = (a: LiveTimes, b: LiveTimes) => Date.parse(a.start_datetime) - Date.parse(b.start_datetime);

/**
 * The Todays tab: classes starting today in the institute's zone, and one that began earlier and
 * is still on (a class across midnight stays joinable), earliest first.
 */
export function todaysClasses<T extends LiveTimes>(classes: readonly T[], nowMs: number, timeZone: string): T[] {
  const today = dayKey(new Date(nowMs), timeZone);
  return classes
    .filter((c) => {
      const day = startDay(c, timeZone);
      if (day === today) return true;
      return day !== null && day < today && Date.parse(c.end_datetime) > nowMs;
    })
    .sort(byStart);
}

/**
 * The Upcoming tab: classes starting after today, up to UPCOMING_DAYS days ahead, earliest first
 * [LIVE-GROUP-3]. Decision for [LIVE-GROUP-5], reading B: today's classes have their own tab,
 * so Upcoming starts tomorrow ('from today' is the data fetched for both tabs), and no class
 * shows twice.
 */
export function upcomingClasses<T extends LiveTimes>(classes: readonly T[], nowMs: number, timeZone: string): T[] {
  const today = dayKey(new Date(nowMs), timeZone);
  const last = addDays(today, UPCOMING_DAYS);
  return classes
    .filter((c) => {
      const day = startDay(c, timeZone);
      return day !== null && day > today && day <= last;
    })
    .sort(byStart);
}

/** A day's heading: 'Today' or the weekday (0 Sunday .. 6 Saturday), plus the date as DD-MM-YYYY [LIVE-GROUP-2]. */
export type LiveDayGroup<T> = { key: string; isToday: boolean; weekday: number; date: string; classes: T[] };

/**
 * Classes grouped by the day they start in the institute's zone [LIVE-GROUP-1] [LIVE-GROUP-4]
 * [LIVE-PAST-5]: days in `order` (upcoming earliest first; decision: past newest first, the
 * class just held on top), classes in a day by start time. A class with an unreadable start is
 * left out (it cannot be placed on a day).
 */
export function groupByDay<T extends LiveTimes>(classes: readonly T[], nowMs: number, timeZone: string, order: 'asc' | 'desc' = 'asc'): LiveDayGroup<T>[] {
  const today = dayKey(new Date(nowMs), timeZone);
  const days = new Map<string, T[]>();
  for (const c of [...classes].sort(byStart)) {
    const day = startDay(c, timeZone);
    if (day === null) continue;
    const list = days.get(day) ?? [];
    list.push(c);
    days.set(day, list);
  }
  const keys = [...days.keys()].sort();
  if (order === 'desc') keys.reverse();
  return keys.map((key) => ({ key, isToday: key === today, weekday: isoWeekday(key), date: formatIsoDate(key), classes: days.get(key)! }));
}
