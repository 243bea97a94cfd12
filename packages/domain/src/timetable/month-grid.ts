import { daysInMonth, isoDate, weekdayOf } from './calendar-date.ts';

export type MonthCell = { date: string; inMonth: boolean };

/**
 * The weekday the calendar's first column shows. Decision for [TT-MONTH-2] (silent: S2 gives
 * 7 weekday columns but not the first one): Sunday, as the event calendar's grid too.
 */
export const WEEK_STARTS_ON = 0;

/**
 * The month calendar as rows of 7 cells [TT-MONTH-2]: every day of the month once, padded
 * before the 1st and after the last day with days of the neighbouring months (inMonth false)
 * so each row is a full week starting on Sunday. 4 to 6 rows, as the month needs.
 */
export function monthGrid(year: number, month: number): MonthCell[][] {
  const lead = (weekdayOf(year, month, 1) - WEEK_STARTS_ON + 7) % 7;
  const days = daysInMonth(year, month);
  const total = Math.ceil((lead + days) / 7) * 7;
  const rows: MonthCell[][] = [];
  for (let i = 0; i < total; i += 1) {
    const day = i - lead + 1;
    if (i % 7 === 0) rows.push([]);
    rows[rows.length - 1]?.push({ date: isoDate(year, month, day), inMonth: day >= 1 && day <= days });
  }
  return rows;
}

export type ScheduleLabelKey = 'schedule' | 'schedules';

/** The label after a day's count: 'schedule' for exactly 1, 'schedules' otherwise [TT-MONTH-4]. */
export function scheduleLabelKey(count: number): ScheduleLabelKey {
  return count === 1 ? 'schedule' : 'schedules';
}

export type YearGridCell = { month: number; count: number | null };

/**
 * The year view's 12 months in 3 rows of 4 [TT-YEAR-1], each with its schedule count from the
 * month-to-count map of API-TT-3 when non-zero [TT-YEAR-2], else null (no count shown)
 * [TT-YEAR-3]. Decision (silent: S2 §3 says 'month number' without a base): keys are months
 * 1..12, as the event calendar's 1-based month; unreadable or negative counts show nothing.
 */
export function yearGrid(counts: Readonly<Record<string, number | string | null | undefined>>): YearGridCell[][] {
  const rows: YearGridCell[][] = [];
  for (let month = 1; month <= 12; month += 1) {
    const n = Number(counts[String(month)] ?? 0);
    if ((month - 1) % 4 === 0) rows.push([]);
    rows[rows.length - 1]?.push({ month, count: Number.isFinite(n) && n > 0 ? n : null });
  }
  return rows;
}
