import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceBody, postAttendance, postTimetable, postYearCount, timetableBody } from '../modules/timetable/test-requests.ts';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signIn, withSession } from '../testing/login-helpers.ts';

// Issue 12, item 9: where the spec gives no type, the spec's client sends numbers as strings
// (the -1 ids of API-TT-1, the year of API-TT-2) and month dates without padding ('2026-9-01').
// Each is accepted and answers exactly what the number or padded form answers; what is not a
// number or a calendar date is a 400 naming the field. Aarav (student 5001, user 1001) of 101.

let t: TestApp;
let aarav: string;
let section: number;
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
  const batch = await t.database.db
    .selectFrom('batch')
    .select('id')
    .where('institute_id', '=', 101)
    .where('name', '=', 'Class 8 - A')
    .where('academic_year_id', '=', 2)
    .executeTakeFirstOrThrow();
  section = batch.id;
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: withSession(aarav), payload });

/** Both forms answer 200 and the same body; the body is not empty (so the equality says something). */
async function sameAnswer(numbers: () => Promise<{ statusCode: number; body: string }>, strings: () => Promise<{ statusCode: number; body: string }>) {
  const [a, b] = [await numbers(), await strings()];
  expect(a.statusCode, a.body).toBe(200);
  expect(b.statusCode, b.body).toBe(200);
  expect(b.body).toBe(a.body);
  expect(a.body.length).toBeGreaterThan(50);
  return JSON.parse(a.body) as unknown;
}

/** A 400 in our error shape whose message and first error name the field. */
function expectRefused(res: { statusCode: number; body: string }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = JSON.parse(res.body) as { code: string; message: string; errors: { field: string }[] };
  expect(body.code).toBe('VALIDATION');
  expect(body.errors[0]!.field).toBe(field);
  expect(body.message.startsWith(`${field}: `), body.message).toBe(true);
}

const SENTINELS_AS_STRINGS = { batch_id: '-1', course_id: '-1', standard_id: '-1', subject_id: '-1', teacher_id: '-1' };

