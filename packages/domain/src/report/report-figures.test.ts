import { describe, expect, it } from 'vitest';
import { accuracy, attemptsOutOf, cardDuration, hoursMinutesSeconds, wholeMinutes } from './report-figures.ts';

describe('report figures', () => {
  it('[REPORT-ACC-1] accuracy is correct over answered, to 2 decimals', () => {
    expect(accuracy(3, 1)).toBe(75);
    expect(accuracy(1, 2)).toBe(33.33);
    expect(accuracy(2, 1)).toBe(66.67);
    expect(accuracy(5, 0)).toBe(100);
    expect(accuracy(0, 4)).toBe(0);
  });

  it('[REPORT-ACC-2] nothing answered has no accuracy (null), not 0 or 100', () => {
    expect(accuracy(0, 0)).toBeNull();
  });

  it('[REPORT-SUM-4] [REPORT-SUM-12] whole minutes are truncated', () => {
    expect(wholeMinutes(59_999)).toBe(0);
    expect(wholeMinutes(60_000)).toBe(1);
    expect(wholeMinutes(179_999)).toBe(2);
    expect(wholeMinutes(-5)).toBe(0);
  });

  it('[REPORT-SUM-2] the total time in hours, minutes and seconds', () => {
    expect(hoursMinutesSeconds(3_725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(hoursMinutesSeconds(59.9)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
  });

  it('[REPORT-CARD-7] over 60 minutes reads as hours and minutes; 60 itself stays in minutes', () => {
    expect(cardDuration(60)).toEqual({ hours: 0, minutes: 60 });
    expect(cardDuration(61)).toEqual({ hours: 1, minutes: 1 });
    expect(cardDuration(180)).toEqual({ hours: 3, minutes: 0 });
  });

  it('[REPORT-CARD-2] [REPORT-CARD-11] attempts out of the limit; a limit of 0 is unlimited', () => {
    expect(attemptsOutOf(2, 3)).toEqual({ taken: 2, limit: 3 });
    expect(attemptsOutOf(4, 0)).toEqual({ taken: 4, limit: null });
  });
});
