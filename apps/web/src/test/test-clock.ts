import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser's "now" in every web test unless the test sets its own: a Saturday morning in
 * India in academic year 2026-27, the instant the feature helpers (fees, timetable, profile,
 * assignments) use. The session fixture logs in at this instant.
 */
export const WEB_TEST_NOW = '2026-11-21T10:15:00+05:30';

/**
 * Stops Date at WEB_TEST_NOW (timers stay real). With the real clock a test file that ran across
 * midnight saw its fixture session, made at load, expire [SESSION-EXP-1]; and a test that
 * passed only on some days or hours would go unnoticed (issue 18).
 */
export function stopTheClock(): void {
  vi.setSystemTime(new Date(WEB_TEST_NOW));
}

/**
 * Timers that move only when the test says (vi.advanceTimersByTimeAsync), the date stopped at
 * WEB_TEST_NOW: a delay the screen promises (700 ms, 2 s, the session's end) is then checked
 * to the millisecond, whatever the load of the machine.
 */
export function holdTheTimers(): void {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date(WEB_TEST_NOW));
}

/**
 * With held timers, lets the work due now run (answers, renders, queued query updates: the
 * query library notifies through setTimeout 0) until `reached()` holds. The clock stays put;
 * the bound is real time, generous, so a slow machine only makes it slower.
 */
export async function runUntil(reached: () => boolean, what: string, boundMs = 10_000): Promise<void> {
  const deadline = performance.now() + boundMs;
  while (!reached()) {
    if (performance.now() > deadline) throw new Error(`Not reached within ${boundMs} ms: ${what}`);
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

/** With held timers, lets what is due now run for a while (before checking that nothing happened). */
export async function runDueWork(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}
