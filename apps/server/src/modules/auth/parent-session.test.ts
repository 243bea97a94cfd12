import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ASSIGNMENT_CATEGORY_ID, ZSession } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { login, signIn, withSession } from '../../testing/login-helpers.ts';
import { timetableBody } from '../timetable/test-requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// 9000000010 (Rajesh, user 1010) is the parent of Aarav (5001, user 1001) and Ananya (5011,
// user 1011); Kavya (5013, user 1013) is another parent's child at the same institute.
const AARAV = 5001;
const ANANYA = 5011;
const KAVYA = 5013;

/** The parent's first answer: a session in which no child is chosen yet [LOGIN-PARENT-1]. */
async function wideSession(): Promise<string> {
  const { res, body, token } = await login(t.app, '9000000010');
  expect(res.statusCode).toBe(200);
  expect(ZSession.parse(body.result)).toMatchObject({ student_id: null, parent_id: 1010 });
  return token!;
}

/** One call of each area, naming a student as the spec's client does. */
function callsNaming(studentId: number): [string, InjectOptions][] {
  return [
    ['timetable', { method: 'POST', url: '/api/v2/timeTable/v3', payload: timetableBody(101, { student_id: studentId }, '2026-11-01', '2026-11-30') }],
    ['fees', { url: `/api/v1/studentWise/fee/101/students/${studentId}/2` }],
    ['profile', { url: `/api/v1/students/get-student-detail/101/${studentId}` }],
    ['assignments', { method: 'POST', url: '/api/v2/onlineAssignment/student/getAssignmentsDetail', payload: { category_id: ASSIGNMENT_CATEGORY_ID, institute_id: 101, student_id: studentId } }],
    ['announcements', { url: `/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/101?is_active=true&student_id=${studentId}` }],
    [
      'events',
      {
        method: 'POST',
        url: '/api/v1/holiday_manager/getDetail',
        payload: { institution_id: 101, month: 11, year: 2026, student_id: studentId, is_all_event_for_student: true, event_type: 0, search_date: null, is_yearly_view: false },
      },
    ],
  ];
}

const call = (token: string, options: InjectOptions) => t.app.inject({ ...options, headers: withSession(token) });

