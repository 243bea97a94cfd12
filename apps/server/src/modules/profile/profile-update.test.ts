import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProfileUpdateResponse, ZStudentDetailResponse, type TStudentProfile } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';

let t: TestApp;
let aarav: string;
let aditi: string;

function update(token: string, institute: number, user: number, body: object) {
  return t.app.inject({ method: 'PUT', url: `/api/v1/profiles/update/${institute}/${user}`, headers: withSession(token), payload: body });
}

async function saved(token: string, institute: number, user: number, body: object): Promise<TStudentProfile> {
  const res = await update(token, institute, user, body);
  expect(res.statusCode, res.body).toBe(200);
  return ZProfileUpdateResponse.parse(res.json()).result;
}

async function aaravProfile(): Promise<TStudentProfile> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/students/get-student-detail/101/5001', headers: withSession(aarav) });
  return ZStudentDetailResponse.parse(res.json()).result;
}

/** A 400 whose message and errors name the field. */
async function refused(body: object, field: string, text?: string) {
  const res = await update(aarav, 101, 1001, body);
  expect(res.statusCode, JSON.stringify(body)).toBe(400);
  const json = res.json();
  expect(json.code).toBe('VALIDATION');
  expect(json.message.startsWith(`${field}: `), json.message).toBe(true);
  expect(json.errors[0].field).toBe(field);
  if (text) expect(json.message).toBe(`${field}: ${text}`);
}

beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
  aditi = (await signIn(t.app, '9000000008')).token!;
});
afterAll(() => t.close());

describe('PUT profiles/update: saves [API-PROFILE-2]', () => {
  it('[API-PROFILE-2] [PROFILE-ADDR-1] [PROFILE-EDIT-6] the address is saved on one line, trimmed, and the saved profile is answered', async () => {
    const r = await saved(aarav, 101, 1001, { address: '  House 5,\n  Sector 9,   Dwarka, New Delhi 110075  ' });
    expect(r.current_address).toBe('House 5, Sector 9, Dwarka, New Delhi 110075');
    expect(r).toMatchObject({ name: 'Aarav Sharma', birth_place: 'New Delhi', blood_group: 'B+', student_profile_update_restrict: true });
    expect((await aaravProfile()).current_address).toBe('House 5, Sector 9, Dwarka, New Delhi 110075');
    const longest = 'a'.repeat(119);
    expect((await saved(aarav, 101, 1001, { address: longest })).current_address).toBe(longest);
  });

  it('[API-PROFILE-2] [PROFILE-BP-1] [PROFILE-BG-1] [PROFILE-DOB-8] birth place, blood group and date of birth (YYYY-MM-DD)', async () => {
    expect((await saved(aarav, 101, 1001, { birth_place: ' Navi   Mumbai ' })).birth_place).toBe('Navi Mumbai');
    for (const group of ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-']) {
      expect((await saved(aarav, 101, 1001, { blood_group: group })).blood_group).toBe(group);
    }
    expect((await saved(aarav, 101, 1001, { dob: '2012-02-29' })).dob).toBe('2012-02-29');
    // Today in the institute's zone (the test clock: 21 November 2026 in India) is allowed.
    expect((await saved(aarav, 101, 1001, { dob: '2026-11-21' })).dob).toBe('2026-11-21');
    expect(await aaravProfile()).toMatchObject({ birth_place: 'Navi Mumbai', blood_group: 'AB-', dob: '2026-11-21' });
  });

  it('[API-PROFILE-2] a student without a profile row gets one at the first save', async () => {
    await t.database.db.deleteFrom('student_profile').where('student_id', '=', 5009).execute();
    const r = await saved(aditi, 106343, 1009, { birth_place: 'Vizag' });
    expect(r).toMatchObject({ name: 'Aditi Rao', birth_place: 'Vizag', current_address: null, assignedCourses: 'Groupe Sciences 2027' });
  });
});

