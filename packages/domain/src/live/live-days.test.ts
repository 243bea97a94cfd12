import { describe, expect, it } from 'vitest';
import { groupByDay, todaysClasses, upcomingClasses } from './live-days.ts';
import { searchLiveClasses } from './live-search.ts';
import { defaultPastRange, pastRangeProblem, pastRequestDates } from './past-range.ts';

const zone = 'Asia/Kolkata';
// Thursday 26-11-2026, 09:00 in India.
const now = Date.parse('2026-11-26T09:00:00+05:30');
type Item = { start_datetime: string; end_datetime: string; session_name?: string };
const at = (day: string, from: string, to: string, extra: Omit<Partial<Item>, 'start_datetime' | 'end_datetime'> & Record<string, unknown> = {}): Item => ({
  start_datetime: `${day}T${from}:00+05:30`,
  end_datetime: `${day}T${to}:00+05:30`,
  ...extra,
});

const classes = [
  at('2026-11-26', '11:00', '12:00', { session_name: 'later today' }),
  at('2026-11-26', '08:30', '09:30', { session_name: 'on now' }),
  at('2026-11-25', '23:30', '23:59', { session_name: 'yesterday, over' }),
  { start_datetime: '2026-11-25T23:30:00+05:30', end_datetime: '2026-11-26T09:30:00+05:30', session_name: 'across midnight' },
  at('2026-11-27', '10:00', '11:00', { session_name: 'tomorrow' }),
  at('2026-12-03', '10:00', '11:00', { session_name: 'day 7' }),
  at('2026-12-04', '10:00', '11:00', { session_name: 'day 8' }),
];
const names = (list: readonly Item[]) => list.map((c) => c.session_name);

describe('live class tabs and days', () => {
  it("[LIVE-GROUP-5] the Todays tab: today's classes by start, and one still on since yesterday (decision 060, reading B)", () => {
    expect(names(todaysClasses(classes, now, zone))).toEqual(['across midnight', 'on now', 'later today']);
  });

  it('[LIVE-GROUP-3] [LIVE-GROUP-5] Upcoming runs from tomorrow up to 7 days ahead', () => {
    expect(names(upcomingClasses(classes, now, zone))).toEqual(['tomorrow', 'day 7']);
  });

  it('[LIVE-GROUP-1] [LIVE-GROUP-2] [LIVE-GROUP-4] classes grouped by their start day, headed Today or a weekday plus DD-MM-YYYY', () => {
    const groups = groupByDay(upcomingClasses(classes, now, zone).concat(todaysClasses(classes, now, zone)), now, zone);
    expect(groups.map((g) => [g.key, g.isToday, g.weekday, g.date, g.classes.length])).toEqual([
      ['2026-11-25', false, 3, '25-11-2026', 1],
      ['2026-11-26', true, 4, '26-11-2026', 2],
      ['2026-11-27', false, 5, '27-11-2026', 1],
      ['2026-12-03', false, 4, '03-12-2026', 1],
    ]);
  });

  it('[LIVE-PAST-5] past classes are grouped by date, newest day first (decision 060)', () => {
    const past = [at('2026-11-20', '10:00', '11:00'), at('2026-11-24', '09:00', '10:00'), at('2026-11-24', '14:00', '15:00')];
    const groups = groupByDay(past, now, zone, 'desc');
    expect(groups.map((g) => [g.date, g.classes.map((c) => c.start_datetime.slice(11, 16))])).toEqual([
      ['24-11-2026', ['09:00', '14:00']],
      ['20-11-2026', ['10:00']],
    ]);
  });

  it('[LIVE-GROUP-4] the day is the start day in the institute zone, not the browser or UTC day', () => {
    const early = { start_datetime: '2026-11-26T00:30:00+05:30', end_datetime: '2026-11-26T01:30:00+05:30' };
    expect(groupByDay([early], now, zone)[0]!.key).toBe('2026-11-26');
    expect(groupByDay([early], now, 'UTC')[0]!.key).toBe('2026-11-25');
  });
});

describe('live class search', () => {
  const list = [
    { ...at('2026-11-26', '10:00', '11:00'), session_name: 'Algebra Basics', teachersName: 'Anita Rao', course_list: [{ course_name: 'JEE Main' }] },
    { ...at('2026-11-27', '10:00', '11:00'), session_name: 'Optics', teachersName: 'Vikram Sen', course_list: [{ course_name: 'NEET' }, { course_name: 'Physics Pro' }] },
  ];
  it('[LIVE-SEARCH-1] [LIVE-SEARCH-2] a case-insensitive contains test on end date, course names, teacher and session name', () => {
    expect(names(searchLiveClasses(list, 'algebra', zone))).toEqual(['Algebra Basics']);
    expect(names(searchLiveClasses(list, 'SEN', zone))).toEqual(['Optics']);
    expect(names(searchLiveClasses(list, 'physics pro', zone))).toEqual(['Optics']);
    expect(names(searchLiveClasses(list, '27-11', zone))).toEqual(['Optics']);
    expect(names(searchLiveClasses(list, '2026-11-26', zone))).toEqual(['Algebra Basics']);
    expect(names(searchLiveClasses(list, '  ', zone))).toEqual(['Algebra Basics', 'Optics']);
    expect(searchLiveClasses(list, 'chemistry', zone)).toEqual([]);
  });
});

describe('past classes range', () => {
  it('[LIVE-PAST-7] the default range is the last 30 days, today included (decision 060)', () => {
    expect(defaultPastRange('2026-11-26')).toEqual({ from: '2026-10-27', to: '2026-11-26' });
  });
  it('[LIVE-PAST-3] a start after today is refused; an end before the start too (decision 060)', () => {
    expect(pastRangeProblem({ from: '2026-11-27', to: null }, '2026-11-26')).toBe('from-after-today');
    expect(pastRangeProblem({ from: '2026-11-26', to: '2026-11-26' }, '2026-11-26')).toBeNull();
    expect(pastRangeProblem({ from: '2026-11-20', to: '2026-11-19' }, '2026-11-26')).toBe('to-before-from');
    expect(pastRangeProblem({ from: null, to: null }, '2026-11-26')).toBe('from-missing');
  });
  it('[LIVE-LOAD-2] [LIVE-PAST-6] dates are sent as DD-MM-YYYY and a missing end as null', () => {
    expect(pastRequestDates({ from: '2026-10-27', to: '2026-11-26' })).toEqual({ from_date: '27-10-2026', to_date: '26-11-2026' });
    expect(pastRequestDates({ from: '2026-10-27', to: null })).toEqual({ from_date: '27-10-2026', to_date: null });
  });
});
