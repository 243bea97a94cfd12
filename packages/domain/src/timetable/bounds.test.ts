import { describe, expect, it } from 'vitest';
import { canStepMonth, canStepYear, isInAcademicYear, startMonth, yearBounds } from './bounds.ts';

const ay = { start_date: '2025-04-01', end_date: '2026-03-31' };

describe('academic year bounds', () => {
  it('[TT-YEAR-6] the year arrows run from the start year to the end year', () => {
    expect(yearBounds(ay)).toEqual({ min: 2025, max: 2026 });
    expect(yearBounds({ start_date: '', end_date: '2026-03-31' })).toBeNull();
  });
  it.each([
    [2025, 1, true],
    [2025, -1, false],
    [2026, 1, false],
    [2026, -1, true],
  ])('[TT-YEAR-6] from %i a step of %i is allowed: %s', (year, step, ok) => expect(canStepYear(year, step, ay)).toBe(ok));
  it('[TT-YEAR-6] without an academic year the arrows are free', () => expect(canStepYear(2030, 1, null)).toBe(true));

  it.each([
    [{ year: 2025, month: 4 }, -1, false],
    [{ year: 2025, month: 4 }, 1, true],
    [{ year: 2025, month: 12 }, 1, true],
    [{ year: 2026, month: 3 }, 1, false],
    [{ year: 2026, month: 3 }, -1, true],
  ])('[TT-MONTH-10] [TT-MONTH-1] month arrows stop at the academic year (reading A): %o by %i is %s', (ym, step, ok) =>
    expect(canStepMonth(ym, step, ay)).toBe(ok),
  );

  it.each([
    ['2025-04-01', true],
    ['2026-03-31', true],
    ['2025-03-31', false],
    ['2026-04-01', false],
    ['garbage', false],
  ])('[TT-YEAR-7] [TT-YEAR-8] %s inside the academic year: %s (ends included)', (today, inside) => expect(isInAcademicYear(today, ay)).toBe(inside));

  it.each([
    ['2025-11-20', { year: 2025, month: 11 }],
    ['2026-03-31', { year: 2026, month: 3 }],
  ])('[TT-YEAR-7] today %s inside the year starts on the current month', (today, ym) => expect(startMonth(today, ay)).toEqual(ym));
  it.each([
    ['2026-06-15', { year: 2025, month: 4 }],
    ['2024-01-01', { year: 2025, month: 4 }],
  ])('[TT-YEAR-8] today %s outside the year starts on its start month', (today, ym) => expect(startMonth(today, ay)).toEqual(ym));
  it('[TT-YEAR-7] no selected year starts on the current month', () => expect(startMonth('2027-02-03', null)).toEqual({ year: 2027, month: 2 }));
});
