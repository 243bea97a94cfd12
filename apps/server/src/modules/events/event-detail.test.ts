import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEventDetailResponse, type TCalendarEvent, type TEventDetailRequest } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { addBatch, YEAR } from './test-batches.ts';

let t: TestApp;
let aarav: string;
let ananya: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await addBatch(db, { institute: 101, yearId: YEAR.school.current, name: 'Class 8 - A', course: 'Class 8', userIds: [1001] });
  await addBatch(db, { institute: 101, yearId: YEAR.school.current, name: 'Class 5 - B', course: 'Class 5', userIds: [1011] });
  aarav = (await signIn(t.app, '9000000001')).token!;
  ananya = (await signIn(t.app, '9000000010', { student_id: 5011 })).token!;
});
afterAll(() => t.close());

type Body = Partial<TEventDetailRequest>;
const ask = (token: string | null, body: Body = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/holiday_manager/getDetail',
    headers: token ? withSession(token) : { source: 'WEB' },
    payload: { institution_id: 101, month: 11, year: 2026, student_id: 5001, is_all_event_for_student: true, event_type: 0, search_date: null, is_yearly_view: false, ...body },
  });
const month = async (token: string, body: Body = {}) => {
  const res = await ask(token, body);
  expect(res.statusCode).toBe(200);
  return ZEventDetailResponse.parse(res.json());
};
/** 'date: title' of every entry, in answer order. */
const listed = (map: Record<string, TCalendarEvent[]>) => Object.entries(map).flatMap(([day, list]) => list.map((e) => `${day}: ${e.title_name}`));
const titles = (map: Record<string, TCalendarEvent[]>) => new Set(Object.values(map).flatMap((l) => l.map((e) => e.title_name)));
const find = (map: Record<string, TCalendarEvent[]>, title: string) => Object.values(map).flat().find((e) => e.title_name === title);

