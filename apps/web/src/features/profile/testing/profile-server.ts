// Test support for the profile screen: profiles shaped by the contract, MSW handlers for
// API-PROFILE-1 and API-PROFILE-2, and opening /Profile signed in. Tests only.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { vi } from 'vitest';
import { ZStudentProfile, type TProfileUpdateRequest, type TSession, type TStudentProfile } from '@portal/contract';
import type { Language } from '@portal/domain/shell/language';
import { screenTitleKey } from '../../../lib/screen-title.ts';
import { i18n } from '../../../lib/i18n.ts';
import { schoolSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sent, server } from '../../../test/server.ts';

/** The tests' clock: Saturday 21-11-2026, 10:15 in Kolkata (as the server tests' fixed clock). */
export const NOW = '2026-11-21T10:15:00+05:30';
export const DETAIL_PATH = '/api/v1/students/get-student-detail/:instituteId/:studentId';
export const UPDATE_PATH = '/api/v1/profiles/update/:instituteId/:userId';

/** A school student's full profile (Aarav, as the demo data); the test overrides what it is about. */
export function studentProfile(overrides: Partial<TStudentProfile> = {}): TStudentProfile {
  return ZStudentProfile.parse({
    name: 'Aarav Sharma',
    photo_url: null,
    join_date: '2023-06-01',
    student_phone: '9000000001',
    current_address: '14 Lake View Road, Koramangala, Bengaluru 560034',
    student_email: 'aarav@school.example',
    standard: 'Class 8',
    assignedCourses: 'Class 8 - A',
    roll_no: '17',
    mother_tongue: 'Hindi',
    gender: 'Male',
    country: 'India',
    birth_place: 'Pune',
    religion: 'Hindu',
    blood_group: 'B+',
    student_adhar_card: '482913657204',
    dob: '2012-05-14',
    state: 'Karnataka',
    parent_name: 'Rajesh Sharma',
    parent_email: 'rajesh.sharma@example.com',
    parent_profession: 'Engineer',
    parent_phone: '9000000010',
    parent_adhar_card: '736204918355',
    guardian_name: null,
    guardian_email: null,
    guardian_phone: null,
    permanent_address: '14 Lake View Road, Koramangala, Bengaluru 560034',
    student_profile_update_restrict: true,
    ...overrides,
  });
}

async function record(request: Request) {
  const text = request.method === 'GET' ? '' : await request.clone().text();
  sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: text ? (JSON.parse(text) as unknown) : null });
}

export const detailCalls = () => sent.filter((r) => r.url.pathname.startsWith('/api/v1/students/get-student-detail/')).map((r) => r.url.pathname);
export const updateCalls = () => sent.filter((r) => r.url.pathname.startsWith('/api/v1/profiles/update/')).map((r) => ({ path: r.url.pathname, body: r.body as TProfileUpdateRequest }));

/** API-PROFILE-1 answering the profile (or the given answer, e.g. a failure). */
export function detailHandler(answer: TStudentProfile | (() => Response | Promise<Response>)) {
  return http.get(DETAIL_PATH, async ({ request }) => {
    await record(request);
    if (typeof answer === 'function') return answer();
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: answer });
  });
}

/**
 * API-PROFILE-2 answering the profile with the sent field saved, as the server does (the
 * address and birth place as sent; a photo becomes a new address), or the given answer.
 */
export function updateHandler(base: TStudentProfile, answer?: (body: TProfileUpdateRequest) => Response | Promise<Response>) {
  let saved = base;
  return http.put(UPDATE_PATH, async ({ request }) => {
    await record(request);
    const body = (await request.clone().json()) as TProfileUpdateRequest;
    if (answer) return answer(body);
    saved = {
      ...saved,
      ...(body.address !== undefined ? { current_address: body.address } : {}),
      ...(body.birth_place !== undefined ? { birth_place: body.birth_place } : {}),
      ...(body.blood_group !== undefined ? { blood_group: body.blood_group } : {}),
      ...(body.dob !== undefined ? { dob: body.dob } : {}),
      ...(body.photo !== undefined ? { photo_url: '/api/v1/profiles/photo/0a1b2c3d4e5f60718293a4b5c6d7e8f9' } : {}),
    };
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: saved });
  });
}

/** A session signed in at the fixed clock, in Kolkata. */
export function sessionAt(base: TSession = schoolSession, at = NOW): TSession {
  const instant = new Date(at);
  return { ...base, time_zone: 'Asia/Kolkata', logindatetime: instant.toISOString(), expires_at: new Date(instant.getTime() + 3_600_000).toISOString() };
}

type OpenOptions = {
  session?: TSession;
  profile?: TStudentProfile;
  /** Fake every timer, moving with real time, so a test can jump ahead (the 2-second redirect). */
  fakeAllTimers?: boolean;
  handlers?: RequestHandler[];
  /** Wait for the profile's header (default true). */
  settle?: boolean;
  path?: '/Profile' | '/profile';
  /** The language the user chose (default the browser's, English). */
  language?: Language;
};

/** Opens /Profile with the browser clock stopped at NOW and the calls answered. */
export async function openProfile(options: OpenOptions = {}) {
  await Promise.all([
    import('../profile-screen.tsx'),
    import('../../../locales/profile/en.json'),
    import('../../../components/password/change-password-dialog.tsx'),
    import('../../../locales/password/en.json'),
  ]);
  if (options.fakeAllTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  else vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  const profile = options.profile ?? studentProfile();
  server.use(detailHandler(profile), updateHandler(profile));
  server.use(...(options.handlers ?? []));
  const session = sessionAt(options.session ?? schoolSession);
  const view = await renderApp(options.path ?? '/Profile', { session, language: options.language });
  // The names in the chosen language ('Profile', 'Education' in English), read again on each try: the area's texts load with the screen.
  await waitFor(() => screen.getByRole('heading', { level: 1, name: i18n.t(screenTitleKey('/Profile', session.is_institute_type_school)) }));
  if (options.settle !== false) await waitFor(() => screen.getByRole('heading', { level: 2, name: i18n.t('profileScreen.blocks.education') }));
  return view;
}

/** The labelled row's value element (dd). */
export function rowOf(label: string): HTMLElement {
  const value = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

/** The text a labelled row shows (a cut value's whole text, only for screen readers, left out). */
export function rowValue(label: string): string {
  const shown = rowOf(label).querySelector('span')?.cloneNode(true);
  if (!(shown instanceof HTMLElement)) return '';
  shown.querySelectorAll('.sr-only').forEach((el) => el.remove());
  return (shown.textContent ?? '').replace(/\u00a0/g, ' ');
}
