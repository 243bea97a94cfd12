import { describe, expect, it } from 'vitest';
import { canStepEventMonth, initialEventMonth, showTodayButton } from './initial-month.ts';

const ay = { start_date: '2025-06-01', end_date: '2026-04-30' };

describe('event calendar month', () => {
  it.each([
    ['2025-09-15', ay, { year: 2025, month: 9 }],
    ['2025-06-01', ay, { year: 2025, month: 6 }],
    ['2027-02-03', null, { year: 2027, month: 2 }],
  ])('[EVENT-INIT-1] today %s in year %o opens on the current month', (today, year, ym) => expect(initialEventMonth(today, year)).toEqual(ym));
  it.each([['2026-05-01'], ['2024-12-31']])('[EVENT-INIT-2] today %s outside the year opens on its start month', (today) =>
    expect(initialEventMonth(today, ay)).toEqual({ year: 2025, month: 6 }),
  );
  it.each([
    [{ year: 2025, month: 6 }, -1, false],
    [{ year: 2025, month: 6 }, 1, true],
    [{ year: 2026, month: 4 }, 1, false],
    [{ year: 2026, month: 4 }, -1, true],
    [{ year: 2025, month: 12 }, 1, true],
  ])('[EVENT-NAV-3] from %o a step of %i is allowed: %s', (ym, step, ok) => expect(canStepEventMonth(ym, step, ay)).toBe(ok));
  it.each([
    ['2025-09-15', ay, true],
    ['2026-04-30', ay, true],
    ['2026-05-01', ay, false],
    ['2026-05-01', null, true],
  ])('[EVENT-NAV-2] today %s with year %o shows Today: %s', (today, year, shown) => expect(showTodayButton(today, year)).toBe(shown));
});
