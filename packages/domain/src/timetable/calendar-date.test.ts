import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysInMonth, parseIsoDate } from './calendar-date.ts';

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2025-01-05 00:00:00', { year: 2025, month: 1, day: 5 }],
    ['2025-02-29', null],
    ['05-01-2025', null],
    [null, null],
  ])('[TT-DATA-2] %s reads as %o', (text, parts) => expect(parseIsoDate(text)).toEqual(parts));
  it('[TT-MONTH-1] months and days step across year ends', () => {
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysInMonth(2024, 2)).toBe(29);
  });
});
