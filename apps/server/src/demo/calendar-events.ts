import type { Insertable } from 'kysely';
import type { CalendarEventTable } from '../db/types-timetable.ts';
import { academicYearOf, addDays } from './calendar.ts';
import type { SeedContext } from './context.ts';
import { COACHING_ID, FRENCH_ID, SCHOOL_ID } from './institutes.ts';
import { schoolNearToday, schoolYear } from './calendar-events-school.ts';
import { coachingNearToday, coachingYear, frenchYear } from './calendar-events-other.ts';

/**
 * One demo calendar entry. type 1 holiday, 2 event (category 1 Academic, 2 Sports, 3 Cultural,
 * 4 Miscellaneous), 3 weekly off (days 0 Sunday .. 6). No `time` means all day. `users` is
 * the audience (1 Student, 3 Teacher, other Custom User; default students and teachers);
 * `standards` empty means the whole institute.
 */
export type EventSeed = {
  type: 1 | 2 | 3;
  category?: 1 | 2 | 3 | 4;
  title: string;
  start: string;
  /** The last day (inclusive); the start day when absent. */
  end?: string;
  time?: [start: string, end: string];
  standards?: string[];
  users?: number[];
  desc?: string | null;
  doc?: string;
  days?: number[];
};

function toRow(institute_id: number, e: EventSeed): Insertable<CalendarEventTable> {
  return {
    institute_id,
    event_type: e.type,
    holiday_type: e.type === 2 ? (e.category ?? 4) : null,
    title: e.title,
    description: e.desc ?? null,
    document_url: e.doc ?? null,
    start_date: e.start,
    end_date: e.end ?? e.start,
    is_all_day: !e.time,
    start_time: e.time?.[0] ?? null,
    end_time: e.time?.[1] ?? null,
    days_of_week: e.days ?? [],
    user_types: e.users ?? [1, 3],
    standard_names: e.standards ?? [],
  };
}

/** The demo entries of one institute: both academic years, then the ones around today. */
export function demoEntries(institute: number, today: string): EventSeed[] {
  const years = [1, 0].map((back) => Number(academicYearOf(today, back).start.slice(0, 4)));
  if (institute === SCHOOL_ID) return [...years.flatMap(schoolYear), ...schoolNearToday(today)];
  if (institute === COACHING_ID) return [...years.flatMap(coachingYear), ...coachingNearToday(today)];
  if (institute === FRENCH_ID) return years.flatMap(frenchYear);
  return [];
}

/**
 * Every day an institute's demo calendar closes for everyone (holidays for all standards),
 * as 'YYYY-MM-DD': for a demo timetable that schedules no class on a holiday.
 */
export function demoHolidayDays(institute: number, today: string): Set<string> {
  const days = new Set<string>();
  for (const e of demoEntries(institute, today)) {
    if (e.type !== 1 || (e.standards ?? []).length > 0) continue;
    for (let d = e.start; d <= (e.end ?? e.start); d = addDays(d, 1)) days.add(d);
  }
  return days;
}

/**
 * Holidays, events and weekly offs of the three demo institutes for the previous and the
 * current academic year (fixed-date and festival entries in both), plus entries placed around
 * today in the current year so the event calendar always has something to show: a multi-day
 * event over today, one across the month's end, a crowded day and events later this month.
 */
export async function seedCalendarEvents(ctx: SeedContext): Promise<void> {
  const rows = [SCHOOL_ID, COACHING_ID, FRENCH_ID].flatMap((institute) => demoEntries(institute, ctx.today).map((e) => toRow(institute, e)));
  await ctx.trx.insertInto('calendar_event').values(rows).execute();
}