describe('PUT profiles/update: each field is checked and named [API-PROFILE-2]', () => {
  it('[PROFILE-ADDR-1] an address over 119 characters or blank is refused, naming address', async () => {
    await refused({ address: 'a'.repeat(120) }, 'address');
    await refused({ address: '   ' }, 'address');
    await refused({ address: `${'a'.repeat(60)}\n\n${'b'.repeat(60)}` }, 'address');
  });

  it('[PROFILE-BP-1] a birth place over 20 characters or blank is refused, naming birth_place', async () => {
    await refused({ birth_place: 'x'.repeat(21) }, 'birth_place');
    await refused({ birth_place: '' }, 'birth_place');
  });

  it('[PROFILE-BG-1] a blood group other than the eight is refused, naming blood_group', async () => {
    await refused({ blood_group: 'C+' }, 'blood_group', 'Please select a valid blood group');
    await refused({ blood_group: 'ab+' }, 'blood_group', 'Please select a valid blood group');
    await refused({ blood_group: 'X' }, 'blood_group');
  });

  it('[PROFILE-DOB-1] [PROFILE-DOB-3] [PROFILE-DOB-4] [PROFILE-DOB-5] [PROFILE-DOB-6] [PROFILE-DOB-8] dates are refused with the spec’s messages, naming dob', async () => {
    await refused({ dob: '2012-02-30' }, 'dob', 'Selected year Have 29 Days In February');
    await refused({ dob: '2013-02-29' }, 'dob', 'Selected year Have 28 Days In February');
    await refused({ dob: '2013-04-31' }, 'dob', 'Month Selected Have Only 30 Days');
    await refused({ dob: '2026-11-22' }, 'dob', "Selected Date Can't Be Greater Than Current Date");
    await refused({ dob: '1969-12-31' }, 'dob', 'Please select a date from 1970 to today');
    await refused({ dob: '2013-13-01' }, 'dob', 'Please select a date from 1970 to today');
    await refused({ dob: '14-06-2013' }, 'dob');
  });

  it('[API-PROFILE-2] exactly one field per call; a photo with a data: prefix is refused', async () => {
    await refused({}, 'address');
    await refused({ address: 'House 5', birth_place: 'Pune' }, 'address');
    await refused({ photo: 'data:image/png;base64,iVBORw0KGgo=' }, 'photo');
  });

  it('[API-PROFILE-2] nothing was saved by a refused call', async () => {
    expect(await aaravProfile()).toMatchObject({ current_address: 'a'.repeat(119), birth_place: 'Navi Mumbai', blood_group: 'AB-', dob: '2026-11-21' });
  });
});

describe('PUT profiles/update: who may save [PROFILE-EDIT-1] [PROFILE-EDIT-2]', () => {
  it('[API-PROFILE-2] a student edits only themself: another user id or another institute is 404', async () => {
    for (const [institute, user] of [
      [101, 1004],
      [101, 1010],
      [101, 1011],
      [102, 1001],
      [106343, 1009],
    ] as const) {
      const res = await update(aarav, institute, user, { birth_place: 'Agra' });
      expect(res.statusCode, `${institute}/${user}`).toBe(404);
    }
    expect((await aaravProfile()).birth_place).toBe('Navi Mumbai');
  });

  it('[PROFILE-EDIT-2] a parent may not save, not even for the chosen child (404: the route is for students)', async () => {
    const parent = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
    for (const user of [1001, 1010]) {
      expect((await update(parent, 101, user, { birth_place: 'Agra' })).statusCode).toBe(404);
    }
  });

  it('[PROFILE-EDIT-1] [PROFILE-EDIT-3] a student whose institute does not allow self-editing is refused with 409 and its code', async () => {
    const diya = (await signIn(t.app, '9000000002')).token!;
    const res = await update(diya, 102, 1002, { blood_group: 'A+' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PROFILE_EDIT_NOT_ALLOWED', message: 'Your institute does not allow students to edit their profile.' });
  });

  it('[PROFILE-EDIT-2] an open user (type 99) has no profile to edit: 409', async () => {
    const rohan = (await signIn(t.app, '9000000003')).token!;
    const res = await update(rohan, 102, 1003, { address: 'Kota' });
    expect(res.statusCode).toBe(409);
  });

  it('[PROFILE-EDIT-3] the setting is read at each save: turned off, the next save is refused', async () => {
    await t.database.db.updateTable('institute').set({ student_self_edit: false }).where('id', '=', 101).execute();
    expect((await update(aarav, 101, 1001, { birth_place: 'Agra' })).statusCode).toBe(409);
    await t.database.db.updateTable('institute').set({ student_self_edit: true }).where('id', '=', 101).execute();
    expect((await update(aarav, 101, 1001, { birth_place: 'Agra' })).statusCode).toBe(200);
  });

  it('[API-PROFILE-2] a state change without the Source header is refused (400), as every one', async () => {
    const { source: _source, ...noSource } = withSession(aarav);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/profiles/update/101/1001', headers: noSource, payload: { birth_place: 'Agra' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SOURCE_REQUIRED' });
  });
});
