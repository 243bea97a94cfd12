import type { TCalendarEvent, TTimetableHoliday } from '@portal/contract';
import { addDays, formatWallTime, parseIsoDate } from '@portal/domain';
import type { CalendarEventRow } from './events.repository.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** 'Mon,17-Jul-2023' (ddd,DD-MMM-YYYY, English names) of a 'YYYY-MM-DD' date. */
function commaDate(day: string): string {
  const p = parseIsoDate(day);
  if (!p) throw new RangeError(`not a date: ${day}`);
  return `${DAY_NAMES[weekday(day)]!.slice(0, 3)},${String(p.day).padStart(2, '0')}-${MONTHS[p.month - 1]}-${p.year}`;
}

/**
 * event_date_range of a multi-day event of the event calendar: two comma dates separated by
 * ' - ', 'Mon,17-Jul-2023 - Wed,19-Jul-2023' [EVENT-DATA-6]. The spec's client splits it on
 * spaces, takes parts 0 and 2 and reads each after its comma (decision 030, replacing 013's
 * 'MMM dd, yyyy' pair, which that client could not read). Null for a one-day event.
 */
export function eventDateRange(start: string, end: string): string | null {
  return start === end ? null : `${commaDate(start)} - ${commaDate(end)}`;
}

/**
 * event_date_range of a holiday of several days on the timetable [API-TT-2]: '<start> - <end>'
 * in YYYY-MM-DD, which the spec's client splits on spaces and walks from part 0 to part 2
 * (decision 030). Null for a one-day holiday.
 */
export function holidayDateRange(start: string, end: string): string | null {
  return start === end ? null : `${start} - ${end}`;
}

/** 'HH:MM:SS' from the database as 'hh:mm AM'; null stays null. */
const twelveHour = (time: string | null) => (time === null ? null : formatWallTime(time.slice(0, 5)));

/** A calendar entry on the wire [S2 §3 Calendar event]. */
export function toCalendarEvent(row: CalendarEventRow, dateRange = eventDateRange): TCalendarEvent {
  return {
    event_id: row.id,
    event_type: row.event_type,
    holiday_type: row.event_type === 2 ? row.holiday_type : null,
    title_name: row.title,
    document_url: row.document_url,
    event_start_Date: row.start_date,
    event_end_date: row.end_date,
    event_date_range: dateRange(row.start_date, row.end_date),
    is_all_day_event: row.is_all_day,
    event_start_time: row.is_all_day ? null : twelveHour(row.start_time),
    event_end_time: row.is_all_day ? null : twelveHour(row.end_time),
    standardNamesList: row.standard_names,
    userTypeList: row.user_types,
    holiday_desc: row.description,
    dayOfWeekList: row.event_type === 3 ? row.days_of_week.map((d) => ({ day_of_week: d, day_name: DAY_NAMES[d] ?? '' })) : null,
  };
}

/** Every date from `from` to `to`, both included ('YYYY-MM-DD', from <= to). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

// Holidays, then weekly offs, then events; all-day before timed, then by start time (24-hour
// from the database: the wire's 'hh:mm AM' does not sort as text across noon).
const TYPE_ORDER: Record<number, number> = { 1: 0, 3: 1, 2: 2 };
function compareRows(a: CalendarEventRow, b: CalendarEventRow): number {
  return (
    (TYPE_ORDER[a.event_type] ?? 3) - (TYPE_ORDER[b.event_type] ?? 3) ||
    Number(b.is_all_day) - Number(a.is_all_day) ||
    (a.start_time ?? '').localeCompare(b.start_time ?? '') ||
    a.id - b.id
  );
}

/**
 * The month map of API-EVENT-1 [EVENT-DATA-1]: each event once, under its own start date,
 * even when that is in an earlier month (the browser copies it onto its later days
 * [EVENT-DATA-2]). A weekly off [EVENT-DATA-5] is listed on every matching day of the month
 * inside its range, each time as a one-day entry (start = end = that day, no date range):
 * sent with its whole range it would be copied onto every day by the browser. Keys in date
 * order; within a day holidays, weekly offs, then events by time.
 */
export function monthEventMap(rows: readonly CalendarEventRow[], monthStart: string, monthEnd: string): Record<string, TCalendarEvent[]> {
  const byDay = new Map<string, TCalendarEvent[]>();
  const put = (day: string, e: TCalendarEvent) => byDay.set(day, [...(byDay.get(day) ?? []), e]);
  for (const row of [...rows].sort(compareRows)) {
    const event = toCalendarEvent(row);
    if (row.event_type !== 3) {
      put(row.start_date, event);
      continue;
    }
    for (const day of eachDay(later(row.start_date, monthStart), earlier(row.end_date, monthEnd))) {
      if (row.days_of_week.includes(weekday(day))) {
        put(day, { ...event, event_start_Date: day, event_end_date: day, event_date_range: null });
      }
    }
  }
  const out: Record<string, TCalendarEvent[]> = {};
  for (const day of [...byDay.keys()].sort()) out[day] = byDay.get(day)!;
  return out;
}

/**
 * The holiday map of API-TT-2 [TT-DATA-2]: each holiday once, under its own start date (also
 * when that is before `from`: it runs into the range), as the event calendar lists events; the
 * client copies a holiday of several days onto its later days, reading event_date_range
 * (decision 030). Keys in date order.
 */
export function holidayMap(rows: readonly CalendarEventRow[]): Record<string, TTimetableHoliday[]> {
  const out: Record<string, TTimetableHoliday[]> = {};
  for (const row of [...rows].sort((a, b) => a.start_date.localeCompare(b.start_date) || compareRows(a, b))) {
    (out[row.start_date] ??= []).push(toCalendarEvent(row, holidayDateRange));
  }
  return out;
}
