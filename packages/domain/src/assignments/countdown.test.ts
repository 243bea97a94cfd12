import { describe, expect, it } from 'vitest';
import { dueCountdown } from './countdown.ts';

const TZ = 'Asia/Kolkata';
const at = (iso: string) => new Date(iso);

describe('days and time left (server)', () => {
  const due = at('2026-11-24T23:59:00+05:30');

  it('[ASSIGN-STATUS-8] days_left -1 once the due instant is reached or passed', () => {
    expect(dueCountdown(due, at('2026-11-24T23:59:00+05:30'), TZ)).toEqual({ days_left: -1, time_left: '' });
    expect(dueCountdown(due, at('2026-11-25T00:00:00+05:30'), TZ)).toEqual({ days_left: -1, time_left: '' });
    expect(dueCountdown(due, at('2027-01-01T00:00:00+05:30'), TZ)).toEqual({ days_left: -1, time_left: '' });
  });

  it('[ASSIGN-BADGE-1] on the due day: days_left 0 and the time left as HH:MM, rounded up to the minute', () => {
    expect(dueCountdown(due, at('2026-11-24T18:29:00+05:30'), TZ)).toEqual({ days_left: 0, time_left: '05:30' });
    expect(dueCountdown(due, at('2026-11-24T00:00:00+05:30'), TZ)).toEqual({ days_left: 0, time_left: '23:59' });
    expect(dueCountdown(due, at('2026-11-24T23:58:30+05:30'), TZ)).toEqual({ days_left: 0, time_left: '00:01' });
  });

  it('[ASSIGN-BADGE-2] [ASSIGN-BADGE-5] whole calendar days in the zone, not 24-hour spans', () => {
    expect(dueCountdown(due, at('2026-11-23T23:59:59+05:30'), TZ)).toEqual({ days_left: 1, time_left: '' });
    expect(dueCountdown(due, at('2026-11-23T00:00:00+05:30'), TZ)).toEqual({ days_left: 1, time_left: '' });
    expect(dueCountdown(due, at('2026-11-16T10:00:00+05:30'), TZ)).toEqual({ days_left: 8, time_left: '' });
  });

  it('[ASSIGN-STATUS-8] the zone decides the day: 20:00 UTC is already the next day in India', () => {
    const dueUtc = at('2026-11-25T10:00:00Z');
    expect(dueCountdown(dueUtc, at('2026-11-24T20:00:00Z'), TZ).days_left).toBe(0);
    expect(dueCountdown(dueUtc, at('2026-11-24T20:00:00Z'), 'UTC').days_left).toBe(1);
  });

  it('[ASSIGN-STATUS-8] counts across a month and a year end', () => {
    expect(dueCountdown(at('2027-01-02T10:00:00+05:30'), at('2026-12-30T10:00:00+05:30'), TZ).days_left).toBe(3);
  });

  it('[ASSIGN-BADGE-1] a clock change day in a zone with DST still counts calendar days', () => {
    const berlinDue = at('2026-03-30T12:00:00+02:00');
    expect(dueCountdown(berlinDue, at('2026-03-28T12:00:00+01:00'), 'Europe/Berlin').days_left).toBe(2);
  });
});
