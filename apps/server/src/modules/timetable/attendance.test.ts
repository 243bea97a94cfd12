import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAttendanceResponse, ZTimetableResponse } from '@portal/contract';
import { attendancePercent, classesAttended, twelveHourMinutes } from '@portal/domain';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { attendanceBody, postAttendance, postTimetable, timetableBody } from './test-requests.ts';

let t: TestApp;
let aarav: string;
/** Aarav's section this year (Class 8 - A) and last year (Class 7 - A); Ananya's Class 5 - B. */
let thisYear: number;
let lastYear: number;
let ananyas: number;
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
  const batches = await t.database.db.selectFrom('batch').select(['id', 'name', 'academic_year_id']).where('institute_id', '=', 101).execute();
  thisYear = batches.find((b) => b.name === 'Class 8 - A' && b.academic_year_id === 2)!.id;
  lastYear = batches.find((b) => b.name === 'Class 7 - A' && b.academic_year_id === 1)!.id;
  ananyas = batches.find((b) => b.name === 'Class 5 - B' && b.academic_year_id === 2)!.id;
});
afterAll(() => t.close());

const rowsOf = async (token: string, studentId: number, batchId: number, extra = {}) => {
  const res = await postAttendance(t.app, token, studentId, batchId, attendanceBody(101, studentId, batchId, extra));
  expect(res.statusCode).toBe(200);
  return ZAttendanceResponse.parse(res.json());
};

describe('POST /api/v1/reports/Student/attendance/{studentId}/{batchId}', () => {
  it('[API-TT-4] [TT-ATT-1] [TT-ATT-3] every marked class of the section this year, newest first', async () => {
    const rows = await rowsOf(aarav, 5001, thisYear);
    // Every offline class from 1 April up to this morning's third period (ended 10:00); none
    // on the demo calendar's holidays (Dussehra on 20 October, the Diwali break on 6, 7, 9 and
    // 10 November, Guru Nanak Jayanti on the 12th).
    expect(rows).toHaveLength(858);
    expect(rows[0]).toEqual({
      date: '2026-11-21',
      start_time: '09:20 AM',
      end_time: '10:00 AM',
      subject_name: 'Social Science',
      status: expect.stringMatching(/^[PAL]$/),
      custom_class_type: expect.stringMatching(/^(Regular|Extra class|Remedial)$/),
      home_work_status: expect.toBeOneOf([null, 'Completed', 'Incomplete', 'Not submitted']),
      remark: expect.toBeOneOf([null, expect.any(String)]),
      homework_assigned: expect.toBeOneOf([null, expect.any(String)]),
      attendance_note: expect.toBeOneOf([null, expect.any(String)]),
      topics_covered: 'Understanding Secularism',
    });
    expect(rows.at(-1)).toMatchObject({ date: '2026-04-01', start_time: '08:00 AM' });
    const keys = rows.map((r) => `${r.date} ${String(twelveHourMinutes(r.start_time)).padStart(4, '0')}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('[TT-ATT-2] [TT-OFF-5] the popup count and the card percentage agree: 737 of 858 present (86 %)', async () => {
    const rows = await rowsOf(aarav, 5001, thisYear);
    expect(classesAttended(rows)).toMatchObject({ attended: 737, total: 858 });
    expect(rows.filter((r) => r.status === 'A')).toHaveLength(82);
    expect(rows.filter((r) => r.status === 'L')).toHaveLength(39);
    // Absences carry a note and no submitted homework.
    expect(rows.filter((r) => r.status === 'A').every((r) => r.attendance_note && r.home_work_status !== 'Completed')).toBe(true);
    const card = await postTimetable(t.app, aarav, timetableBody(101, { student_id: 5001 }, '2026-11-20', '2026-11-20'));
    const offline = ZTimetableResponse.parse(card.json()).result.batchTimeTableList['2026-11-20']!.find((i) => i.class_type === 'Class')!;
    expect(offline.student_attendance_percent).toBe(attendancePercent(null, rows));
  });

  it('[API-TT-4] startdate and enddate bound the list when given; last year’s section is readable', async () => {
    // 2-5, 11, 13 and 16-20 November (11 weekdays of 6 periods) and Saturday the 14th (5): the
    // 6th, 7th, 9th, 10th and 12th are holidays.
    expect(await rowsOf(aarav, 5001, thisYear, { startdate: '2026-11-01', enddate: '2026-11-20' })).toHaveLength(71);
    // Last year's section had no class on its holidays either (Diwali break 18 and 20-22
    // October 2025, winter break 30 December - 2 January).
    const before = await rowsOf(aarav, 5001, lastYear);
    expect(before).toHaveLength(1321);
    expect(before[0]!.date).toBe('2026-02-28');
  });

  it('[API-TT-4] a parent reads the chosen child’s attendance', async () => {
    const { token } = await signIn(t.app, '9000000010', { student_id: 5001 });
    expect(await rowsOf(token!, 5001, thisYear)).toHaveLength(858);
    expect((await postAttendance(t.app, token, 5011, ananyas, attendanceBody(101, 5011, ananyas))).statusCode).toBe(404);
  });

  it("another student's batch, mismatched ids or another institute are not found; no session is 403", async () => {
    const cases: [number, number, object][] = [
      [5001, ananyas, attendanceBody(101, 5001, ananyas)],
      [5011, ananyas, attendanceBody(101, 5011, ananyas)],
      [5001, thisYear, attendanceBody(101, 5011, thisYear)],
      [5001, thisYear, attendanceBody(101, 5001, lastYear)],
      [5001, thisYear, attendanceBody(102, 5001, thisYear)],
      [5004, thisYear, attendanceBody(101, 5004, thisYear)],
    ];
    for (const [studentId, batchId, body] of cases) {
      const res = await postAttendance(t.app, aarav, studentId, batchId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
    }
    const { token } = await signIn(t.app, '9000000003');
    expect((await postAttendance(t.app, token, 5001, thisYear, attendanceBody(102, 5001, thisYear))).statusCode).toBe(404);
    expect((await postAttendance(t.app, null, 5001, thisYear, attendanceBody(101, 5001, thisYear))).statusCode).toBe(403);
  });

  it('[TT-ATT-6] a batch with no marks yet answers an empty list', async () => {
    await t.database.db.deleteFrom('attendance').where('student_id', '=', 5001).where('batch_id', '=', thisYear).execute();
    expect(await rowsOf(aarav, 5001, thisYear)).toEqual([]);
    const card = await postTimetable(t.app, aarav, timetableBody(101, { student_id: 5001 }, '2026-11-20', '2026-11-20'));
    const offline = ZTimetableResponse.parse(card.json()).result.batchTimeTableList['2026-11-20']!.find((i) => i.class_type === 'Class')!;
    expect(offline.student_attendance_percent).toBeNull();
  });
});
