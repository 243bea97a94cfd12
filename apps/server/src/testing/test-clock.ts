import type { Clock } from '../clock.ts';

/** The fixed "now" of the server suite: a Saturday morning in India, in academic year 2026-27. */
export const TEST_NOW = '2026-11-21T10:00:00+05:30';

export type TestClock = Clock & { set(at: string | Date): void; advance(ms: number): void };

export function testClock(start: string | Date = TEST_NOW): TestClock {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    set: (at) => {
      now = new Date(at).getTime();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

/**
 * A clock that follows the real time (set and advance shift it), for the few tests whose other
 * party signs with the real time (a script run as a child process): a clock frozen when the
 * file started would fall behind it on a busy machine and judge its tokens issued in the future.
 */
export function realTimeClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set: (at) => {
      offset = new Date(at).getTime() - Date.now();
    },
    advance: (ms) => {
      offset += ms;
    },
  };
}
