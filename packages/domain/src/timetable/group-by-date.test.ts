import { describe, expect, it } from 'vitest';
import { flattenTimetable, groupByDate } from './group-by-date.ts';

describe('timetable grouped by date', () => {
  const items = [
    { id: 1, date: '2025-07-11', start_time: '09:00 AM' },
    { id: 2, date: '2025-07-10', start_time: '02:00 PM' },
    { id: 3, date: '2025-07-10', start_time: '10:30 AM' },
    { id: 4, date: '2025-07-10', start_time: '' },
    { id: 5, date: '2025-07-10', start_time: '12:05 AM' },
    { id: 6, date: 'bad', start_time: '09:00 AM' },
  ];
  it('[TT-MONTH-8] days in date order under weekday and DD-MM-YYYY headers', () => {
    const groups = groupByDate(items);
    expect(groups.map((g) => [g.date, g.weekday, g.dateLabel])).toEqual([
      ['2025-07-10', 4, '10-07-2025'],
      ['2025-07-11', 5, '11-07-2025'],
    ]);
  });
  it('[TT-MONTH-8] a day lists its items by start time, unreadable times last', () => {
    expect(groupByDate(items)[0]?.items.map((i) => i.id)).toEqual([5, 3, 2, 4]);
  });
  it('[TT-DATA-1] batchTimeTableList is flattened, the key filling a missing date', () => {
    const flat = flattenTimetable({ '2025-07-12': [{ id: 7, start_time: '09:00 AM' }], '2025-07-13': null });
    expect(flat).toEqual([{ id: 7, start_time: '09:00 AM', date: '2025-07-12' }]);
    expect(groupByDate(flat)[0]?.dateLabel).toBe('12-07-2025');
  });
});
