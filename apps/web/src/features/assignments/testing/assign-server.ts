// Test support for the assignment screens: items shaped by the contract, MSW handlers for
// API-ASSIGN-1..6, and opening the list or a detail signed in. Tests only.
import { screen } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, vi } from 'vitest';
import {
  ZAssignmentAttachment,
  ZAssignmentDetail,
  ZAssignmentListItem,
  type TAssignmentAttachment,
  type TAssignmentDetail,
  type TAssignmentListItem,
  type TSession,
  type TUpdateAssignmentJson,
} from '@portal/contract';
import type { Language } from '@portal/domain/shell/language';
import { schoolSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sent, server } from '../../../test/server.ts';

/** The tests' clock: Saturday 21-11-2026, 10:15 in Kolkata (as the server tests' fixed clock). */
export const NOW = '2026-11-21T10:15:00+05:30';
export const LIST_PATH = '/api/v2/onlineAssignment/student/getAssignmentsDetail';
export const DOWNLOAD_PATH = '/api/v2/onlineAssignment/downloadFile';
export const UPDATE_PATH = '/api/v2/onlineAssignment/student/updateAssignment';
export const MB = 1_048_576;

async function record(request: Request) {
  const text = request.method === 'GET' ? '' : await request.clone().text();
  sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: text ? (JSON.parse(text) as unknown) : null });
}

export const callsTo = (prefix: string) => sent.filter((r) => r.url.pathname.startsWith(prefix));

/** A list card; the test overrides what it is about. */
export function listItem(file_id: number, overrides: Partial<TAssignmentListItem> = {}): TAssignmentListItem {
  return ZAssignmentListItem.parse({
    file_id,
    title: `Assignment ${file_id}`,
    course_name: 'Class 8 - A',
    subject_name: 'Mathematics',
    end_date: '2026-11-24T23:59:00+05:30',
    days_left: 3,
    time_left: '',
    student_status: 'Pending',
    teacher_status: 'Pending',
    ...overrides,
  });
}

/** An attachment as the server sends it (S1 §3.3): a 1.5 MB file unless overridden. */
export function attachment(attachment_id: number, name: string, overrides: Partial<TAssignmentAttachment> = {}): TAssignmentAttachment {
  return ZAssignmentAttachment.parse({ attachment_id, attachment_display_name: name, attachment_name: name, attachment_url: null, size: 1.5, ...overrides });
}

/** A detail: a pending Maths worksheet due in 3 days, a PDF and a link from the teacher. */
export function detail(file_id: number, overrides: Partial<TAssignmentDetail> = {}): TAssignmentDetail {
  return ZAssignmentDetail.parse({
    ...listItem(file_id, { title: 'Fractions worksheet' }),
    topic_name: 'Fractions',
    sub_topic_name: 'Adding unlike fractions',
    description: 'Solve all 20 sums.\nShow your working.',
    attachment_lists: [
      attachment(901, 'fractions-worksheet.pdf'),
      attachment(902, 'Khan Academy: fractions', { size: null, attachment_url: 'https://www.khanacademy.org/math/fractions' }),
    ],
    allow_assignment_late_submission: 'N',
    evaluation_required: 'Y',
    enable_grade: 'N',
    grade: null,
    evaluation_marks: 20,
    student_marks: null,
    teacher_comment: null,
    student_comment: null,
    ...overrides,
  });
}

type Answer<T> = T | (() => Response | Promise<Response>);
const answerWith = async <T>(answer: Answer<T>) =>
  typeof answer === 'function' ? (answer as () => Response | Promise<Response>)() : HttpResponse.json({ statusCode: 200, message: 'OK', result: answer });

export function listHandler(answer: Answer<{ upcoming_online_assignment_list: TAssignmentListItem[]; past_online_assignment_list: TAssignmentListItem[] }>) {
  return http.post(LIST_PATH, async ({ request }) => {
    await record(request);
    return answerWith(answer);
  });
}

export function detailHandler(answer: Answer<TAssignmentDetail>) {
  return http.get('/api/v2/onlineAssignment/get/:instituteId/:fileId', async ({ request }) => {
    await record(request);
    return answerWith(answer);
  });
}

