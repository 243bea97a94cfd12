import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTimetableHolidaysResponse, type TTimetableHolidaysRequest } from '@portal/contract';
import { expandMultiDayEvents } from '@portal/domain/events/event-grid';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { addBatch, YEAR } from './test-batches.ts';

let t: TestApp;
let aarav: string;
let rohan: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await addBatch(db, { institute: 101, yearId: YEAR.school.current, name: 'Class 8 - A', course: 'Class 8', userIds: [1001] });
  await addBatch(db, { institute: 101, yearId: YEAR.school.current, name: 'Class 5 - B', course: 'Class 5', userIds: [1011] });
  // Holidays that are not for Aarav: one for another standard, one for staff only.
  await db
    .insertInto('calendar_event')
    .values([
      { institute_id: 101, event_type: 1, title: 'Class 5 Excursion Day', start_date: '2026-11-25', end_date: '2026-11-25', standard_names: ['Class 5'] },
      { institute_id: 101, event_type: 1, title: 'Staff Holiday', start_date: '2026-11-26', end_date: '2026-11-26', user_types: [3] },
    ])
    .execute();
  aarav = (await signIn(t.app, '9000000001')).token!;
  rohan = (await signIn(t.app, '9000000003')).token!;
});
afterAll(() => t.close());

type Body = Partial<TTimetableHolidaysRequest> & Record<string, unknown>;
const ask = (token: string | null, body: Body) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/holiday_manager/event_for_timetable',
    headers: token ? withSession(token) : { source: 'WEB' },
    payload: { institution_id: 101, year: 2026, student_id: 5001, event_start_Date: '2026-11-01', event_end_date: '2026-11-30', ...body },
  });
const holidays = async (token: string, body: Body = {}) => {
  const res = await ask(token, body);
  expect(res.statusCode).toBe(200);
  return ZTimetableHolidaysResponse.parse(res.json());
};
type HolidayMap = Awaited<ReturnType<typeof holidays>>;
/**
 * The marked days of a range as a client draws them: the map's holidays copied onto each of
 * their days [TT-DATA-2], the days of the asked range only, in date order.
 */
const titled = (map: HolidayMap, from = '2026-11-01', to = '2026-11-30') =>
  Object.entries(expandMultiDayEvents(map))
    .filter(([day]) => day >= from && day <= to)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([day, list]) => list.map((h) => `${day} ${h.title_name}`));
const all = (map: HolidayMap) => Object.values(map).flat();

