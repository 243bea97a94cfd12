/**
 * Calendar arithmetic on 'YYYY-MM-DD' strings, with no time zone involved: a date is a day
 * number counted in UTC, so no local clock or DST change can shift it.
 */
export type YearMonth = { year: number; month: number };

export type DayParts = { year: number; month: number; day: number };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The parts of a 'YYYY-MM-DD' date (a longer text such as '2025-01-05 00:00:00' is read by its first 10 characters); null when it is not a real date. */
export function parseIsoDate(text: string | null | undefined): DayParts | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec((text ?? '').trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const back = new Date(Date.UTC(year, month - 1, day));
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** 'YYYY-MM-DD' of a year, a month (1..12) and a day; out-of-range parts roll over. */
export function isoDate(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Days since 1970-01-01 of a date; null when it is not a real date. */
export function dayNumber(text: string): number | null {
  const p = parseIsoDate(text);
  return p ? Date.UTC(p.year, p.month - 1, p.day) / 86_400_000 : null;
}

/** The date n days after (or before, when n < 0) a valid 'YYYY-MM-DD' date. */
export function addDays(date: string, n: number): string {
  const p = parseIsoDate(date);
  if (!p) throw new RangeError(`not a date: ${date}`);
  return isoDate(p.year, p.month, p.day + n);
}

/** 0 (Sunday) .. 6 (Saturday) of a year, month (1..12) and day. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** 0 (Sunday) .. 6 of a 'YYYY-MM-DD' day, whatever the zone (an offline exam's weekday [REPORT-ROW-1]); -1 for an unreadable date. */
export function isoWeekday(text: string): number {
  const p = parseIsoDate(text);
  return p ? weekdayOf(p.year, p.month, p.day) : -1;
}

/** Number of days in a month (1..12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A month as one number, so months compare and step by plain arithmetic. */
export function monthIndex(ym: YearMonth): number {
  return ym.year * 12 + (ym.month - 1);
}

/** The month n months after (or before) a month. */
export function addMonths(ym: YearMonth, n: number): YearMonth {
  const i = monthIndex(ym) + n;
  return { year: Math.floor(i / 12), month: (((i % 12) + 12) % 12) + 1 };
}
