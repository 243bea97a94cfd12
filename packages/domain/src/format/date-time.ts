/**
 * Dates and times as the portal shows them: DD-MM-YYYY [CONST-FMT-1] and hh:mm A [CONST-FMT-2],
 * in the user's IANA time zone. Built on Intl (no library, no module side effect), so importing
 * the domain package costs the login page nothing.
 */
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

/** The wall-clock parts of an instant in a time zone. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
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
