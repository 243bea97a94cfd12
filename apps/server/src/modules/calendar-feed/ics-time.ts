import { addDays, zonedParts } from '@portal/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes the zone is ahead of UTC at an instant (330 for India). */
export function offsetMinutes(at: Date, timeZone: string): number {
  const p = zonedParts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The zone's one offset from `from` to `to` ('YYYY-MM-DD'), or null when it changes in that
 * range (daylight saving time, or a change of the zone's rules). Checked at noon UTC on the
 * 1st and 15th of every month and on both ends: a summer time lasts months, not days.
 */
export function fixedOffset(timeZone: string, from: string, to: string): number | null {
  const days = [from, to];
  for (let day = from.slice(0, 8) + '01'; day <= to; day = addDays(day, 32).slice(0, 8) + '01') days.push(day, day.slice(0, 8) + '15');
  const offsets = new Set(days.map((day) => offsetMinutes(new Date(`${day}T12:00:00Z`), timeZone)));
  return offsets.size === 1 ? [...offsets][0]! : null;
}

/** '+0530' / '-0300' (UTC-OFFSET of RFC 5545). */
export function utcOffsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The instant of a wall time in a zone: the offset is found at a first guess and checked once more (DST). */
export function zonedToUtc(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** '20261121T100000' of a day and 'HH:MM[:SS]' wall time (a DATE-TIME with TZID). */
export function localDateTime(day: string, time: string): string {
  return `${day.replaceAll('-', '')}T${time.slice(0, 2)}${time.slice(3, 5)}00`;
}

/** '20261121T043000Z' of an instant (a UTC DATE-TIME). */
export function utcDateTime(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** '20261121' of a day (a DATE value). */
export const dateValue = (day: string) => day.replaceAll('-', '');
