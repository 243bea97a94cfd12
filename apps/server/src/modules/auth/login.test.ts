import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProfileChoice } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { DEVICE, login, signIn } from '../../testing/login-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/v2/user/v3/login: students', () => {
  it('[LOGIN-OUT-3] [LOGIN-OUT-7] 9000000001 signs in as the school student Aarav with a session', async () => {
    const { body, session, token } = await signIn(t.app, '9000000001');
    expect(body).toMatchObject({ statusCode: 200, message: 'Login successful' });
    expect(token).toBeTruthy();
    expect(session).toMatchObject({
      user_id: 1001,
      user_type: 1,
      name: 'Aarav Sharma',
      student_id: 5001,
      student_display_id: 'SPS-2019-0142',
      institute_id: 101,
      institute_name: 'Sunrise Public School',
      is_institute_type_school: true,
      parentslogin: false,
      parent_id: null,
      parent_name: null,
      acad_yr_id: 2,
      ay_start_date: '2026-04-01',
      ay_end_date: '2027-03-31',
      device_id: DEVICE,
      time_zone: 'Asia/Kolkata',
      language: null,
      country_calling_code: '91',
      email_id: 'aarav@school.example',
      phone_no: '9000000001',
    });
    expect(session.student_acad_year).toEqual([
      { acad_yr_id: 1, acad_yr_name: '2025-26' },
      { acad_yr_id: 2, acad_yr_name: '2026-27' },
    ]);
    expect(session.student_details).toHaveLength(1);
    expect(session.student_details[0]).toMatchObject({ student_id: 5001, is_login_allowed: 1 });
  });

  it('[SESSION-STORE-7] [SHELL-SOCIAL-1] the school session carries its plan settings and links', async () => {
    const { session } = await signIn(t.app, '9000000001');
    expect(session.inst_set_up).toEqual({
      file_manager_study_material: 'BOTH',
      classes: 'HYBRID_BLENDED',
      exam: 'HYBRID_BLENDED',
      store: true,
      twitter_url: 'https://x.example.com/sunriseschool',
      is_fee_struct_linked: true,
      student_fee_receipt_option: true,
      is_marketing_and_banner: true,
      is_fine_configured: true,
    });
    expect(session).toMatchObject({ enable_online_assignment_feature: true, enable_eLearn_feature: true });
    for (const key of ['help_url', 'privacy_policy_url', 'terms_and_condition_url', 'fg_page_url', 'instagram_url', 'whatsapp_url', 'linkedin_url'] as const) {
      expect(session[key]).toMatch(/^https:\/\//);
    }
    // [SHELL-SOCIAL-2] one link is stored without a scheme, so the client's https:// adding shows.
    expect(session.youtube_url).toBe('www.youtube.example.com/@sunrisepublicschool');
  });

  it('[LOGIN-SCREEN-2] the email works as well as the phone, in any case', async () => {
    const { session } = await signIn(t.app, 'Aarav@School.Example');
    expect(session.user_id).toBe(1001);
  });

  it('[SHELL-WORD-1] 9000000002 signs in at the coaching institute with its settings', async () => {
    const { session } = await signIn(t.app, '9000000002');
    expect(session).toMatchObject({ user_id: 1002, institute_id: 102, is_institute_type_school: false, acad_yr_id: 4 });
    expect(session.inst_set_up).toMatchObject({
      file_manager_study_material: 'STUDY_MATERIAL',
      classes: 'ONLINE',
      exam: 'ONLINE',
      store: true,
      is_marketing_and_banner: false,
      is_fee_struct_linked: false,
      student_fee_receipt_option: false,
    });
    expect(session.help_url).toBeNull();
    expect(session.youtube_url).toBeNull();
  });

  it('[LOGIN-OUT-2] institute_id from the branding page is a hint: a 102 account signs in from the 101 page', async () => {
    const { session } = await signIn(t.app, '9000000002', { institute_id: 101 });
    expect(session.institute_id).toBe(102);
  });

  it('[SESSION-ROLE-2] [HOME-ANN-8] 9000000003 signs in as an open user without a student id', async () => {
    const { session } = await signIn(t.app, '9000000003');
    expect(session).toMatchObject({ user_id: 1003, user_type: 99, student_id: null, parentslogin: false, institute_id: 102 });
    expect(session.student_details).toEqual([]);
    // An open user is not tied to a class: every year of the institute is theirs.
    expect(session.student_acad_year.map((y) => y.acad_yr_id)).toEqual([3, 4]);
  });

  it('[SHELL-LANG-3] 9000000008 at institute 106343 gets the French language', async () => {
    const { session } = await signIn(t.app, '9000000008');
    expect(session).toMatchObject({ institute_id: 106343, language: 'fr', user_id: 1009 });
  });
});

describe('POST /api/v2/user/v3/login: several profiles', () => {
  it('[LOGIN-OUT-2] [LOGIN-MULTI-1] 9000000004 gets the profile list and no session', async () => {
    const { res, body, token } = await login(t.app, '9000000004');
    expect(res.statusCode).toBe(200);
    expect(token).toBeNull();
    const profiles = ZProfileChoice.array().parse(body.result);
    expect(profiles).toEqual([
      { user_id: 1004, user_type: 1, institute_id: 101, institute_name: 'Sunrise Public School', name: 'Ishaan Gupta', display: 'Student', is_login_allowed: 1 },
      { user_id: 1005, user_type: 1, institute_id: 102, institute_name: 'Apex Coaching Institute', name: 'Ishaan Gupta', display: 'Student', is_login_allowed: 1 },
    ]);
  });

  it('[LOGIN-MULTI-4] the re-sent login with user_id, institute_id and user_type opens that profile', async () => {
    const { session, token } = await signIn(t.app, '9000000004', { user_id: 1004, institute_id: 101, user_type: 1 });
    expect(token).toBeTruthy();
    expect(session).toMatchObject({ user_id: 1004, institute_id: 101, student_id: 5004 });
  });

  it('[LOGIN-AY-1] the coaching profile belongs only to last year, so its current year is not among its years', async () => {
    const { session } = await signIn(t.app, '9000000004', { user_id: 1005, institute_id: 102, user_type: 1 });
    expect(session.acad_yr_id).toBe(4);
    expect(session.student_acad_year).toEqual([{ acad_yr_id: 3, acad_yr_name: '2025-26' }]);
  });

  it('[LOGIN-MULTI-4] a profile id that is not behind this login name is refused as invalid', async () => {
    const { res } = await login(t.app, '9000000004', { user_id: 1001, institute_id: 101, user_type: 1 });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/v2/user/v3/login: failures', () => {
  it('[LOGIN-ERR-1] [LOGIN-ERR-3] a wrong password answers 401 with the invalid-login message', async () => {
    const { res, token } = await login(t.app, '9000000002', { password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid Login Details' });
    expect(token).toBeNull();
  });

  it('[LOGIN-ERR-3] an unknown account answers exactly like a wrong password', async () => {
    const { res } = await login(t.app, '9999999999');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid Login Details' });
  });

  it('[API-LOGIN-1] a request without user_name is a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/v3/login',
      headers: { source: 'WEB' },
      payload: { password: 'demo1234', device_id: DEVICE, source: 'WEB' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'user_name: Required',
      errors: [{ field: 'user_name', message: 'Required' }],
    });
  });

  it('[API-HDR-3] [issue 12] a login sent as a form without the Source header is refused with 400, never a logout-causing 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/v3/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `user_name=9000000001&password=demo1234&device_id=${DEVICE}&source=WEB`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'SOURCE_REQUIRED', message: 'Missing Source header' });
  });
});
