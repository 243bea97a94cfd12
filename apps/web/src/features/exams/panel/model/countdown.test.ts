import { describe, expect, it, vi } from 'vitest';
import { retryDelayMs } from './backoff.ts';
import { announcementDue, createCountdown, formatClock } from './countdown.ts';

describe('the countdown (issue 13: the seconds the server says are left, on a monotonic clock)', () => {
  it('counts down from the server seconds on the monotonic clock', () => {
    let mono = 1_000;
    const clock = createCountdown(600, () => mono);
    expect(clock.secondsLeft()).toBe(600);
    mono += 1_500;
    expect(clock.secondsLeft()).toBe(599); // rounded up, as the server does
    mono += 598_500;
    expect(clock.secondsLeft()).toBe(0);
    mono += 60_000;
    expect(clock.msLeft()).toBe(0); // never negative
  });

  it('a changed device clock (Date.now) neither cheats nor shortens it', () => {
    let mono = 0;
    const clock = createCountdown(300, () => mono);
    vi.setSystemTime(Date.now() + 3_600_000); // the student moves the clock an hour back... or on
    expect(clock.secondsLeft()).toBe(300);
    vi.setSystemTime(Date.now() - 7_200_000);
    mono += 10_000;
    expect(clock.secondsLeft()).toBe(290);
  });

  it('a background tab whose timers did not fire for minutes reads the right time at its next tick', () => {
    let mono = 0;
    const clock = createCountdown(900, () => mono);
    mono += 240_000; // no tick ran in between: the time left is computed, not decremented
    expect(clock.secondsLeft()).toBe(660);
  });

  it('takes the server word on a re-sync, more or less time', () => {
    let mono = 0;
    const clock = createCountdown(900, () => mono);
    mono += 10_000;
    clock.sync(880);
    expect(clock.secondsLeft()).toBe(880);
    clock.sync(950); // time given back by the institute
    mono += 1_000;
    expect(clock.secondsLeft()).toBe(949);
  });

  it('announces 5 minutes and 1 minute left once each, and the nearer one after a jump', () => {
    expect(announcementDue(301, 300)).toBe(300);
    expect(announcementDue(300, 299)).toBeNull();
    expect(announcementDue(61, 60)).toBe(60);
    expect(announcementDue(400, 30)).toBe(60);
    expect(announcementDue(1, 0)).toBeNull();
  });

  it('shows hh:mm:ss, or mm:ss under an hour', () => {
    expect(formatClock(3723)).toBe('01:02:03');
    expect(formatClock(59)).toBe('00:59');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('retries after 1 s, doubling to at most 15 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
  });
});
