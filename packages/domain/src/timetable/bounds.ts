import { addMonths, monthIndex, parseIsoDate, type YearMonth } from './calendar-date.ts';

/** The fields of the selected academic year the calendars use (S2 §3). */
export type AcademicYearRange = { start_date: string; end_date: string };

/** True when a 'YYYY-MM-DD' day lies inside the academic year, both ends included. */
export function isInAcademicYear(today: string, year: AcademicYearRange): boolean {
  const t = parseIsoDate(today);
  const s = parseIsoDate(year.start_date);
  const e = parseIsoDate(year.end_date);
  if (!t || !s || !e) return false;
  const key = (p: { year: number; month: number; day: number }) => p.year * 10_000 + p.month * 100 + p.day;
  return key(s) <= key(t) && key(t) <= key(e);
}

/** The years the year arrows may show: from the year of the start date to the year of the end date [TT-YEAR-6]; null when a date cannot be read. */
export function yearBounds(year: AcademicYearRange): { min: number; max: number } | null {
  const s = parseIsoDate(year.start_date);
  const e = parseIsoDate(year.end_date);
  return s && e ? { min: s.year, max: e.year } : null;
}

/** Whether a year arrow may move from `current` by `step` (-1 or +1) [TT-YEAR-6]; with no readable academic year the arrows are free. */
export function canStepYear(current: number, step: number, year: AcademicYearRange | null): boolean {
  const b = year ? yearBounds(year) : null;
  if (!b) return true;
  const next = current + step;
  return next >= b.min && next <= b.max;
}

/** The first and last months of the academic year (the months of its start and end dates); null when a date cannot be read. */
export function monthBounds(year: AcademicYearRange): { min: YearMonth; max: YearMonth } | null {
  const s = parseIsoDate(year.start_date);
  const e = parseIsoDate(year.end_date);
  return s && e ? { min: { year: s.year, month: s.month }, max: { year: e.year, month: e.month } } : null;
}

/**
 * Whether a month arrow may move from `current` by `step` months. Used by the event calendar
 * [EVENT-NAV-3] and, by decision for [TT-MONTH-10] (reading A), by the timetable's month arrows
 * too: S2 §5 says month navigation 'is bounded the same way'. With no readable year: free.
 */
export function canStepMonth(current: YearMonth, step: number, year: AcademicYearRange | null): boolean {
  const b = year ? monthBounds(year) : null;
  if (!b) return true;
  const next = monthIndex(addMonths(current, step));
  return next >= monthIndex(b.min) && next <= monthIndex(b.max);
}

/**
 * The month the timetable opens on: the current month when today is inside the academic year
 * [TT-YEAR-7], else the month of its start date [TT-YEAR-8]. Decision (silent): with no
 * selected year, or an unreadable one, the current month.
 */
export function startMonth(today: string, year: AcademicYearRange | null): YearMonth {
  const t = parseIsoDate(today);
  const current = t ? { year: t.year, month: t.month } : { year: 1970, month: 1 };
  if (!year || isInAcademicYear(today, year)) return current;
  const s = parseIsoDate(year.start_date);
  return s ? { year: s.year, month: s.month } : current;
}
