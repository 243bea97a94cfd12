import { describe, expect, it } from 'vitest';
import { countdown, countdownRefreshMs } from './countdown.ts';
import { livePhase } from './live-phase.ts';

const start = Date.parse('2026-11-26T10:00:00+05:30');
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('live class countdown and phase', () => {
  it('[LIVE-COUNT-2] [LIVE-COUNT-3] days from one day, hrs and mins from one hour, mins and secs from one minute, secs below', () => {
    expect(countdown(start, start - (2 * d + 5 * h))).toEqual({ unit: 'days', days: 2 });
    expect(countdown(start, start - d)).toEqual({ unit: 'days', days: 1 });
    expect(countdown(start, start - (d - 1))).toEqual({ unit: 'hours', hours: 23, minutes: 59 });
    expect(countdown(start, start - (3 * h + 5 * m + 59 * s))).toEqual({ unit: 'hours', hours: 3, minutes: 5 });
    expect(countdown(start, start - h)).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
    expect(countdown(start, start - (h - 1))).toEqual({ unit: 'minutes', minutes: 59, seconds: 59 });
    expect(countdown(start, start - (4 * m + 10 * s))).toEqual({ unit: 'minutes', minutes: 4, seconds: 10 });
    expect(countdown(start, start - m)).toEqual({ unit: 'minutes', minutes: 1, seconds: 0 });
    expect(countdown(start, start - 59 * s)).toEqual({ unit: 'seconds', seconds: 59 });
    expect(countdown(start, start - 400)).toEqual({ unit: 'seconds', seconds: 1 });
  });

  it('[LIVE-COUNT-1] [LIVE-COUNT-5] no countdown once the start is reached', () => {
    expect(countdown(start, start)).toBeNull();
    expect(countdown(start, start + 1)).toBeNull();
    expect(countdown(Number.NaN, start)).toBeNull();
  });

  it('[LIVE-COUNT-2] the countdown is redrawn when its text changes: hourly for days, each minute for hours, each second below', () => {
    expect(countdownRefreshMs(start, start - (2 * d + 30 * m))).toBe(30 * m);
    expect(countdownRefreshMs(start, start - (2 * h + 10 * s))).toBe(10 * s);
    expect(countdownRefreshMs(start, start - (5 * m + 300))).toBe(300);
    expect(countdownRefreshMs(start, start - 2 * h)).toBe(m);
    expect(countdownRefreshMs(start, start - 10)).toBe(50);
    expect(countdownRefreshMs(start, start + 1)).toBe(0);
  });

  it('[LIVE-COUNT-1] [LIVE-COUNT-4] [LIVE-COUNT-5] upcoming before the start, ongoing from the start, over from the end', () => {
    const from = '2026-11-26T10:00:00+05:30';
    const to = '2026-11-26T11:00:00+05:30';
    expect(livePhase(from, to, start - 1)).toBe('upcoming');
    expect(livePhase(from, to, start)).toBe('ongoing');
    expect(livePhase(from, to, start + h - 1)).toBe('ongoing');
    expect(livePhase(from, to, start + h)).toBe('over');
    expect(livePhase('soon', to, start)).toBeNull();
  });
});
