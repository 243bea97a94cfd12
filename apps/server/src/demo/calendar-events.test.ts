import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';
import { demoEntries, demoHolidayDays, type EventSeed } from './calendar-events.ts';
import { COACHING_ID, FRENCH_ID, SCHOOL_ID } from './institutes.ts';

const endOf = (e: EventSeed) => e.end ?? e.start;
const covers = (e: EventSeed, day: string) => e.start <= day && day <= endOf(e);
const spanDays = (e: EventSeed) => (Date.parse(endOf(e)) - Date.parse(e.start)) / 86_400_000 + 1;
/** The 1st of the month after a day's month. */
const nextMonthFirst = (day: string) => `${addDays(`${day.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;

describe('demo calendar around any today', () => {
  // A plain day, a month's last day, a Sunday, the academic year's last day, a leap day.
  for (const today of ['2026-11-21', '2026-11-30', '2026-11-22', '2027-03-31', '2028-02-29']) {
    it(`[EVENT-DATA-2] [EVENT-CELL-1] on ${today}: a 3+ day event over today, one across the month end, a crowded day, later events`, () => {
      const school = demoEntries(SCHOOL_ID, today).filter((e) => e.type === 2);
      expect(school.some((e) => covers(e, today) && spanDays(e) >= 3)).toBe(true);
      expect(school.some((e) => e.start.slice(0, 7) === today.slice(0, 7) && covers(e, nextMonthFirst(today)))).toBe(true);
      const perDay = new Map<string, number>();
      for (const e of school) for (let d = e.start; d <= endOf(e); d = addDays(d, 1)) perDay.set(d, (perDay.get(d) ?? 0) + 1);
      expect(Math.max(...[...perDay.entries()].filter(([d]) => d >= today && d <= addDays(today, 6)).map(([, n]) => n))).toBeGreaterThanOrEqual(3);
      expect(school.some((e) => e.start >= today && e.start.slice(0, 7) === today.slice(0, 7) && !e.end)).toBe(true);
    });
  }

  it('[EVENT-DATA-3] [EVENT-DATA-5] every institute has holidays and one Sunday weekly off per year (the coaching centre works on Sundays)', () => {
    for (const institute of [SCHOOL_ID, COACHING_ID, FRENCH_ID]) expect(demoEntries(institute, '2026-11-21').some((e) => e.type === 1)).toBe(true);
    expect(demoEntries(SCHOOL_ID, '2026-11-21').filter((e) => e.type === 3).map((e) => [e.start, e.end, e.days])).toEqual([
      ['2025-04-01', '2026-03-31', [0]],
      ['2026-04-01', '2027-03-31', [0]],
    ]);
    expect(demoEntries(COACHING_ID, '2026-11-21').some((e) => e.type === 3)).toBe(false);
  });

  it('[TT-DATA-2] the closed days: every day of a holiday for all, not the events', () => {
    const days = demoHolidayDays(SCHOOL_ID, '2026-11-21');
    for (const d of ['2026-11-06', '2026-11-08', '2026-11-10', '2026-08-15', '2027-01-01', '2025-10-20']) expect(days.has(d)).toBe(true);
    for (const d of ['2026-11-11', '2026-11-14', '2026-11-21', '2026-11-22']) expect(days.has(d)).toBe(false);
    expect(demoHolidayDays(COACHING_ID, '2026-11-21').has('2026-11-07')).toBe(true);
    expect(demoHolidayDays(999, '2026-11-21').size).toBe(0);
  });
});
