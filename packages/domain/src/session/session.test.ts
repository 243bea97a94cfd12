import { describe, expect, it } from 'vitest';
import { canSwitchToYear, needsAcademicYearChoice } from './academic-year.ts';
import { calendarDay, endOfLoginDay, isSessionExpired, isValidTimeZone } from './expiry.ts';

describe('session expiry', () => {
  const ist = 'Asia/Kolkata';
  it('[SESSION-EXP-2] a login at 23:59 is over at 00:00 the next day', () => {
    const login = new Date('2026-11-21T23:59:00+05:30');
    expect(isSessionExpired(login, new Date('2026-11-22T00:00:00+05:30'), ist)).toBe(true);
    expect(endOfLoginDay(login, ist).toISOString()).toBe('2026-11-21T18:30:00.000Z');
  });
  it('[SESSION-EXP-3] the same calendar day keeps the session however long', () => {
    const login = new Date('2026-11-21T00:01:00+05:30');
    expect(isSessionExpired(login, new Date('2026-11-21T23:59:59+05:30'), ist)).toBe(false);
  });
  it('[SESSION-EXP-1] the day is judged in the user zone, not UTC', () => {
    // 20:00 UTC on the 21st is already the 22nd in India.
    expect(calendarDay(new Date('2026-11-21T20:00:00Z'), ist)).toBe('2026-11-22');
    expect(calendarDay(new Date('2026-11-21T20:00:00Z'), 'UTC')).toBe('2026-11-21');
  });
  it('[SESSION-EXP-2] a day with a DST change still ends at local midnight', () => {
    // Europe/Berlin leaves summer time on 2026-10-25: that day has 25 hours.
    const end = endOfLoginDay(new Date('2026-10-25T10:00:00+01:00'), 'Europe/Berlin');
    expect(end.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
  it('unknown zones are detected', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('academic year popup', () => {
  const years = [
    { acad_yr_id: 11, acad_yr_name: '2025-26' },
    { acad_yr_id: 12, acad_yr_name: '2026-27' },
  ];
  it('[LOGIN-AY-1] the popup appears when the current year is not among the student years', () => {
    expect(needsAcademicYearChoice(13, years)).toBe(true);
  });
  it('[LOGIN-AY-2] no popup when the current year is among them', () => {
    expect(needsAcademicYearChoice(12, years)).toBe(false);
  });
  it('[SHELL-HEAD-3] only the student years can be switched to', () => {
    expect(canSwitchToYear(11, years)).toBe(true);
    expect(canSwitchToYear(99, years)).toBe(false);
  });
});