export function attachmentsHandler(answer: Answer<TAssignmentAttachment[]>) {
  return http.get('/api/v2/onlineAssignment/studentAttachmentsDetail/:instituteId/:studentId/:fileId', async ({ request }) => {
    await record(request);
    return typeof answer === 'function' ? answer() : HttpResponse.json({ statusCode: 200, message: 'OK', result: { student_attachment: answer } });
  });
}

export function solutionsHandler(answer: Answer<TAssignmentAttachment[]>) {
  return http.get('/api/v2/onlineAssignment/getAssignmentSolution/:instituteId/:studentId/:fileId', async ({ request }) => {
    await record(request);
    return answerWith(answer);
  });
}

export function downloadHandler(answer?: () => Response | Promise<Response>) {
  return http.post(DOWNLOAD_PATH, async ({ request }) => {
    await record(request);
    if (answer) return answer();
    const { attachmentId_array } = (await request.clone().json()) as { attachmentId_array: number[] };
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: { body: `/api/v2/onlineAssignment/file/${attachmentId_array[0]}?sig=abc` } });
  });
}

/** One API-ASSIGN-6 request as the server received it: the parts in order, files as name/size/type. */
export type UpdateCall = {
  headers: Headers;
  contentType: string;
  parts: { name: string; value: string | { size: number; type: string } }[];
  json: TUpdateAssignmentJson;
  raw: string;
};
export const updates: UpdateCall[] = [];

/** The attachments a save keeps: the kept ids, then one per new file and per new link. */
export function savedFrom({ json, parts }: Pick<UpdateCall, 'json' | 'parts'>): TAssignmentAttachment[] {
  return [
    ...(json.attachmentId_array ?? []).map((id) => attachment(id, `kept-${id}.pdf`)),
    ...parts.filter((p) => p.name === 'files').map((_, i) => attachment(7000 + i, `new-${i}.pdf`)),
    ...(json.url_lists ?? []).map((l, i) => attachment(7100 + i, l.display_name, { size: null, attachment_url: l.url })),
  ];
}

/** API-ASSIGN-6: records the multipart body and answers the saved submission (or the given answer). */
export function updateHandler(answer?: (call: UpdateCall) => Response | Promise<Response>) {
  return http.post(UPDATE_PATH, async ({ request }) => {
    const raw = await request.clone().text();
    const form = await request.formData();
    const parts = [...form.entries()].map(([name, value]) => ({ name, value: typeof value === 'string' ? value : { size: value.size, type: value.type } }));
    const json = JSON.parse(String(form.get('fileJson'))) as TUpdateAssignmentJson;
    const call: UpdateCall = { headers: request.headers, contentType: request.headers.get('content-type') ?? '', parts, json, raw };
    updates.push(call);
    if (answer) return answer(call);
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: { student_status: json.student_status, student_attachment: savedFrom(call) } });
  });
}

/** A session signed in at the fixed clock, in Kolkata. */
export function sessionAt(base: TSession = schoolSession): TSession {
  const instant = new Date(NOW);
  return { ...base, time_zone: 'Asia/Kolkata', logindatetime: instant.toISOString(), expires_at: new Date(instant.getTime() + 3_600_000).toISOString() };
}

type OpenOptions = {
  session?: TSession;
  handlers?: RequestHandler[];
  /** Fake every timer, moving with real time, so a test can jump ahead (2 s redirects). */
  fakeAllTimers?: boolean;
  /** The language the user chose (default the browser's, English). */
  language?: Language;
};

