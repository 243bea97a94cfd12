import { describe, expect, it } from 'vitest';
import { liveClassPhase } from './live-class-phase.ts';
import { localNow } from './local-now.ts';

const item = { date: '2025-07-10', start_time: '10:30 AM', end_time: '11:30 AM' };
const at = (date: string, hh: number, mm: number) => ({ date, minutes: hh * 60 + mm });

describe('live class phase', () => {
  it.each([
    [at('2025-07-10', 0, 0), 'join-disabled'],
    [at('2025-07-10', 10, 29), 'join-disabled'],
  ])('[TT-PHASE-2] on the class day before the start join is disabled (%o)', (now, phase) => expect(liveClassPhase(item, now)).toBe(phase));
  it.each([
    [at('2025-07-10', 10, 30), 'join-enabled'],
    [at('2025-07-10', 11, 0), 'join-enabled'],
    [at('2025-07-10', 11, 29), 'join-enabled'],
  ])('[TT-PHASE-3] [TT-PHASE-12] between start (included) and end join is enabled (%o)', (now, phase) => expect(liveClassPhase(item, now)).toBe(phase));
  it.each([
    [at('2025-07-10', 11, 30), 'view'],
    [at('2025-07-10', 23, 59), 'view'],
  ])('[TT-PHASE-4] [TT-PHASE-12] from the end on the card offers View (%o)', (now, phase) => expect(liveClassPhase(item, now)).toBe(phase));
  it.each([[at('2025-07-11', 0, 0)], [at('2026-01-01', 10, 45)]])('[TT-PHASE-5] on a later day the card offers View (%o)', (now) =>
    expect(liveClassPhase(item, now)).toBe('view'),
  );
  it.each([[at('2025-07-09', 23, 59)], [at('2024-12-31', 10, 45)]])('[TT-PHASE-6] on an earlier day join is disabled (%o)', (now) =>
    expect(liveClassPhase(item, now)).toBe('join-disabled'),
  );
  it('[TT-PHASE-1] the 12-hour texts are read as 24-hour times (PM class)', () => {
    const pm = { date: '2025-07-10', start_time: '12:00 PM', end_time: '01:15 PM' };
    expect(liveClassPhase(pm, at('2025-07-10', 11, 59))).toBe('join-disabled');
    expect(liveClassPhase(pm, at('2025-07-10', 13, 0))).toBe('join-enabled');
    expect(liveClassPhase(pm, at('2025-07-10', 13, 15))).toBe('view');
  });
  it('[TT-PHASE-1] an unreadable date or time gives no phase', () => {
    expect(liveClassPhase({ ...item, start_time: '25:00' }, at('2025-07-10', 11, 0))).toBeNull();
    expect(liveClassPhase({ ...item, date: '10-07-2025' }, at('2025-07-10', 11, 0))).toBeNull();
  });
  it('[TT-PHASE-12] now is the wall clock in the user zone', () => {
    const instant = new Date('2025-07-10T05:00:00Z'); // 10:30 in India
    expect(localNow(instant, 'Asia/Kolkata')).toEqual({ date: '2025-07-10', minutes: 630 });
    expect(liveClassPhase(item, localNow(instant, 'Asia/Kolkata'))).toBe('join-enabled');
    expect(liveClassPhase(item, localNow(instant, 'America/New_York'))).toBe('join-disabled'); // 01:00 same day
  });
});