describe('POST /api/v1/holiday_manager/event_for_timetable', () => {
  it('[API-TT-2] [TT-DATA-2] the month\'s holidays by start date, a multi-day one with its range to copy onto each of its days', async () => {
    const map = await holidays(aarav);
    expect(Object.keys(map)).toEqual(['2026-11-06', '2026-11-12']);
    expect(map['2026-11-06']).toEqual([
      expect.objectContaining({ title_name: 'Diwali Break', event_start_Date: '2026-11-06', event_end_date: '2026-11-10', event_date_range: '2026-11-06 - 2026-11-10' }),
    ]);
    expect(map['2026-11-12']).toEqual([expect.objectContaining({ title_name: 'Guru Nanak Jayanti', event_date_range: null })]);
    expect(titled(map)).toEqual([
      '2026-11-06 Diwali Break',
      '2026-11-07 Diwali Break',
      '2026-11-08 Diwali Break',
      '2026-11-09 Diwali Break',
      '2026-11-10 Diwali Break',
      '2026-11-12 Guru Nanak Jayanti',
    ]);
    expect(all(map).every((r) => r.event_type === 1)).toBe(true);
  });

  it('[TT-DATA-2] events, weekly offs and holidays for other standards or for staff only are not markers', async () => {
    const map = await holidays(aarav, { event_start_Date: '2026-11-14', event_end_date: '2026-11-29' });
    // Children's Day (an event), the Sundays (weekly off), the Class 5 and staff holidays: none.
    expect(map).toEqual({});
  });

  it("[TT-DATA-2] a holiday for the learner's standard is a marker for them only", async () => {
    const token = (await signIn(t.app, '9000000010', { student_id: 5011 })).token!;
    const map = await holidays(token, { student_id: 5011, event_start_Date: '2026-11-25', event_end_date: '2026-11-26' });
    expect(titled(map)).toEqual(['2026-11-25 Class 5 Excursion Day']);
  });

  it('[TT-DATA-2] a holiday that began before the range is listed under its start, so its later days are marked, across a year end too', async () => {
    const middle = await holidays(aarav, { event_start_Date: '2026-11-09', event_end_date: '2026-11-11' });
    expect(Object.keys(middle)).toEqual(['2026-11-06']);
    expect(titled(middle, '2026-11-09', '2026-11-11')).toEqual(['2026-11-09 Diwali Break', '2026-11-10 Diwali Break']);
    const january = await holidays(aarav, { year: 2027, event_start_Date: '2027-01-01', event_end_date: '2027-01-31' });
    expect(january['2026-12-30']).toEqual([expect.objectContaining({ title_name: 'Winter Break', event_date_range: '2026-12-30 - 2027-01-02' })]);
    expect(titled(january, '2027-01-01', '2027-01-31')).toEqual(['2027-01-01 Winter Break', '2027-01-02 Winter Break', '2027-01-26 Republic Day']);
  });

  it('[API-TT-2] the previous academic year has its own holidays (festivals on their dates)', async () => {
    const map = await holidays(aarav, { year: 2025, event_start_Date: '2025-10-01', event_end_date: '2025-10-31' });
    expect(titled(map, '2025-10-01', '2025-10-31')).toEqual([
      '2025-10-02 Gandhi Jayanti',
      '2025-10-02 Dussehra',
      '2025-10-18 Diwali Break',
      '2025-10-19 Diwali Break',
      '2025-10-20 Diwali Break',
      '2025-10-21 Diwali Break',
      '2025-10-22 Diwali Break',
    ]);
  });

  it('[API-TT-2] a whole academic year is one call; more than 366 days is refused', async () => {
    const year = await holidays(aarav, { event_start_Date: '2026-04-01', event_end_date: '2027-03-31' });
    expect(new Set(all(year).map((r) => r.title_name))).toEqual(
      new Set(['Summer Vacation', 'Independence Day', 'Gandhi Jayanti', 'Dussehra', 'Diwali Break', 'Guru Nanak Jayanti', 'Christmas', 'Winter Break', 'Republic Day', 'Holi']),
    );
    expect(titled(year, '2026-04-01', '2027-03-31').filter((r) => r.endsWith(' Summer Vacation'))).toHaveLength(30);
    const long = await ask(aarav, { event_start_Date: '2026-01-01', event_end_date: '2027-01-03' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('event_end_date: at most 366 days after event_start_Date');
    const reversed = await ask(aarav, { event_start_Date: '2026-11-30', event_end_date: '2026-11-01' });
    expect(reversed.statusCode).toBe(400);
    expect((await ask(aarav, { event_start_Date: '2026-02-30' })).statusCode).toBe(400);
  });

  it("[TT-DATA-6] an open user asks by user_id and gets their institute's holidays", async () => {
    const map = await holidays(rohan, { institution_id: 102, student_id: undefined, user_id: 1003 });
    expect(titled(map)).toEqual(['2026-11-07 Diwali', '2026-11-08 Diwali', '2026-11-09 Diwali']);
  });

  it('[TT-DATA-6] an open user sending student_id, a student sending user_id, or both: not found', async () => {
    expect((await ask(rohan, { institution_id: 102, student_id: 5002 })).statusCode).toBe(404);
    expect((await ask(rohan, { institution_id: 102, student_id: undefined, user_id: 1002 })).statusCode).toBe(404);
    expect((await ask(aarav, { student_id: undefined, user_id: 1001 })).statusCode).toBe(404);
    expect((await ask(aarav, { user_id: 1001 })).statusCode).toBe(400);
  });

  it("another student's id or another institute's id is not found; a parent reaches only the chosen child", async () => {
    for (const body of [{ student_id: 5011 }, { student_id: 5004 }, { institution_id: 102 }, { institution_id: 106343 }]) {
      const res = await ask(aarav, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
    }
    const token = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
    expect(titled(await holidays(token))).toHaveLength(6);
    expect((await ask(token, { student_id: 5011 })).statusCode).toBe(404);
  });

  it('[SESSION-FORBID-1] without a session 403; without the Source header 400', async () => {
    expect((await ask(null, {})).statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holiday_manager/event_for_timetable',
      headers: { ...withSession(aarav), source: '' },
      payload: { institution_id: 101, year: 2026, student_id: 5001, event_start_Date: '2026-11-01', event_end_date: '2026-11-30' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SOURCE_REQUIRED' });
  });
});
