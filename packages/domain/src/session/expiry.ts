import { dayKey } from '../format/date-time.ts';
import { temporalKnowsZone } from '../format/temporal-zone.ts';

// Answers by zone name: a runtime's zones do not change, and building a formatter to ask costs a
// millisecond on a slow phone, asked on every session check and render (issue 14, the TBT).
// Bounded: the server asks with a request header's text.
const validZones = new Map<string, boolean>();
const MAX_KEPT_ZONES = 500;

/** True when the IANA zone name is known to this runtime. */
export function isValidTimeZone(timeZone: string): boolean {
  let valid = validZones.get(timeZone);
  if (valid === undefined) {
    // Temporal first where the runtime has it: an Intl formatter would be the page's first, and
    // build the locale's date patterns for nothing (format/temporal-zone.ts).
    valid = temporalKnowsZone(timeZone);
    if (valid === undefined) {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone });
        valid = true;
      } catch {
        valid = false;
      }
    }
    if (validZones.size < MAX_KEPT_ZONES) validZones.set(timeZone, valid);
  }
  return valid;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export const calendarDay = dayKey;

/** The zone's offset from UTC at an instant, in minutes (India: +330). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!m) return 0;
  const sign = m[1] === '-' ? -1 : 1;
  return sign * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/**
 * The end of the login's calendar day in the user's zone: the next local midnight
 * [SESSION-EXP-2] [SESSION-EXP-3]. Offsets are looked up twice so a DST change on that
 * day still lands on local midnight.
 */
export function endOfLoginDay(loginAt: Date, timeZone: string): Date {
  const [y, m, d] = calendarDay(loginAt, timeZone).split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d + 1);
  const guess = midnightUtc - offsetMinutes(new Date(midnightUtc), timeZone) * 60_000;
  return new Date(midnightUtc - offsetMinutes(new Date(guess), timeZone) * 60_000);
}

/** A session is over once the calendar day of the login has passed [SESSION-EXP-1]. */
export function isSessionExpired(loginAt: Date, now: Date, timeZone: string): boolean {
  return calendarDay(loginAt, timeZone) !== calendarDay(now, timeZone);
}