describe('[issue 12] a parent of several children: the first answer opens a session for any of them (LOGIN-PARENT-1, LOGIN-MULTI-3)', () => {
  it('[issue 12] [LOGIN-PARENT-1] [LOGIN-MULTI-3] each area serves either child named in the call, as the spec\'s client adopts one without a new request', async () => {
    const token = await wideSession();
    // The same answers as a session whose child was chosen (our client's re-sent choice).
    const chosen: Record<number, string> = {
      [AARAV]: (await signIn(t.app, '9000000010', { student_id: AARAV })).token!,
      [ANANYA]: (await signIn(t.app, '9000000010', { student_id: ANANYA })).token!,
    };
    for (const child of [ANANYA, AARAV, ANANYA]) {
      for (const [area, options] of callsNaming(child)) {
        const res = await call(token, options);
        expect(res.statusCode, `${area} for ${child}`).toBe(200);
        expect(res.json(), `${area} for ${child}`).toEqual((await call(chosen[child]!, options)).json());
      }
    }
    const profile = await call(token, callsNaming(ANANYA)[2]![1]);
    expect(profile.json().result).toMatchObject({ name: 'Ananya Sharma' });
  });

  it('[issue 12] [LOGIN-PARENT-1] another parent\'s child is refused in every area exactly as before (404)', async () => {
    const token = await wideSession();
    for (const [area, options] of callsNaming(KAVYA)) {
      const res = await call(token, options);
      expect(res.statusCode, area).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
    }
    // Naming a child in one place and another student in the other is still refused.
    const mixed = await call(token, {
      method: 'POST',
      url: `/api/v1/reports/Student/attendance/${ANANYA}/1`,
      payload: { batch_id: 1, standard_id: -1, subject_id: -1, teacher_id: -1, type: 1, startdate: '', enddate: '', institute_id: 101, student_id: KAVYA },
    });
    expect(mixed.statusCode).toBe(404);
  });

  it('[issue 12] [API-MSG-1] the messages of the parent\'s own phone are served, as in a session with a chosen child', async () => {
    const token = await wideSession();
    const res = await call(token, { url: '/api/v1/alerts/config/messagesByPhoneNo/101/91-9000000010?start_index=0&batch_size=1000' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect((await call(token, { url: '/api/v1/alerts/config/messagesByPhoneNo/101/91-9000000001?start_index=0&batch_size=1000' })).statusCode).toBe(404);
  });

  it('[issue 12] [API-ASSIGN-2] a call that names no child acts for the child named last', async () => {
    const token = await wideSession();
    const list = async (studentId: number) => {
      const res = await call(token, callsNaming(studentId)[3]![1]);
      const result = res.json().result as { upcoming_online_assignment_list: { file_id: number }[]; past_online_assignment_list: { file_id: number }[] };
      return [...result.upcoming_online_assignment_list, ...result.past_online_assignment_list].map((a) => a.file_id);
    };
    const aaravFiles = await list(AARAV);
    const ananyaFiles = await list(ANANYA);
    const ananyaOnly = ananyaFiles.find((id) => !aaravFiles.includes(id));
    expect(ananyaOnly).toBeDefined();
    const detail = () => call(token, { url: `/api/v2/onlineAssignment/get/101/${ananyaOnly}` });
    expect((await detail()).statusCode).toBe(200);
    await list(AARAV);
    expect((await detail()).statusCode).toBe(404);
  });

  it('[issue 12] [LOGIN-FEE-1] a child whose login is not allowed cannot be named; the re-sent choice says why', async () => {
    await t.database.db.updateTable('student').set({ is_login_allowed: 0 }).where('id', '=', ANANYA).execute();
    try {
      const token = await wideSession();
      expect((await call(token, callsNaming(ANANYA)[2]![1])).statusCode).toBe(404);
      expect((await call(token, callsNaming(AARAV)[2]![1])).statusCode).toBe(200);
      const chosen = await login(t.app, '9000000010', { student_id: ANANYA });
      expect(chosen.res.statusCode).toBe(403);
      expect(chosen.res.json().code).toBe('FEE_DUES');
    } finally {
      await t.database.db.updateTable('student').set({ is_login_allowed: 1 }).where('id', '=', ANANYA).execute();
    }
  });

  it('[issue 12] [LOGIN-PARENT-1] our client\'s re-sent choice opens a session of that child only and ends the first one', async () => {
    const wide = await wideSession();
    const chosen = await signIn(t.app, '9000000010', { student_id: ANANYA });
    expect(chosen.session.student_id).toBe(ANANYA);
    // Sent from the browser holding the first answer's session: that one ends.
    const again = await login(t.app, '9000000010', { student_id: AARAV }, { cookie: `portal_session=${wide}` });
    expect(again.res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/session', headers: withSession(wide) })).statusCode).toBe(403);
    const narrowed = again.token!;
    expect((await call(narrowed, callsNaming(AARAV)[2]![1])).statusCode).toBe(200);
    expect((await call(narrowed, callsNaming(ANANYA)[2]![1])).statusCode).toBe(404);
    // Another account's session presented with a login is not touched.
    const other = (await signIn(t.app, '9000000001')).token!;
    await login(t.app, '9000000010', { student_id: AARAV }, { cookie: `portal_session=${other}` });
    expect((await t.app.inject({ url: '/api/v1/session', headers: withSession(other) })).statusCode).toBe(200);
  });

  it('[issue 12] [LOGIN-MULTI-4] [LOGIN-MULTI-5] the spec\'s client re-sends a child as a profile (the child\'s user_id, user_type, institute_id)', async () => {
    const chosen = await signIn(t.app, '9000000010', { user_id: '1011', user_type: '1', institute_id: '101' });
    expect(chosen.session).toMatchObject({ parent_id: 1010, student_id: ANANYA, user_id: 1011 });
    expect((await login(t.app, '9000000010', { user_id: 1013, user_type: 1, institute_id: 101 })).res.statusCode).toBe(401);
  });

  it('[issue 12] [SESSION-AY-1] the year switch waits for a child to be named', async () => {
    const token = await wideSession();
    const put = (yearId: number) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/session/academic-year', headers: withSession(token), payload: { acad_yr_id: yearId } });
    expect((await put(1)).statusCode).toBe(400);
    await call(token, callsNaming(ANANYA)[2]![1]);
    expect((await put(1)).json().result).toMatchObject({ acad_yr_id: 1, student_id: ANANYA });
  });
});