/** Opens an address of the app at the fixed clock, signed in; nothing is awaited on the screen. */
export async function openScreen(path: string, options: OpenOptions = {}) {
  updates.length = 0;
  await Promise.all([import('../assignment-screens.ts'), import('../../../locales/assignments/en.json')]);
  if (options.fakeAllTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  else vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  server.use(...(options.handlers ?? []));
  return renderApp(path, { session: sessionAt(options.session ?? schoolSession), language: options.language });
}

export const ONGOING = [
  listItem(1, { title: 'Fractions worksheet', end_date: '2026-11-21T23:59:00+05:30', days_left: 0, time_left: '13:44' }),
  listItem(2, { title: 'Hindi essay: Mera Bharat', subject_name: 'Hindi', end_date: '2026-11-22T23:59:00+05:30', days_left: 1, student_status: 'Draft' }),
  listItem(3, { title: 'Science project: water cycle', subject_name: 'Science', days_left: 3, student_status: 'Submitted' }),
  listItem(4, { title: 'Geography map work', subject_name: 'Geography', end_date: '2026-11-27T23:59:00+05:30', days_left: 6, student_status: 'Submitted', teacher_status: 'Evaluated' }),
  listItem(5, { title: 'English reading log', subject_name: 'English', course_name: 'Class 8 - B', end_date: '2026-12-01T23:59:00+05:30', days_left: 10 }),
];
export const PAST = [
  listItem(6, { title: 'History timeline', subject_name: 'History', end_date: '2026-11-15T23:59:00+05:30', days_left: -1, student_status: 'Not Submitted' }),
  listItem(7, { title: 'Maths revision sheet', end_date: '2026-11-10T23:59:00+05:30', days_left: -1, student_status: 'Expired' }),
  listItem(8, { title: 'Sanskrit shlokas', subject_name: 'Sanskrit', end_date: '2026-11-12T23:59:00+05:30', days_left: -1, student_status: 'Submitted', teacher_status: 'Evaluated' }),
];

/** Opens /assignment (or with a query) with the list answered; waits for the list (unless the answer is the test's). */
export async function openList(options: OpenOptions & { path?: string; ongoing?: TAssignmentListItem[]; past?: TAssignmentListItem[]; listAnswer?: () => Response | Promise<Response> } = {}) {
  const list = options.listAnswer ?? { upcoming_online_assignment_list: options.ongoing ?? ONGOING, past_online_assignment_list: options.past ?? PAST };
  const view = await openScreen(options.path ?? '/assignment', { ...options, handlers: [...(options.handlers ?? []), listHandler(list)] });
  await screen.findByRole('tablist');
  if (!options.listAnswer) await vi.waitFor(() => expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false'));
  return view;
}

type DetailOptions = OpenOptions & {
  item?: TAssignmentDetail;
  attachments?: TAssignmentAttachment[];
  solutions?: Answer<TAssignmentAttachment[]>;
  update?: (call: UpdateCall) => Response | Promise<Response>;
};

/**
 * Opens /assignment/{file_id} with the three loads, the download and the update answered; waits
 * for the title. Like the server, a successful default update is what the detail and the
 * attachments answer afterwards (a test's own `update` answer changes nothing).
 */
export async function openDetail(options: DetailOptions = {}) {
  const state = { item: options.item ?? detail(11), attachments: options.attachments ?? [] };
  const ok = <T>(result: T) => HttpResponse.json({ statusCode: 200, message: 'OK', result });
  const view = await openScreen(`/assignment/${state.item.file_id}`, {
    ...options,
    // The test's own handlers first: MSW answers with the first that matches.
    handlers: [
      ...(options.handlers ?? []),
      detailHandler(() => ok(state.item)),
      attachmentsHandler(() => ok({ student_attachment: state.attachments })),
      solutionsHandler(options.solutions ?? []),
      downloadHandler(),
      updateHandler(
        options.update ??
          ((call) => {
            const savedAttachments = savedFrom(call);
            state.item = { ...state.item, student_status: call.json.student_status, student_comment: call.json.student_comment ?? '' };
            state.attachments = savedAttachments;
            return ok({ student_status: call.json.student_status, student_attachment: savedAttachments });
          }),
      ),
      listHandler({ upcoming_online_assignment_list: ONGOING, past_online_assignment_list: PAST }),
    ],
  });
  await screen.findByRole('heading', { level: 2, name: state.item.title });
  return view;
}

/** A file of the given name and size, without allocating the bytes (the limits read .size only). */
export function fakeFile(name: string, size: number, type = 'application/pdf'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A small real file (sent through the multipart body in upload tests). */
export const realFile = (name: string, text = `%PDF-1.4 ${name}`, type = 'application/pdf') => new File([text], name, { type });