describe('[issue 12] numbers as strings and unpadded dates, as the spec’s client sends them', () => {
  it('[API-TT-1] [CONST-SENT-1] [issue 12] the -1 ids as strings and an unpadded month answer as numbers and padded dates do', async () => {
    const body = await sameAnswer(
      () => postTimetable(t.app, aarav, timetableBody(101, { student_id: 5001 }, '2026-09-01', '2026-09-30')),
      () =>
        postTimetable(t.app, aarav, {
          ...timetableBody(101, { student_id: 5001 }, '2026-9-01', '2026-9-30'),
          ...SENTINELS_AS_STRINGS,
          institute_id: '101',
          student_id: '5001',
        }),
    );
    expect(Object.keys((body as { result: { batchTimeTableList: object } }).result.batchTimeTableList)).toContain('2026-09-01');
  });

  it('[API-TT-2] [issue 12] the year as a string and unpadded dates answer as the number and padded dates do', async () => {
    const base = { institution_id: 101, student_id: 5001 };
    const body = await sameAnswer(
      () => post('/api/v1/holiday_manager/event_for_timetable', { ...base, year: 2026, event_start_Date: '2026-11-01', event_end_date: '2026-11-30' }),
      () => post('/api/v1/holiday_manager/event_for_timetable', { ...base, year: '2026', event_start_Date: '2026-11-1', event_end_date: '2026-11-30' }),
    );
    expect(Object.keys(body as object).length).toBeGreaterThan(0);
  });

  it('[API-TT-3] [issue 12] the year-count year as a string', async () => {
    await sameAnswer(
      () => postYearCount(t.app, aarav, { year: 2026, institute_id: 101, student_id: 5001 }),
      () => postYearCount(t.app, aarav, { year: '2026', institute_id: '101', student_id: '5001' }),
    );
  });

  it('[API-EVENT-1] [issue 12] the month and year as strings', async () => {
    const base = { institution_id: 101, student_id: 5001, is_all_event_for_student: true, search_date: null, is_yearly_view: false };
    await sameAnswer(
      () => post('/api/v1/holiday_manager/getDetail', { ...base, month: 11, year: 2026, event_type: 0 }),
      () => post('/api/v1/holiday_manager/getDetail', { ...base, month: '11', year: '2026', event_type: '0' }),
    );
  });

  it('[API-TT-4] [CONST-SENT-1] [issue 12] attendance with string sentinels and unpadded dates', async () => {
    const body = await sameAnswer(
      () => postAttendance(t.app, aarav, 5001, section, attendanceBody(101, 5001, section, { startdate: '2026-09-01', enddate: '2026-09-09' })),
      () =>
        postAttendance(t.app, aarav, 5001, section, {
          ...attendanceBody(101, 5001, section),
          standard_id: '-1',
          subject_id: '-1',
          teacher_id: '-1',
          type: '1',
          startdate: '2026-9-1',
          enddate: '2026-9-09',
        }),
    );
    expect((body as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('[issue 12] what is not a number, an id or a calendar date is a 400 naming the field', () => {
  it('[API-TT-4] [issue 12] attendance dates that do not exist: 400 naming startdate or enddate, never 500', async () => {
    for (const bad of ['abc', '2026-02-30', '2026-13-01', '0000-01-01', '2026-9', '2026-09-01T00:00']) {
      expectRefused(await postAttendance(t.app, aarav, 5001, section, attendanceBody(101, 5001, section, { startdate: bad })), 'startdate');
      expectRefused(await postAttendance(t.app, aarav, 5001, section, attendanceBody(101, 5001, section, { enddate: bad })), 'enddate');
    }
  });

  it('[API-TT-1] [API-TT-2] [issue 12] timetable and holiday dates that do not exist', async () => {
    for (const bad of ['2026-02-30', '2026-13-01', '0000-01-01']) {
      expectRefused(await postTimetable(t.app, aarav, timetableBody(101, { student_id: 5001 }, bad, '2026-12-31')), 'startdate');
      const holidays = { institution_id: 101, year: 2026, student_id: 5001, event_start_Date: '2026-11-01', event_end_date: bad };
      expectRefused(await post('/api/v1/holiday_manager/event_for_timetable', holidays), 'event_end_date');
    }
  });

  it('[API-TT-1] [API-TT-2] [CONST-SENT-1] [issue 12] strings that are not numbers, and ids past the integer column', async () => {
    const tt = (extra: object) => postTimetable(t.app, aarav, { ...timetableBody(101, { student_id: 5001 }, '2026-09-01', '2026-09-30'), ...extra });
    expectRefused(await tt({ batch_id: 'abc' }), 'batch_id');
    expectRefused(await tt({ teacher_id: '-2' }), 'teacher_id');
    expectRefused(await tt({ standard_id: '1e3' }), 'standard_id');
    expectRefused(await tt({ institute_id: 2147483648 }), 'institute_id');
    expectRefused(await tt({ student_id: '2147483648' }), 'student_id');
    const holidays = { institution_id: 101, student_id: 5001, event_start_Date: '2026-11-01', event_end_date: '2026-11-30' };
    expectRefused(await post('/api/v1/holiday_manager/event_for_timetable', { ...holidays, year: '20x6' }), 'year');
    expectRefused(await post('/api/v1/holiday_manager/event_for_timetable', { ...holidays, year: 2026.5 }), 'year');
  });

  it('[API-ASSIGN-2] [issue 12] an id above 2^31-1 in a path is a 400 naming it (was 500)', async () => {
    const res = await t.app.inject({ url: '/api/v2/onlineAssignment/get/101/2147483648', headers: withSession(aarav) });
    expectRefused(res, 'fileId');
    expect((await t.app.inject({ url: '/api/v2/onlineAssignment/get/101/2147483647', headers: withSession(aarav) })).statusCode).toBe(404);
  });

  it('[API-TT-1] [issue 12] a range longer than a year is refused, not walked day by day', async () => {
    expectRefused(await postTimetable(t.app, aarav, timetableBody(101, { student_id: 5001 }, '1000-01-01', '9999-12-31')), 'enddate');
    const holidays = { institution_id: 101, year: 2026, student_id: 5001, event_start_Date: '1000-01-01', event_end_date: '9999-12-31' };
    expectRefused(await post('/api/v1/holiday_manager/event_for_timetable', holidays), 'event_end_date');
  });
});
