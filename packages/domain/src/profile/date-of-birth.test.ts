import { describe, expect, it } from 'vitest';
import {
  checkDob,
  checkDobString,
  DOB_DAY_CHOICES,
  DOB_MONTH_CHOICES,
  dobFromSelection,
  dobYearChoices,
  isLeapYear,
  mergeDob,
  parseStoredDob,
} from './date-of-birth.ts';

const today = '2026-11-21';

describe('date of birth', () => {
  it('[PROFILE-DOB-1] years 1970 to the current year, months 1-12, days 01-31', () => {
    const years = dobYearChoices(today);
    expect(years[0]).toEqual({ value: 1970, label: '1970' });
    expect(years.at(-1)).toEqual({ value: 2026, label: '2026' });
    expect(years).toHaveLength(57);
    expect(DOB_MONTH_CHOICES.map((c) => c.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(DOB_DAY_CHOICES[0]).toEqual({ value: 1, label: '01' });
    expect(DOB_DAY_CHOICES.at(-1)).toEqual({ value: 31, label: '31' });
  });

  it('[PROFILE-DOB-2] a partial selection merges with the stored date', () => {
    expect(mergeDob('2012-03-09', { month: 7 })).toEqual({ year: 2012, month: 7, day: 9 });
    expect(mergeDob('09-03-2012', { year: 2011, day: 1 })).toEqual({ year: 2011, month: 3, day: 1 });
    expect(mergeDob('2012-03-09', {})).toEqual({ year: 2012, month: 3, day: 9 });
    expect(mergeDob('2012-03-09', { year: null, month: 4, day: 5 })).toEqual({ year: 2012, month: 4, day: 5 });
  });

  it('[PROFILE-DOB-2] [PROFILE-DISP-4] the 1900 placeholder or no date leaves unchosen parts empty', () => {
    expect(parseStoredDob('1900-01-01')).toBeNull();
    expect(parseStoredDob('01-01-1900')).toBeNull();
    expect(parseStoredDob('garbage')).toBeNull();
    expect(mergeDob('1900-01-01', { year: 2010 })).toBeNull();
    expect(mergeDob(null, { year: 2010, month: 2, day: 3 })).toEqual({ year: 2010, month: 2, day: 3 });
  });

  it('[PROFILE-DOB-3] a February day past 29 in a leap year', () => {
    expect(isLeapYear(2012)).toBe(true);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
    expect(checkDob({ year: 2012, month: 2, day: 30 }, today)).toEqual({ ok: false, error: 'profile.dob.err.feb29' });
    expect(checkDob({ year: 2012, month: 2, day: 29 }, today)).toEqual({ ok: true, value: '2012-02-29' });
  });

  it('[PROFILE-DOB-4] a February day past 28 in another year', () => {
    expect(checkDob({ year: 2013, month: 2, day: 29 }, today)).toEqual({ ok: false, error: 'profile.dob.err.feb28' });
    expect(checkDob({ year: 2013, month: 2, day: 28 }, today)).toEqual({ ok: true, value: '2013-02-28' });
  });

  it('[PROFILE-DOB-5] day 31 in a 30-day month', () => {
    for (const month of [4, 6, 9, 11]) {
      expect(checkDob({ year: 2013, month, day: 31 }, today)).toEqual({ ok: false, error: 'profile.dob.err.only30' });
    }
    expect(checkDob({ year: 2013, month: 12, day: 31 }, today)).toEqual({ ok: true, value: '2013-12-31' });
  });

  it('[PROFILE-DOB-6] a date after today is refused, today itself is not', () => {
    expect(checkDob({ year: 2026, month: 11, day: 22 }, today)).toEqual({ ok: false, error: 'profile.dob.err.future' });
    expect(checkDob({ year: 2026, month: 11, day: 21 }, today)).toEqual({ ok: true, value: '2026-11-21' });
  });

  it('[PROFILE-DOB-7] an empty result', () => {
    expect(checkDob(null, today)).toEqual({ ok: false, error: 'profile.dob.err.empty' });
    expect(dobFromSelection(null, { day: 3 }, today)).toEqual({ ok: false, error: 'profile.dob.err.empty' });
  });

  it('[PROFILE-DOB-1] parts outside the choices are refused', () => {
    for (const parts of [
      { year: 1969, month: 5, day: 5 },
      { year: 2027, month: 1, day: 1 },
      { year: 2010, month: 13, day: 1 },
      { year: 2010, month: 0, day: 1 },
      { year: 2010, month: 1, day: 32 },
      { year: 2010, month: 1, day: 1.5 },
    ]) {
      expect(checkDob(parts, today)).toEqual({ ok: false, error: 'profile.dob.err.outOfRange' });
    }
  });

  it('[PROFILE-DOB-8] the result is YYYY-MM-DD, from the popup and on the server', () => {
    expect(dobFromSelection('2012-03-09', { month: 1, day: 2 }, today)).toEqual({ ok: true, value: '2012-01-02' });
    expect(checkDobString('2012-01-02', today)).toEqual({ ok: true, value: '2012-01-02' });
    expect(checkDobString('02-01-2012', today)).toEqual({ ok: false, error: 'profile.dob.err.outOfRange' });
    expect(checkDobString('', today)).toEqual({ ok: false, error: 'profile.dob.err.empty' });
    expect(checkDobString('2013-02-29', today)).toEqual({ ok: false, error: 'profile.dob.err.feb28' });
  });
});
