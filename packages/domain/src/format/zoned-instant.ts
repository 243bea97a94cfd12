import { parseIsoDate } from '../timetable/calendar-date.ts';
import { zonedParts } from './date-time.ts';

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (India: +5h30). */
function offsetAt(ms: number, timeZone: string): number {
  const p = zonedParts(new Date(ms), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a wall-clock date ('YYYY-MM-DD') and time ('HH:mm' or 'HH:mm:ss') name in an IANA
 * zone: a schedule's stored times as the moment a class starts. The offset is looked up twice, so
 * a time just after a daylight-saving change lands right; a wall time the change skips (02:30 on
 * a spring-forward night) reads as the instant one offset later, as the clocks themselves do.
 * Null for an unreadable date or time.
 */
export function instantOfWall(date: string, time: string, timeZone: string): Date | null {
  const day = parseIsoDate(date);
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!day || !m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return null;
  const wall = Date.UTC(day.year, day.month - 1, day.day, Number(m[1]), Number(m[2]), Number(m[3] ?? 0));
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}
