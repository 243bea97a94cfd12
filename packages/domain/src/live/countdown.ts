/**
 * The countdown on a class that has not started [LIVE-COUNT-1] [LIVE-COUNT-2]: days, or hours and
 * minutes, or minutes and seconds, or seconds alone. Decision for [LIVE-COUNT-3] (silent
 * thresholds), the natural reading: days from one whole day, hours and minutes from one hour,
 * minutes and seconds from one minute, seconds below that. Units are whole and rounded down, so
 * the display never shows more time than is left.
 */
export type Countdown =
  | { unit: 'days'; days: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number; seconds: number }
  | { unit: 'seconds'; seconds: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time left before `startMs` at `nowMs`; null once the start is reached (the class is on). */
export function countdown(startMs: number, nowMs: number): Countdown | null {
  const left = startMs - nowMs;
  if (!Number.isFinite(left) || left <= 0) return null;
  if (left >= DAY) return { unit: 'days', days: Math.floor(left / DAY) };
  if (left >= HOUR) return { unit: 'hours', hours: Math.floor(left / HOUR), minutes: Math.floor((left % HOUR) / MINUTE) };
  if (left >= MINUTE) return { unit: 'minutes', minutes: Math.floor(left / MINUTE), seconds: Math.floor((left % MINUTE) / SECOND) };
  // Below a second, one second is still to wait: '0 secs' would read as started.
  return { unit: 'seconds', seconds: Math.max(1, Math.floor(left / SECOND)) };
}

/**
 * How long until the countdown's text changes: the card re-renders then instead of every second
 * when it shows days or hours (a page of upcoming classes ticks once a minute, not 60 times).
 */
export function countdownRefreshMs(startMs: number, nowMs: number): number {
  const left = startMs - nowMs;
  if (!Number.isFinite(left) || left <= 0) return 0;
  const step = left >= DAY ? HOUR : left >= HOUR ? MINUTE : SECOND;
  // The next boundary of the shown unit, at least 50 ms away (never a busy loop).
  return Math.max(50, left % step || step);
}
