import { describe, expect, it } from 'vitest';
import { liveClassDuration } from './live-duration.ts';

describe('live class duration', () => {
  it.each([
    ['10:00 AM', '11:00 AM', 60],
    ['10:30 AM', '11:15 AM', 45],
    ['11:30 AM', '01:00 PM', 90],
    ['12:00 PM', '12:40 PM', 40],
    ['09:00 AM', '09:00 AM', 0],
  ])('[TT-LIVE-4] %s to %s is %i minutes', (start, end, minutes) => expect(liveClassDuration(start, end)).toBe(minutes));

  it('[TT-LIVE-4] a class past midnight counts on into the next day', () => {
    expect(liveClassDuration('11:30 PM', '12:15 AM')).toBe(45);
  });

  it.each([['', '10:00 AM'], ['10:00 AM', null], ['25:00', '10:00 AM'], [undefined, undefined]])(
    '[TT-LIVE-4] an unreadable time (%s, %s) gives no duration',
    (start, end) => expect(liveClassDuration(start, end)).toBeNull(),
  );
});
