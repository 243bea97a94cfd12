import { addDays, academicYearOf, type YearSpan } from '../../apps/server/src/demo/calendar.ts';
import type { EventSeed } from '../../apps/server/src/demo/calendar-events.ts';
import { schoolNearToday, schoolYear } from '../../apps/server/src/demo/calendar-events-school.ts';
import { coachingNearToday, coachingYear } from '../../apps/server/src/demo/calendar-events-other.ts';

/** 0 the previous academic year, 1 the current one (the index of Years). */
export type YearIndex = 0 | 1;
export type Years = readonly [previous: YearSpan, current: YearSpan];

export function yearsOf(today: string): Years {
  return [academicYearOf(today, 1), academicYearOf(today, 0)];
}

const startYear = (span: YearSpan) => Number(span.start.slice(0, 4));

/**
 * A generated institute's calendar: the demo school's or coaching institute's year for both
 * academic years (holidays on their real dates, events, the school's weekly off) and the
 * entries placed around today, so generated calendars look like the demo's.
 */
export function calendarEntries(school: boolean, years: Years, today: string): EventSeed[] {
  const year = school ? schoolYear : coachingYear;
  return [...years.flatMap((y) => year(startYear(y))), ...(school ? schoolNearToday(today) : coachingNearToday(today))];
}

/**
 * The days classes are held in one academic year, in order: Monday to Saturday except the
 * holidays every standard has (the demo timetable's rule). Their position in this list is
 * what the schedule's ids are computed from (plan.ts).
 */
export function teachingDays(school: boolean, span: YearSpan, years: Years, today: string): string[] {
  const closed = new Set<string>();
  for (const e of calendarEntries(school, years, today)) {
    if (e.type !== 1 || (e.standards ?? []).length > 0) continue;
    for (let d = e.start; d <= (e.end ?? e.start); d = addDays(d, 1)) closed.add(d);
  }
  const days: string[] = [];
  for (let d = span.start; d <= span.end; d = addDays(d, 1)) {
    if (new Date(`${d}T00:00:00Z`).getUTCDay() !== 0 && !closed.has(d)) days.push(d);
  }
  return days;
}

/** The target exam year in a coaching batch's name: 'JEE 2027' for the batch of 2026-27. */
export const examYearOf = (span: YearSpan) => startYear(span) + 1;

