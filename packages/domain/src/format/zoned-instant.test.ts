import { describe, expect, it } from 'vitest';
import { instantOfWall } from './zoned-instant.ts';

describe('wall time to instant', () => {
  it('[TT-PHASE-1] a stored date and time are read in the institute zone', () => {
    expect(instantOfWall('2026-11-21', '09:40:00', 'Asia/Kolkata')?.toISOString()).toBe('2026-11-21T04:10:00.000Z');
    expect(instantOfWall('2026-11-21', '00:15', 'Asia/Kolkata')?.toISOString()).toBe('2026-11-20T18:45:00.000Z');
    expect(instantOfWall('2026-11-21', '09:40', 'UTC')?.toISOString()).toBe('2026-11-21T09:40:00.000Z');
  });

  it('[TT-PHASE-1] across a daylight-saving change the offset of that moment is used', () => {
    // Berlin: CET (+1) until 29 March 2026 02:00, then CEST (+2).
    expect(instantOfWall('2026-03-29', '01:30', 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(instantOfWall('2026-03-29', '03:30', 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOfWall('2026-10-25', '12:00', 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });

  it('an unreadable date or time gives null', () => {
    expect(instantOfWall('2026-02-30', '10:00', 'Asia/Kolkata')).toBeNull();
    expect(instantOfWall('2026-11-21', '24:00', 'Asia/Kolkata')).toBeNull();
    expect(instantOfWall('2026-11-21', '9:40', 'Asia/Kolkata')).toBeNull();
  });
});
