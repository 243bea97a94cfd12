/**
 * The attempt's clock in the browser (issue 13): the seconds the server says are left, counted
 * down on a monotonic clock (performance.now). Date.now is never read, so a changed device clock
 * neither cheats nor shortens it; a background tab whose timers are slowed still reads the right
 * time at its next tick, since the time left is computed, not decremented.
 */
export type Countdown = {
  /** Takes the server's word: `secondsLeft` as of now. */
  sync: (secondsLeft: number) => void;
  /** The same, exact: `ms` left as of now (a reply's ms_left less its round trip). */
  syncMs: (ms: number) => void;
  msLeft: () => number;
  /** Rounded up, as the server does: 0 only once the deadline is reached. */
  secondsLeft: () => number;
};

export function createCountdown(secondsLeft: number, now: () => number = () => performance.now()): Countdown {
  let base = { ms: secondsLeft * 1000, at: now() };
  const msLeft = () => Math.max(0, base.ms - (now() - base.at));
  return {
    sync: (seconds) => {
      base = { ms: Math.max(0, seconds) * 1000, at: now() };
    },
    syncMs: (ms) => {
      if (Number.isFinite(ms)) base = { ms: Math.max(0, ms), at: now() };
    },
    msLeft,
    secondsLeft: () => Math.ceil(msLeft() / 1000),
  };
}

/** hh:mm:ss (mm:ss under an hour) for the header. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const body = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return h > 0 ? `${pad(h)}:${body}` : body;
}

/** The moments the timer is announced to a screen reader (issue 13): 5 minutes and 1 minute left. */
export const ANNOUNCE_AT_SECONDS = [300, 60] as const;

/**
 * The announcement due when the clock moved from `before` to `after` seconds left, if any: the
 * nearest mark passed (a tab hidden from 6 minutes to 30 seconds says '1 minute', not '5').
 */
export function announcementDue(before: number, after: number): (typeof ANNOUNCE_AT_SECONDS)[number] | null {
  let due: (typeof ANNOUNCE_AT_SECONDS)[number] | null = null;
  for (const mark of ANNOUNCE_AT_SECONDS) if (before > mark && after <= mark && after > 0) due = mark;
  return due;
}
