import { addDays, parseIsoDate } from '../timetable/calendar-date.ts';
import { formatIsoDate } from '../format/date-time.ts';

/** The past tab's dates, as YYYY-MM-DD days in the institute's zone; `to` may be absent [LIVE-PAST-6]. */
export type PastRange = { from: string; to: string | null };

/** Decision 060 for [LIVE-PAST-7] (silent default): the last 30 days, today included. */
export const DEFAULT_PAST_DAYS = 30;

export function defaultPastRange(today: string): PastRange {
  return { from: addDays(today, -DEFAULT_PAST_DAYS), to: today };
}

export type PastRangeProblem = 'from-missing' | 'from-after-today' | 'to-before-from';

/**
 * Why a chosen range is refused, or null: a start after today is refused [LIVE-PAST-3] with the
 * spec's text; decision 060: a start is needed, and an end before the start is refused too (the
 * server would answer nothing, which would read as 'no classes').
 */
export function pastRangeProblem(range: { from: string | null; to: string | null }, today: string): PastRangeProblem | null {
  if (!range.from || !parseIsoDate(range.from)) return 'from-missing';
  if (range.from > today) return 'from-after-today';
  if (range.to && parseIsoDate(range.to) && range.to < range.from) return 'to-before-from';
  return null;
}

/** The request's dates as DD-MM-YYYY; a missing end is sent as null [LIVE-LOAD-2] [LIVE-PAST-6]. */
export function pastRequestDates(range: PastRange): { from_date: string; to_date: string | null } {
  return { from_date: formatIsoDate(range.from), to_date: range.to ? formatIsoDate(range.to) : null };
}
