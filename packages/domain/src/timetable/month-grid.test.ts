import { describe, expect, it } from 'vitest';
import { monthGrid, scheduleLabelKey, yearGrid } from './month-grid.ts';

describe('month grid', () => {
  it.each([
    [2025, 7, 5, '2025-06-29', '2025-08-02'], // July 2025 starts on a Tuesday
    [2026, 2, 4, '2026-02-01', '2026-02-28'], // February 2026: Sunday to Saturday, exactly 4 weeks
    [2025, 3, 6, '2025-02-23', '2025-04-05'], // March 2025 starts on Saturday
    [2024, 2, 5, '2024-01-28', '2024-03-02'], // leap February
  ])('[TT-MONTH-2] %i-%i has %i weeks of 7 from %s to %s, weeks starting Sunday', (y, m, weeks, first, last) => {
    const grid = monthGrid(y, m);
    expect(grid).toHaveLength(weeks);
    for (const row of grid) expect(row).toHaveLength(7);
    expect(grid[0]?.[0]?.date).toBe(first);
    expect(grid.at(-1)?.at(-1)?.date).toBe(last);
  });
  it('[TT-MONTH-2] one in-month cell per day of the month', () => {
    const inMonth = monthGrid(2024, 2).flat().filter((c) => c.inMonth).map((c) => c.date);
    expect(inMonth).toHaveLength(29);
    expect(inMonth[0]).toBe('2024-02-01');
    expect(inMonth.at(-1)).toBe('2024-02-29');
    expect(monthGrid(2025, 7)[0]?.[1]).toEqual({ date: '2025-06-30', inMonth: false });
  });
  it.each([
    [1, 'schedule'],
    [0, 'schedules'],
    [2, 'schedules'],
    [12, 'schedules'],
  ])('[TT-MONTH-4] a count of %i is labelled %s', (n, key) => expect(scheduleLabelKey(n)).toBe(key));
});

describe('year grid', () => {
  it('[TT-YEAR-1] 12 months in 3 rows of 4', () => {
    const grid = yearGrid({});
    expect(grid.map((r) => r.map((c) => c.month))).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 11, 12],
    ]);
  });
  it.each([
    ['1', 3, 1, 3],
    ['12', '7', 12, 7],
  ])('[TT-YEAR-2] month key %s with count %s shows its count', (key, n, month, shown) =>
    expect(yearGrid({ [key]: n }).flat().find((c) => c.month === month)?.count).toBe(shown),
  );
  it.each([[0], ['0'], [null], [-1], ['x']])('[TT-YEAR-3] a count of %s shows no count', (n) =>
    expect(yearGrid({ '5': n }).flat()[4]?.count).toBeNull(),
  );
});
