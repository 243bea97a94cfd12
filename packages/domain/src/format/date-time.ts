/**
 * Dates and times as the portal shows them: DD-MM-YYYY [CONST-FMT-1] and hh:mm A [CONST-FMT-2],
 * in the user's IANA time zone. Built on Intl, its offsets from Temporal where the runtime has it
 * (no library, no module side effect), so importing the domain package costs the login page nothing.
 */
import { temporalOffsetMs } from './temporal-zone.ts';

export type ZonedParts = {
  year: number;
  month: number;
  day: number;
  /** 0..23 */
  hour: number;
  minute: number;
  second: number;
  /** 0 (Sunday) .. 6 (Saturday) */
  weekday: number;
};

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock parts of an instant in a time zone, as Intl gives them (the reference). */
export function intlZonedParts(date: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(date)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday ?? 'Sun'] ?? 0,
  };
}

// A zone's offset from UTC is the same over each quarter hour of UTC: every offset in use is a
// multiple of 15 minutes and zones change it at a whole or half hour of local time. The offset of
// a quarter is asked of Intl once (formatToParts costs ~5 us, and a timetable month formats 300
// instants: a twentieth of the server's time on the calls with dates, issue 14's profile), and
// only when its first and last millisecond agree; a quarter holding a change is asked every time.
const QUARTER_MS = 15 * 60_000;
const MAX_CACHED = 50_000;
const offsets = new Map<string, Map<number, number>>();

/** Milliseconds to add to an instant for its wall clock in the zone (whole seconds). */
function offsetMs(ms: number, timeZone: string): number {
  const fromTemporal = temporalOffsetMs(ms, timeZone);
  if (fromTemporal !== undefined) return fromTemporal;
  const p = intlZonedParts(new Date(ms), timeZone);
  const wall = new Date(0);
  wall.setUTCFullYear(p.year, p.month - 1, p.day);
  wall.setUTCHours(p.hour, p.minute, p.second, 0);
  return wall.getTime() - Math.floor(ms / 1000) * 1000;
}

function quarterOffset(ms: number, timeZone: string): number | undefined {
  let zone = offsets.get(timeZone);
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  const quarter = Math.floor(ms / QUARTER_MS);
  const known = zone.get(quarter);
  if (known !== undefined) return Number.isNaN(known) ? undefined : known;
  const first = offsetMs(quarter * QUARTER_MS, timeZone);
  const same = first === offsetMs(quarter * QUARTER_MS + QUARTER_MS - 1, timeZone);
  if (zone.size >= MAX_CACHED) zone.clear();
  zone.set(quarter, same ? first : NaN);
  return same ? first : undefined;
}

/** The wall-clock parts of an instant in a time zone. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const ms = date.getTime();
  const offset = Number.isFinite(ms) ? quarterOffset(ms, timeZone) : undefined;
  if (offset === undefined) return intlZonedParts(date, timeZone);
  const wall = new Date(ms + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'DD-MM-YYYY' of an instant in a time zone [CONST-FMT-1]. */
export function formatDate(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  return `${pad(p.day)}-${pad(p.month)}-${pad(p.year, 4)}`;
}

/** 'YYYY-MM-DD' of an instant in a time zone (a day key for grouping). */
export function dayKey(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'YYYY-MM-DD' (a calendar date from the wire) as 'DD-MM-YYYY' [CONST-FMT-1]; other text is returned as is. */
export function formatIsoDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : isoDate;
}

function twelveHour(hour: number): { h: number; suffix: 'AM' | 'PM' } {
  return { h: hour % 12 === 0 ? 12 : hour % 12, suffix: hour < 12 ? 'AM' : 'PM' };
}

/** 'hh:mm A' (e.g. '03:05 PM') of an instant in a time zone [CONST-FMT-2]. */
export function formatTime(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  const { h, suffix } = twelveHour(p.hour);
  return `${pad(h)}:${pad(p.minute)} ${suffix}`;
}

/** 'hh:mm:ss A' for the dashboard clock, which changes every second [HOME-CLOCK-1] [CONST-FMT-2]. */
export function formatClock(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  const { h, suffix } = twelveHour(p.hour);
  return `${pad(h)}:${pad(p.minute)}:${pad(p.second)} ${suffix}`;
}

/** 'HH:mm' (24-hour, from the wire) as 'hh:mm A' [CONST-FMT-2]; other text is returned as is. */
export function formatWallTime(hhmm: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  const { h, suffix } = twelveHour(Number(m[1]) % 24);
  return `${pad(h)}:${m[2]} ${suffix}`;
}

/** 'HH:mm' (24-hour) of an instant in a time zone: the wire form of a wall-clock time. */
export function wallTime24(date: Date, timeZone: string): string {
  const p = zonedParts(date, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** An instant as ISO 8601 with the zone's offset ('2026-11-20T09:30:00+05:30'), so it reads as local time. */
export function isoInZone(date: Date, timeZone: string): string {
  // One zonedParts (formatToParts is the costly step): lists write two of these per card.
  const p = zonedParts(date, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const offset = Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
