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
