import { describe, expect, it } from 'vitest';
import { eventMonthGrid, eventTitle, expandMultiDayEvents } from './event-grid.ts';

describe('event calendar grid', () => {
  it.each([
    [{ year: 2025, month: 3 }, 6, '2025-02-23'], // starts Saturday, needs all 6 weeks
    [{ year: 2025, month: 7 }, 5, '2025-06-29'],
    [{ year: 2026, month: 2 }, 4, '2026-02-01'], // Sunday to Saturday: two trailing empty weeks removed
  ])('[EVENT-VIEW-2] %o keeps %i of 6 weeks of 7 days', (ym, weeks, first) => {
    const grid = eventMonthGrid(ym, {});
    expect(grid).toHaveLength(weeks);
    for (const w of grid) expect(w).toHaveLength(7);
    expect(grid[0]?.[0]?.date).toBe(first);
    expect(grid.at(-1)?.some((c) => c.inMonth)).toBe(true);
  });
  it.each([
    [0, 0, 0],
    [2, 2, 0],
    [3, 2, 1],
    [7, 2, 5],
  ])('[EVENT-CELL-1] a day with %i events shows %i and %i more', (n, shown, more) => {
    const events = Array.from({ length: n }, (_, i) => ({ title_name: `e${i}` }));
    const cell = eventMonthGrid({ year: 2025, month: 7 }, { '2025-07-10': events }).flat().find((c) => c.date === '2025-07-10');
    expect(cell?.events).toHaveLength(shown);
    expect(cell?.more).toBe(more);
  });
  it.each([
    ['x'.repeat(30), 'x'.repeat(30)],
    ['x'.repeat(31), `${'x'.repeat(30)}...`],
    [null, ''],
  ])('[EVENT-CELL-2] [EVENT-DETAIL-3] title %s is shown as %s', (t, out) => expect(eventTitle(t)).toBe(out));

  it('[EVENT-DATA-2] [EVENT-DETAIL-13] a multi-day event is copied onto each later day of its range', () => {
    const trip = { title_name: 'Trip', event_start_Date: '2025-07-30', event_end_date: '2025-08-02' };
    const fair = { title_name: 'Fair', event_start_Date: '2025-07-31', event_end_date: '2025-07-31' };
    const out = expandMultiDayEvents({ '2025-07-30': [trip], '2025-07-31': [fair, trip] });
    expect(Object.keys(out).sort()).toEqual(['2025-07-30', '2025-07-31', '2025-08-01', '2025-08-02']);
    expect(out['2025-07-31']).toEqual([fair, trip]);
    expect(out['2025-08-02']).toEqual([trip]);
  });
  it('[EVENT-DATA-2] [EVENT-DETAIL-13] an unreadable or reversed range adds nothing', () => {
    const bad = { title_name: 'X', event_start_Date: '2025-07-30', event_end_date: '2025-07-01' };
    const odd = { title_name: 'Y', event_start_Date: '30/07/2025', event_end_date: '2025-08-01' };
    expect(Object.keys(expandMultiDayEvents({ '2025-07-30': [bad, odd] }))).toEqual(['2025-07-30']);
  });
});
