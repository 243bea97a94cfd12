import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStudentDetailResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';

let t: TestApp;
let aarav: string;
let parentOfAarav: string;
let diya: string;
let rohan: string;

function detail(token: string, institute: number, student: number) {
  return t.app.inject({ method: 'GET', url: `/api/v1/students/get-student-detail/${institute}/${student}`, headers: withSession(token) });
}

async function detailOf(token: string, institute: number, student: number) {
  const res = await detail(token, institute, student);
  expect(res.statusCode).toBe(200);
  return ZStudentDetailResponse.parse(res.json()).result;
}

beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
  parentOfAarav = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
  diya = (await signIn(t.app, '9000000002')).token!;
  rohan = (await signIn(t.app, '9000000003')).token!;
});
afterAll(() => t.close());

describe('GET get-student-detail [API-PROFILE-1]', () => {
  it('[API-PROFILE-1] [PROFILE-LOAD-1] a student reads their own profile: every field, account details and batches', async () => {
    const res = await detail(aarav, 101, 5001);
    expect(res.statusCode).toBe(200);
    const body = ZStudentDetailResponse.parse(res.json());
    expect(body).toMatchObject({ statusCode: 200 });
    expect(body.result).toEqual({
      name: 'Aarav Sharma',
      photo_url: null,
      join_date: '2025-10-17',
      student_phone: '9000000001',
      current_address: 'Flat 302, Tower B, Green Valley Apartments, Plot 7, Sector 22, Dwarka, New Delhi, Delhi 110077',
      student_email: 'aarav@school.example',
      standard: 'Class 8',
      assignedCourses: 'Class 8 - A',
      roll_no: '14',
      mother_tongue: 'Hindi',
      gender: 'Male',
      country: 'India',
      birth_place: 'New Delhi',
      religion: 'Hindu',
      blood_group: 'B+',
      student_adhar_card: 'XXXXXXXX4821',
      dob: '2013-06-14',
      state: 'Delhi',
      parent_name: 'Rajesh Sharma',
      parent_email: 'rajesh.sharma@sharma-associates.example',
      parent_profession: 'Chartered Accountant',
      parent_phone: '9000000010',
      parent_adhar_card: 'XXXXXXXX3307',
      guardian_name: null,
      guardian_email: null,
      guardian_phone: null,
      permanent_address: 'House 18, Gali 4, Shastri Nagar, Near Hanuman Mandir, Meerut, Uttar Pradesh 250004',
      student_profile_update_restrict: true,
    });
  });

  it('[PROFILE-EDIT-3] the institute’s raw self-edit flag is sent: off at the coaching institute', async () => {
    const r = await detailOf(diya, 102, 5002);
    expect(r).toMatchObject({ name: 'Diya Patel', assignedCourses: 'JEE 2027 - Batch A', guardian_name: 'Mahesh Patel', student_profile_update_restrict: false });
  });

  it('[API-PROFILE-1] another student’s id, or another institute’s, is 404 like an id that does not exist', async () => {
    for (const [institute, student] of [
      [101, 5004],
      [101, 5011],
      [102, 5001],
      [102, 5002],
      [101, 999_999],
    ] as const) {
      const res = await detail(aarav, institute, student);
      expect(res.statusCode, `${institute}/${student}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('[API-PROFILE-1] [LOGIN-PARENT-2] a parent reads the chosen child’s profile, not the other child’s nor anyone else’s', async () => {
    const r = await detailOf(parentOfAarav, 101, 5001);
    expect(r).toMatchObject({ name: 'Aarav Sharma', parent_name: 'Rajesh Sharma', student_profile_update_restrict: true });
    expect((await detail(parentOfAarav, 101, 5011)).statusCode).toBe(404);
    expect((await detail(parentOfAarav, 101, 5004)).statusCode).toBe(404);
    const switched = (await signIn(t.app, '9000000010', { student_id: 5011 })).token!;
    expect(await detailOf(switched, 101, 5011)).toMatchObject({ name: 'Ananya Sharma', assignedCourses: 'Class 5 - B', standard: 'Class 5' });
  });

  it('[API-PROFILE-1] an open user (type 99) has no student profile: 404 (the screen shows - without calling)', async () => {
    expect((await detail(rohan, 102, 5002)).statusCode).toBe(404);
  });

  it('[API-PROFILE-1] without a session the call ends the session (403), as every signed-in call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/students/get-student-detail/101/5001', headers: { source: 'WEB' } });
    expect(res.statusCode).toBe(403);
  });

  it('[PROFILE-DISP-1] a student the institute has no profile row for: every profile field null, account fields kept', async () => {
    await t.database.db.deleteFrom('student_profile').where('student_id', '=', 5001).execute();
    const r = await detailOf(aarav, 101, 5001);
    expect(r).toMatchObject({ name: 'Aarav Sharma', student_phone: '9000000001', assignedCourses: 'Class 8 - A', dob: null, current_address: null, parent_name: null, roll_no: null });
  });
});
