import { zonedParts } from '../format/date-time.ts';
import { dayNumber, isoDate } from './calendar-date.ts';

/**
 * "Now" as the timetable rules read it: a wall-clock date and minutes since midnight in the
 * user's zone. Rules take it as a parameter and never read a clock [TT-PHASE-12]: the caller
 * decides which clock (decision: the server's data.time of API-TT-1 when present, else the
 * browser clock), converted with `localNow`.
 */
export type LocalNow = { date: string; minutes: number };

/** The wall-clock date and minute of an instant in an IANA zone. */
export function localNow(instant: Date, timeZone: string): LocalNow {
  const p = zonedParts(instant, timeZone);
  return { date: isoDate(p.year, p.month, p.day), minutes: p.hour * 60 + p.minute };
}

/** A wall-clock date and minute as one comparable number (minutes since 1970-01-01 00:00 wall time); null for an unreadable date. */
export function wallStamp(date: string, minutes: number): number | null {
  const day = dayNumber(date);
  return day === null ? null : day * 1440 + minutes;
}
