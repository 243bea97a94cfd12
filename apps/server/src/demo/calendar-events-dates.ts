import { isoDate } from '@portal/domain';

/**
 * Movable Indian festivals by Gregorian year (Diwali: Lakshmi Puja; Holi: Dhulandi), so the
 * demo holidays fall on their real dates. A year outside the table (a demo started long after
 * 2031) takes a typical date: the calendar still looks right, only the day may be off.
 */
const DIWALI: Record<number, string> = {
  2024: '11-01', 2025: '10-20', 2026: '11-08', 2027: '10-29', 2028: '10-17', 2029: '11-05', 2030: '10-26', 2031: '11-14',
};
const DUSSEHRA: Record<number, string> = {
  2024: '10-12', 2025: '10-02', 2026: '10-20', 2027: '10-09', 2028: '09-27', 2029: '10-16', 2030: '10-06', 2031: '09-25',
};
const HOLI: Record<number, string> = {
  2025: '03-14', 2026: '03-04', 2027: '03-22', 2028: '03-11', 2029: '03-01', 2030: '03-20', 2031: '03-09', 2032: '03-27',
};

const on = (year: number, table: Record<number, string>, fallback: string) => `${year}-${table[year] ?? fallback}`;

export const diwali = (year: number) => on(year, DIWALI, '11-01');
export const dussehra = (year: number) => on(year, DUSSEHRA, '10-10');
export const holi = (year: number) => on(year, HOLI, '03-10');

/** The last day of the month of a 'YYYY-MM-DD' date. */
export function monthEnd(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return isoDate(y, m + 1, 0);
}

/** The first date on or after `day` that falls on `weekday` (0 Sunday .. 6 Saturday). */
export function onOrAfter(day: string, weekday: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const current = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return isoDate(y, m, d + ((weekday - current + 7) % 7));
}

/** The earlier of two 'YYYY-MM-DD' dates. */
export const minDate = (a: string, b: string) => (a < b ? a : b);
