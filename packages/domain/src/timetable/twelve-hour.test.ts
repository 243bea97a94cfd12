import { describe, expect, it } from 'vitest';
import { twelveHourMinutes } from './twelve-hour.ts';

describe('twelve-hour times', () => {
  it.each([
    ['10:30 AM', 630],
    ['12:00 PM', 720],
    ['12:05 AM', 5],
    ['12:59 AM', 59],
    ['01:00 PM', 780],
    ['11:59 PM', 1439],
    ['9:05 pm', 1265],
    [' 10:30AM ', 630],
  ])('[TT-PHASE-1] %s is %i minutes after midnight', (text, minutes) => expect(twelveHourMinutes(text)).toBe(minutes));

  it.each([['00:30 AM'], ['13:00 PM'], ['10:60 AM'], ['10:30'], ['22:30'], ['ten AM'], [''], [null], [undefined]])(
    '[TT-PHASE-1] %s is not a 12-hour time',
    (text) => expect(twelveHourMinutes(text)).toBeNull(),
  );
});
