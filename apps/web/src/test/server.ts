import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { TAcademicYearList, TAssignmentListResponse, TFeesResponse, TAnnouncement, TAnnouncementResponse, TBanner, TBannerResponse, TMessage, TMessagesResponse, TPromo, TSession, TBrandingResponse, TErrorBody, TLoginRequest, TLoginResponse, TLogoutResponse, TSessionResponse, TSwitchYearRequest, TSwitchYearResponse, TStudentDetailResponse } from '@portal/contract';
import { sessionProfile } from '../features/profile/profile-context.ts';
import { schoolBranding, schoolSession } from './fixtures.ts';

/** Every request the app sent in the current test, newest last. */
export const sent: { method: string; url: URL; headers: Headers; body: unknown }[] = [];

async function record(request: Request) {
  const text = request.method === 'GET' ? '' : await request.clone().text();
  sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: text ? (JSON.parse(text) as unknown) : null });
}

/** The session the fake server holds for the signed-in test user (GET /api/v1/session answers it). */
let serverSession: TSession = schoolSession;
export function setServerSession(session: TSession): void {
  serverSession = session;
}

export const loginBodies = () => sent.filter((r) => r.url.pathname === '/api/v2/user/v3/login').map((r) => r.body as TLoginRequest);

export function ok<T>(result: T) {
  return HttpResponse.json({ statusCode: 200, message: 'OK', result });
}

export function fail(status: number, message: string, code?: string) {
  const body: TErrorBody = { statusCode: status, message, ...(code ? { code } : {}) };
  return HttpResponse.json(body, { status });
}

// The default answers; a test overrides the call it is about with server.use(...).
export const handlers = [
  http.get<never, never, TBrandingResponse>('/api/v1/institutes/getLogoAndFavIcon', async ({ request }) => {
    await record(request);
    return HttpResponse.json(schoolBranding);
  }),
  http.post<never, TLoginRequest, TLoginResponse>('/api/v2/user/v3/login', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: schoolSession });
  }),
  http.get<never, never, TSessionResponse>('/api/v1/session', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: serverSession });
  }),
  http.put<never, TSwitchYearRequest, TSwitchYearResponse>('/api/v1/session/academic-year', async ({ request }) => {
    await record(request);
    const { acad_yr_id } = (await request.clone().json()) as TSwitchYearRequest;
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: { ...serverSession, acad_yr_id } });
  }),
  http.get<never, never, TLogoutResponse>('/api/v1/alternateLogin/logout', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ statusCode: 200, message: '', result: null });
  }),
];

/** GET announcements [API-ANN-1] answering the given list. */
export function announcementsHandler(list: TAnnouncement[]) {
  return http.get<never, never, TAnnouncementResponse>('/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/:instituteId', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: list });
  });
}

/** GET banners and promotions [API-BANNER-1] answering the given lists. */
export function bannersHandler(banner: TBanner[], prom: TPromo[] = []) {
  return http.get<never, never, TBannerResponse>('/api/v1/banner-prom/for_student/:userType', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: { banner, prom } });
  });
}

/** GET messages by phone [API-MSG-1] answering the given list. */
export function messagesHandler(list: TMessage[]) {
  return http.get<never, never, TMessagesResponse>('/api/v1/alerts/config/messagesByPhoneNo/:instituteId/:phone', async ({ request }) => {
    await record(request);
    return HttpResponse.json(list);
  });
}

// The dashboard and the inbox ask these on every signed-in landing: empty by default.
handlers.push(announcementsHandler([]), bannersHandler([]), messagesHandler([]));

// Tests that open /fees as some protected screen: no year list and no fees by default (the
// fees tests answer these themselves, features/fees/testing/fees-server.ts).
handlers.push(
  http.get<never, never, TAcademicYearList>('/api/v1/academicYear/all/:instituteId', async ({ request }) => {
    await record(request);
    return HttpResponse.json([]);
  }),
  http.get<never, never, TFeesResponse>('/api/v1/studentWise/fee/:instituteId/students/:studentId/:yearId', async ({ request }) => {
    await record(request);
    const result = { total_fee_amount: 0, total_paid_amount: 0, total_unpaid_amount: 0, is_fine_configured: false, p_install_li: [], a_install_li: [] };
    return HttpResponse.json({ statusCode: 200, message: 'OK', result });
  }),
);

// Tests that open /profile as some protected screen (the shell's Profile link): the signed-in
// student's profile with nothing filled in (the profile tests answer it themselves,
// features/profile/testing/profile-server.ts).
handlers.push(
  http.get<never, never, TStudentDetailResponse>('/api/v1/students/get-student-detail/:instituteId/:studentId', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: sessionProfile(serverSession) });
  }),
);

// Tests that open /assignment or an assignment as some protected screen (the shell's menu):
// no assignments, and a detail that is not found (the assignment tests answer these
// themselves, features/assignments/testing/assign-server.ts).
handlers.push(
  http.post<never, never, TAssignmentListResponse>('/api/v2/onlineAssignment/student/getAssignmentsDetail', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: { upcoming_online_assignment_list: [], past_online_assignment_list: [] } });
  }),
  http.get('/api/v2/onlineAssignment/*', async ({ request }) => {
    await record(request);
    return fail(404, 'Not Found');
  }),
);

export const server = setupServer(...handlers);

export function resetSent(): void {
  sent.length = 0;
  serverSession = schoolSession;
}

/** API-LIVE-1, the start check of Join (the timetable and the live classes screen). */
export function sessionStartHandler(allowed: boolean) {
  return http.get('/api/v1/meeting_manager/session/start/:instituteId/:sessionId', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: { allow_start_session: allowed } });
  });
}
