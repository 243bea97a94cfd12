import { describe, expect, it } from 'vitest';
import { dayKey, formatClock, formatDate, formatIsoDate, formatTime, formatWallTime, isoInZone, wallTime24, zonedParts } from './date-time.ts';

const at = new Date('2026-11-20T09:35:07Z'); // a Friday

describe('date and time formats', () => {
  it('[CONST-FMT-1] dates are DD-MM-YYYY in the given zone', () => {
    expect(formatDate(at, 'UTC')).toBe('20-11-2026');
    expect(formatDate(new Date('2026-11-20T20:00:00Z'), 'Asia/Kolkata')).toBe('21-11-2026');
    expect(formatDate(new Date('2026-01-05T03:00:00Z'), 'America/New_York')).toBe('04-01-2026');
    expect(formatIsoDate('2026-03-07')).toBe('07-03-2026');
    expect(dayKey(at, 'Asia/Kolkata')).toBe('2026-11-20');
  });

  it.each([
    ['2026-11-20T15:05:00Z', 'UTC', '03:05 PM'],
    ['2026-11-20T00:00:00Z', 'UTC', '12:00 AM'],
    ['2026-11-20T12:30:00Z', 'UTC', '12:30 PM'],
    ['2026-11-20T09:35:07Z', 'Asia/Kolkata', '03:05 PM'],
    ['2026-11-20T23:59:00Z', 'UTC', '11:59 PM'],
  ])('[CONST-FMT-2] %s in %s is %s (hh:mm A)', (iso, zone, expected) => {
    expect(formatTime(new Date(iso), zone)).toBe(expected);
  });

  it('[CONST-FMT-2] [HOME-CLOCK-1] the clock adds seconds; wire times HH:mm become hh:mm A', () => {
    expect(formatClock(at, 'UTC')).toBe('09:35:07 AM');
    expect(formatWallTime('15:05')).toBe('03:05 PM');
    expect(formatWallTime('00:10')).toBe('12:10 AM');
    expect(formatWallTime('12:00')).toBe('12:00 PM');
  });

  it('[CONST-FMT-1] zoned parts carry the weekday (0 Sunday)', () => {
    expect(zonedParts(at, 'UTC')).toMatchObject({ year: 2026, month: 11, day: 20, hour: 9, minute: 35, second: 7, weekday: 5 });
    expect(zonedParts(new Date('2026-11-21T20:00:00Z'), 'Asia/Tokyo').weekday).toBe(0);
  });
});

describe('wire forms in a zone', () => {
  const at = new Date('2026-11-20T04:00:00Z');
  it('[CONST-FMT-2] HH:mm and ISO with the offset of India', () => {
    expect(wallTime24(at, 'Asia/Kolkata')).toBe('09:30');
    expect(isoInZone(at, 'Asia/Kolkata')).toBe('2026-11-20T09:30:00+05:30');
  });
  it('a zone behind UTC and one on a DST day keep their own offsets', () => {
    expect(isoInZone(at, 'America/New_York')).toBe('2026-11-19T23:00:00-05:00');
    expect(isoInZone(new Date('2026-07-01T12:00:00Z'), 'Europe/Berlin')).toBe('2026-07-01T14:00:00+02:00');
    expect(isoInZone(at, 'UTC')).toBe('2026-11-20T04:00:00+00:00');
  });
});
