import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signIn, withSession } from '../testing/login-helpers.ts';

// Issue 12, "bad input": a NUL in any string reached PostgreSQL and answered 500 (with a 2 KB
// stack in the log each time). Text no one types with control characters is refused by the
// contract (zText): a 400 naming the field, before any query. Line breaks stay allowed where a
// person may type them (the address). Runs on PGlite, and on PostgreSQL with DATABASE_URL.

let t: TestApp;
let aarav: string;
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
});
afterAll(() => t.close());

function expectRefused(res: { statusCode: number; body: string }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = JSON.parse(res.body) as { code: string; message: string; errors: { field: string }[] };
  expect(body.code).toBe('VALIDATION');
  expect(body.errors[0]!.field).toBe(field);
  expect(body.message).toBe(`${field}: control characters are not allowed`);
}

const updateProfile = (body: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/profiles/update/101/1001', headers: withSession(aarav), payload: body });

describe('[issue 12] control characters in text are a 400 naming the field, never a 500', () => {
  it('[API-BRAND-1] [issue 12] a NUL in virtualHostUrl', async () => {
    expectRefused(await t.app.inject({ url: '/api/v1/institutes/getLogoAndFavIcon?virtualHostUrl=school%00.localhost' }), 'virtualHostUrl');
    expectRefused(await t.app.inject({ url: '/api/v1/institutes/getLogoAndFavIcon?virtualHostUrl=school%1B.localhost' }), 'virtualHostUrl');
  });

  it('[API-PROFILE-2] [issue 12] a NUL in the address or the birth place; nothing saved', async () => {
    const before = await t.database.db.selectFrom('student_profile').selectAll().where('student_id', '=', 5001).executeTakeFirstOrThrow();
    expectRefused(await updateProfile({ address: 'House 5\u0000' }), 'address');
    expectRefused(await updateProfile({ address: 'House 5\u0007, Sector 9' }), 'address');
    expectRefused(await updateProfile({ birth_place: 'Pune\u0000' }), 'birth_place');
    expectRefused(await updateProfile({ birth_place: 'Pu\nne' }), 'birth_place');
    expectRefused(await updateProfile({ blood_group: 'O\u0000' }), 'blood_group');
    const after = await t.database.db.selectFrom('student_profile').selectAll().where('student_id', '=', 5001).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('[API-PROFILE-2] [issue 12] line breaks in the address are typed text, not control characters', async () => {
    const res = await updateProfile({ address: 'House 5,\r\nSector 9' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('[API-FEES-2] [issue 12] a NUL in a receipt number in the path', async () => {
    const url = '/api/v1/studentWise/fee/5001/feeReceipt/R%00001/download?fin_yr=2026-27&acad_year=2';
    expectRefused(await t.app.inject({ url, headers: withSession(aarav) }), 'receipt_no');
  });

  it('[API-TT-1] [issue 12] a NUL in master_course', async () => {
    const body = {
      batch_id: -1, course_id: -1, standard_id: -1, subject_id: -1, teacher_id: -1, master_course: '\u0000',
      startdate: '2026-11-01', enddate: '2026-11-30', institute_id: 101, student_id: 5001,
      isCourseStructureTimeTable: 'Y', isExamIncludedInTimeTable: 'Y', is_included_online_class: 'Y', is_included_online_exam: 'Y',
    };
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/v2/timeTable/v3', headers: withSession(aarav), payload: body }), 'master_course');
  });

  it('[API-PWD-2] [issue 12] a NUL in the user name of change password', async () => {
    const body = { institute_id: 101, username: '9000000001\u0000', oldPassword: 'x', newPassword: 'y', userid: 1001 };
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/v1/changePwd', headers: withSession(aarav), payload: body }), 'username');
  });
});
