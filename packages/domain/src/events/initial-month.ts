import { canStepMonth, isInAcademicYear, startMonth, type AcademicYearRange } from '../timetable/bounds.ts';
import type { YearMonth } from '../timetable/calendar-date.ts';

/**
 * The month the event calendar opens on: the current month and year when today is inside the
 * selected academic year or no year is selected [EVENT-INIT-1], else the month of the year's
 * start date [EVENT-INIT-2]. Same rule as the timetable's start month [TT-YEAR-7] [TT-YEAR-8].
 */
export function initialEventMonth(today: string, year: AcademicYearRange | null): YearMonth {
  return startMonth(today, year);
}

/** Whether previous (-1) or next (+1) may move the month: only within the months of the academic year's start and end dates [EVENT-NAV-3]. */
export function canStepEventMonth(current: YearMonth, step: number, year: AcademicYearRange | null): boolean {
  return canStepMonth(current, step, year);
}

/**
 * The Today button shows only when the selected academic year contains today [EVENT-NAV-2].
 * Decision (silent): with no year selected it shows, as the calendar then opens on today
 * (EVENT-INIT-1).
 */
export function showTodayButton(today: string, year: AcademicYearRange | null): boolean {
  return year === null || isInAcademicYear(today, year);
}
