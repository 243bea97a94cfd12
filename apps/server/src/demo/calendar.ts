import { calendarDay, parseIsoDate } from '@portal/domain';
import { INSTITUTE_TIME_ZONE } from '../clock.ts';

export type YearSpan = { name: string; start: string; end: string };

/** Today's date at the institutes (India), so demo dates do not jump at UTC midnight. */
export function todayInIndia(now: Date): string {
  return calendarDay(now, INSTITUTE_TIME_ZONE);
}

/**
 * Indian academic years run April to March: on 2026-11-21 the current year is '2026-27'
 * (2026-04-01..2027-03-31) and the previous one '2025-26'.
 */
export function academicYearOf(day: string, yearsBack = 0): YearSpan {
  const d = parseIsoDate(day);
  if (!d) throw new RangeError(`not a date: ${day}`);
  const startYear = (d.month >= 4 ? d.year : d.year - 1) - yearsBack;
  const next = String((startYear + 1) % 100).padStart(2, '0');
  return { name: `${startYear}-${next}`, start: `${startYear}-04-01`, end: `${startYear + 1}-03-31` };
}

/** A date `days` from a YYYY-MM-DD day (negative goes back): the domain's date arithmetic. */
export { addDays } from '@portal/domain';