describe('POST /api/v1/holiday_manager/getDetail', () => {
  it('[API-EVENT-1] [EVENT-DATA-1] All Events: the month by date, each event under its start date, weekly offs on each Sunday', async () => {
    const map = await month(aarav);
    expect(Object.keys(map)).toEqual([...Object.keys(map)].sort());
    expect(listed(map)).toEqual([
      '2026-11-01: Sunday',
      '2026-11-06: Diwali Break',
      '2026-11-08: Sunday',
      '2026-11-12: Guru Nanak Jayanti',
      "2026-11-14: Children's Day Carnival",
      '2026-11-15: Sunday',
      '2026-11-20: Scholastic Book Fair',
      '2026-11-21: Parent-Teacher Meeting',
      '2026-11-21: Mathematics Olympiad (Level 1)',
      '2026-11-21: Inter-House Chess Finals',
      '2026-11-22: Sunday',
      '2026-11-26: Inter-House Hindi Debate',
      '2026-11-27: Rangoli Competition',
      '2026-11-29: Sunday',
      '2026-11-29: Inter-House Football Tournament',
    ]);
  });

  it('[EVENT-DATA-5] a weekly off is a one-day entry with its dayOfWeekList on each matching day', async () => {
    const map = await month(aarav, { event_type: 3 });
    expect(Object.keys(map)).toEqual(['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29']);
    expect(map['2026-11-08']).toEqual([
      expect.objectContaining({
        event_type: 3,
        holiday_type: null,
        title_name: 'Sunday',
        event_start_Date: '2026-11-08',
        event_end_date: '2026-11-08',
        event_date_range: null,
        is_all_day_event: true,
        dayOfWeekList: [{ day_of_week: 0, day_name: 'Sunday' }],
      }),
    ]);
  });

  it('[EVENT-DATA-6] [EVENT-DATA-3] a multi-day holiday carries its range as two comma dates separated by a space', async () => {
    const diwali = (await month(aarav))['2026-11-06']![0]!;
    expect(diwali).toEqual({
      event_id: expect.any(Number),
      event_type: 1,
      holiday_type: null,
      title_name: 'Diwali Break',
      document_url: null,
      event_start_Date: '2026-11-06',
      event_end_date: '2026-11-10',
      event_date_range: 'Fri,06-Nov-2026 - Tue,10-Nov-2026',
      is_all_day_event: true,
      event_start_time: null,
      event_end_time: null,
      standardNamesList: [],
      userTypeList: [1, 3],
      holiday_desc: 'Happy Diwali! Please celebrate a safe, green festival.',
      dayOfWeekList: null,
    });
  });

  it('[EVENT-DATA-4] [EVENT-DETAIL-1] an event has its category, times as hh:mm AM, standards, audience and document', async () => {
    const map = await month(aarav, { month: 8 });
    expect(find(map, 'Science Exhibition')).toEqual(
      expect.objectContaining({
        event_type: 2,
        holiday_type: 1,
        event_start_Date: '2026-08-28',
        event_end_date: '2026-08-28',
        event_date_range: null,
        is_all_day_event: false,
        event_start_time: '09:30 AM',
        event_end_time: '01:00 PM',
        standardNamesList: ['Class 6', 'Class 7', 'Class 8'],
        userTypeList: [1, 3, 5],
        document_url: '/my-account/demo/notice-science-fair.svg',
      }),
    );
    const sept = await month(aarav, { month: 9 });
    expect(find(sept, 'Hindi Diwas Essay Competition')).toMatchObject({ holiday_type: 1, holiday_desc: null, standardNamesList: ['Class 5'], userTypeList: [1] });
    expect(find(sept, "Teachers' Day Celebration")).toMatchObject({ holiday_type: 3, event_start_time: '11:00 AM', event_end_time: '01:00 PM' });
  });

  it('[EVENT-DETAIL-1] the four categories are all in the demo year', async () => {
    const categories = new Set<number | null>();
    for (const m of [6, 7, 8, 9, 10, 11, 12]) for (const e of Object.values(await month(aarav, { month: m, event_type: 2 })).flat()) categories.add(e.holiday_type);
    expect([...categories].sort()).toEqual([1, 2, 3, 4]);
  });

  it("[EVENT-TOGGLE-4] My Events: only the student's events (audience students; no standard or their own)", async () => {
    const mine = titles(await month(aarav, { is_all_event_for_student: false }));
    expect(mine.has('Inter-House Hindi Debate')).toBe(true); // Class 8
    expect(mine.has('Mathematics Olympiad (Level 1)')).toBe(true); // Class 7 and 8
    expect(mine.has('Scholastic Book Fair')).toBe(true); // whole school
    expect(mine.has('Diwali Break')).toBe(true);
    expect(mine.has('Sunday')).toBe(true);
    expect(mine.has('Rangoli Competition')).toBe(false); // Class 5
    const hers = titles(await month(ananya, { student_id: 5011, is_all_event_for_student: false }));
    expect(hers.has('Rangoli Competition')).toBe(true);
    expect(hers.has('Parent-Teacher Meeting')).toBe(false);
    expect(hers.has('Inter-House Football Tournament')).toBe(false);
    // Staff-only and custom-audience entries are in All Events only.
    const octAll = titles(await month(aarav, { month: 10 }));
    const octMine = titles(await month(aarav, { month: 10, is_all_event_for_student: false }));
    expect(octAll.has('Staff Meeting: Half-Yearly Results')).toBe(true);
    expect(octMine.has('Staff Meeting: Half-Yearly Results')).toBe(false);
    const feb = { month: 2, year: 2027 };
    expect(titles(await month(aarav, feb)).has('Fire Safety Drill for Support Staff')).toBe(true);
    expect(titles(await month(aarav, { ...feb, is_all_event_for_student: false })).has('Fire Safety Drill for Support Staff')).toBe(false);
  });

  it('[EVENT-CELL-1] today has three events of its own and the book fair running over it', async () => {
    const map = await month(aarav, { is_all_event_for_student: false });
    expect(map['2026-11-21']!.map((e) => e.event_start_time)).toEqual(['09:00 AM', '10:00 AM', '02:00 PM']);
    expect(map['2026-11-20']![0]).toMatchObject({ title_name: 'Scholastic Book Fair', event_end_date: '2026-11-23' });
  });

  it('[EVENT-DATA-1] an event that began in an earlier month is listed under its own start date', async () => {
    const dec = await month(aarav, { month: 12 });
    expect(dec['2026-11-29']).toEqual([expect.objectContaining({ title_name: 'Inter-House Football Tournament', event_end_date: '2026-12-02' })]);
    expect(dec['2026-12-07']).toEqual([expect.objectContaining({ title_name: 'Inter-House Sports Week', event_date_range: 'Mon,07-Dec-2026 - Sat,12-Dec-2026', holiday_type: 2 })]);
    const jan = await month(aarav, { month: 1, year: 2027 });
    expect(jan['2026-12-30']).toEqual([expect.objectContaining({ title_name: 'Winter Break', event_date_range: 'Wed,30-Dec-2026 - Sat,02-Jan-2027' })]);
    expect(Object.keys(jan).filter((d) => d < '2027-01-01')).toEqual(['2026-12-30']);
  });

  it('[EVENT-DATA-3] event_type 1 and 2 narrow to holidays and to events', async () => {
    const holidays = Object.values(await month(aarav, { event_type: 1 })).flat();
    expect(holidays.map((e) => e.title_name)).toEqual(['Diwali Break', 'Guru Nanak Jayanti']);
    const events = Object.values(await month(aarav, { event_type: 2 })).flat();
    expect(events.every((e) => e.event_type === 2 && e.holiday_type !== null)).toBe(true);
    expect(events).toHaveLength(8);
  });

  it('[API-EVENT-1] the previous academic year and the other institutes have their calendars', async () => {
    const oct2025 = await month(aarav, { month: 10, year: 2025, event_type: 1 });
    expect(listed(oct2025)).toEqual(['2025-10-02: Gandhi Jayanti', '2025-10-02: Dussehra', '2025-10-18: Diwali Break']);
    const diya = (await signIn(t.app, '9000000002')).token!;
    expect(listed(await month(diya, { institution_id: 102, student_id: 5002, event_type: 1 }))).toEqual(['2026-11-07: Diwali']);
    const aditi = (await signIn(t.app, '9000000008')).token!;
    const fr = await month(aditi, { institution_id: 106343, student_id: 5009, month: 1, year: 2027 });
    expect(titles(fr)).toEqual(new Set(['Dimanche', 'Pongal', 'Fête de la République']));
  });

  it("[EVENT-TOGGLE-4] a parent sees the chosen child's events, not another child's", async () => {
    expect(titles(await month(ananya, { student_id: 5011 })).size).toBeGreaterThan(5);
    expect((await ask(ananya, { student_id: 5001 })).statusCode).toBe(404);
  });

  it("another student's id, another institute's id or an open user: not found; no session 403", async () => {
    for (const body of [{ student_id: 5011 }, { student_id: 5002 }, { institution_id: 102 }]) {
      const res = await ask(aarav, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
    }
    const rohan = (await signIn(t.app, '9000000003')).token!;
    expect((await ask(rohan, { institution_id: 102, student_id: 5002 })).statusCode).toBe(404);
    expect((await ask(null)).statusCode).toBe(403);
    expect((await ask(aarav, { month: 13 })).statusCode).toBe(400);
    expect((await ask(aarav, { event_type: 4 })).statusCode).toBe(400);
  });
});
