import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTimetableResponse, ZYearCountResponse } from '@portal/contract';
import { daysInMonth, isoDate, yearViewFlags } from '@portal/domain';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { postTimetable, postYearCount, timetableBody } from './test-requests.ts';

let t: TestApp;
let aarav: string;
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
});
afterAll(() => t.close());

const counts = async (token: string, body: object) => {
  const res = await postYearCount(t.app, token, body);
  expect(res.statusCode).toBe(200);
  return ZYearCountResponse.parse(res.json()).result;
};

/** The number of items API-TT-1 lists for each month of a year, with the year view's flags. */
async function listedPerMonth(token: string, instituteId: number, learner: object, year: number, flags: object) {
  const out: Record<string, number> = {};
  for (let m = 1; m <= 12; m++) {
    const res = await postTimetable(t.app, token, timetableBody(instituteId, learner as { student_id: number }, isoDate(year, m, 1), isoDate(year, m, daysInMonth(year, m)), flags));
    out[String(m)] = Object.values(ZTimetableResponse.parse(res.json()).result.batchTimeTableList).flat().length;
  }
  return out;
}

describe('POST /api/v2/timeTable/year-count', () => {
  it("[API-TT-3] [TT-YEAR-2] [TT-YEAR-3] Aarav's 2026 month by month, every month present, across both academic years", async () => {
    const result = await counts(aarav, { year: 2026, institute_id: 101, student_id: 5001 });
    // January-March: last year's Class 7 - A (classes stop when the annual exams start on
    // 2 March); June: summer vacation. Nothing on the demo calendar's holidays: 1-2 January and
    // 30-31 December (winter break), 20 October (Dussehra); November as listed by the month
    // call (128, without the Diwali break and Guru Nanak Jayanti).
    expect(result).toEqual({ '1': 149, '2': 150, '3': 6, '4': 163, '5': 81, '6': 0, '7': 165, '8': 156, '9': 131, '10': 155, '11': 128, '12': 146 });
  });

  it('[API-TT-3] [TT-DATA-7] the grid matches the month lists of the year view, for a student and an open user', async () => {
    const school = yearViewFlags({ classes: 'HYBRID_BLENDED', exam: 'HYBRID_BLENDED' }, 1);
    expect(await counts(aarav, { year: 2026, institute_id: 101, student_id: 5001 })).toEqual(await listedPerMonth(aarav, 101, { student_id: 5001 }, 2026, school));
    const { token } = await signIn(t.app, '9000000003');
    const open = yearViewFlags({ classes: 'ONLINE', exam: 'ONLINE' }, 99);
    const result = await counts(token!, { year: 2026, institute_id: 102, user_id: 1003 });
    expect(result).toEqual(await listedPerMonth(token!, 102, { user_id: 1003 }, 2026, open));
    expect(result['11']).toBeGreaterThan(0);
  });

  it("[TT-DATA-7] [TT-DATA-4] only the class types the institute's modes and the user type include are counted", async () => {
    const { token } = await signIn(t.app, '9000000003');
    const before = await counts(token!, { year: 2026, institute_id: 102, user_id: 1003 });
    // An offline class in the open user's product: listed when asked for, never counted for type 99.
    const product = await t.database.db.selectFrom('batch').select('id').where('name', '=', 'NEET Crash Course 2027').executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('schedule')
      .values({ institute_id: 102, batch_id: product.id, class_type: 'Class', date: '2026-11-23', end_date: '2026-11-23', start_time: '10:00', end_time: '11:00', subject_name: 'Biology' })
      .execute();
    await t.database.db.updateTable('institute').set({ classes_mode: 'HYBRID_BLENDED', exam_mode: 'HYBRID_BLENDED' }).where('id', '=', 102).execute();
    expect(await counts(token!, { year: 2026, institute_id: 102, user_id: 1003 })).toEqual(before);
    const listed = await postTimetable(t.app, token, timetableBody(102, { user_id: 1003 }, '2026-11-23', '2026-11-23'));
    expect(ZTimetableResponse.parse(listed.json()).result.batchTimeTableList['2026-11-23']!.map((i) => i.class_type)).toContain('Class');

    // A school whose classes become online-only no longer counts its offline classes.
    const school = await counts(aarav, { year: 2026, institute_id: 101, student_id: 5001 });
    await t.database.db.updateTable('institute').set({ classes_mode: 'ONLINE' }).where('id', '=', 101).execute();
    const online = await counts(aarav, { year: 2026, institute_id: 101, student_id: 5001 });
    // November's 117 offline classes (timetable.test.ts) are no longer counted.
    expect(online['11']).toBe(school['11']! - 117);
    await t.database.db.updateTable('institute').set({ classes_mode: 'HYBRID_BLENDED' }).where('id', '=', 101).execute();
  });

  it('[API-TT-3] a year without items is all zeros; a parent counts for the chosen child', async () => {
    expect(Object.values(await counts(aarav, { year: 2030, institute_id: 101, student_id: 5001 }))).toEqual(Array(12).fill(0));
    const { token } = await signIn(t.app, '9000000010', { student_id: 5001 });
    expect((await counts(token!, { year: 2026, institute_id: 101, student_id: 5001 }))['11']).toBe(128);
  });

  it("another student's id, the open user's key or another institute is not found; no session is 403", async () => {
    for (const body of [
      { year: 2026, institute_id: 101, student_id: 5011 },
      { year: 2026, institute_id: 101, student_id: 5004 },
      { year: 2026, institute_id: 101, user_id: 1001 },
      { year: 2026, institute_id: 102, student_id: 5001 },
    ]) {
      expect((await postYearCount(t.app, aarav, body)).statusCode).toBe(404);
    }
    expect((await postYearCount(t.app, aarav, { year: 2026, institute_id: 101, student_id: 5001, user_id: 1001 })).statusCode).toBe(400);
    expect((await postYearCount(t.app, null, { year: 2026, institute_id: 101, student_id: 5001 })).statusCode).toBe(403);
  });

  it('[TT-ERR-1] a learner in no batch gets 400 "Please assign course!"', async () => {
    await t.database.db.deleteFrom('batch_member').where('user_id', '=', 1013).execute();
    const { token } = await signIn(t.app, '9000000011');
    const res = await postYearCount(t.app, token, { year: 2026, institute_id: 101, student_id: 5013 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message: 'Please assign course!', code: 'NO_COURSE' });
  });
});
