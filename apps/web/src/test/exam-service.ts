// Test support for the exam service's lists, shared by My Exam and the reports screen: tests,
// labels and offline reports shaped by the contract, and MSW handlers for API-EXAM-1, -2, -5..-9.
// Tests only.
import { http, HttpResponse } from 'msw';
import {
  ZExamLabel,
  ZExamTest,
  ZOfflinePastExam,
  ZOfflineReportResponse,
  type TExamLabel,
  type TExamTest,
  type TOfflinePastExam,
  type TOfflineReport,
  type TProductTestId,
  type TSession,
} from '@portal/contract';
import { coachingSession } from './fixtures.ts';
import { sent } from './server.ts';
import { WEB_TEST_NOW } from './test-clock.ts';

/** The tests' clock: Saturday 21-11-2026, 10:15 in Kolkata (the web suite's stopped date). */
export const NOW = WEB_TEST_NOW;
const NOW_S = Date.parse(NOW) / 1000;
export const EXAM_API = '/exam-api';

export async function record(request: Request) {
  const text = request.method === 'GET' ? '' : await request.clone().text();
  sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: text ? (JSON.parse(text) as unknown) : null });
}

export const callsTo = (prefix: string) => sent.filter((r) => r.url.pathname.startsWith(prefix));

/** The coaching fixture's labels: one of each test type. */
export const LABELS: TExamLabel[] = [
  ZExamLabel.parse({ label_id: 11, label_name: 'JEE Online Exams', test_type_id: 4, title: 'Online' }),
  ZExamLabel.parse({ label_id: 12, label_name: 'JEE Mock Series', test_type_id: 1, title: 'Mock' }),
  ZExamLabel.parse({ label_id: 13, label_name: 'Practice Papers', test_type_id: 2, title: 'Practice' }),
];

/**
 * A test open now (from 15 minutes ago for two hours), type 4, never attempted. `from` and `to`
 * move the window in minutes from NOW; the test overrides what it is about.
 */
export function examTest(test_id: number, overrides: Partial<TExamTest> & { from?: number; to?: number } = {}): TExamTest {
  const { from = -15, to = 120, ...rest } = overrides;
  const start = NOW_S + from * 60;
  const end = NOW_S + to * 60;
  return ZExamTest.parse({
    test_id,
    test_name: `Test ${test_id}`,
    test_type_id: 4,
    label_id: 11,
    title: '',
    start_timestamp: start,
    end_timestamp: end,
    start_date: new Date(start * 1000).toISOString().slice(0, 10),
    end_date: new Date(end * 1000).toISOString().slice(0, 10),
    test_start_date: new Date(start * 1000).toISOString(),
    test_end_date: new Date(end * 1000).toISOString(),
    duration: 60,
    total_attempts: 0,
    incomplete_attempts: 0,
    test_limit: 1,
    is_submitted: 0,
    is_result_published: 0,
    is_download_solution: 0,
    test_institute_id: 102,
    product_id: null,
    product_name: null,
    ...rest,
  });
}

export function pastExam(exam_id: number, overrides: Partial<TOfflinePastExam> = {}): TOfflinePastExam {
  return ZOfflinePastExam.parse({
    exam_id,
    exam_name: `Unit test ${exam_id}`,
    exam_date: '2026-11-14',
    start_time: '09:00 AM',
    end_time: '10:30 AM',
    subject_name: 'Physics, Chemistry',
    topic_name: 'Kinematics',
    examDesc: 'Chapters 1 to 3',
    batch_name: 'JEE 2027 - A',
    attendance_status: 'P',
    isAbsent: false,
    courseLevelMarksObtain: 74.5,
    courseLevelTotalMarks: 100,
    courseLevelRank: 3,
    subjectWiseExamSchdList: [
      { subject_name: 'Physics', marks_obtained: 41, total_marks: 50, rank: 2 },
      { subject_name: 'Chemistry', marks_obtained: 33.5, total_marks: 50, rank: 5 },
    ],
    ...overrides,
  });
}

export function offlineReport(courses: [string, TOfflinePastExam[]][], show_exam_rank = true): TOfflineReport {
  return ZOfflineReportResponse.parse({
    pastCourseExamSchdJson: courses.map(([course_Name, pastCourseExamList], i) => ({ course_Name, batch_id: 300 + i, pastCourseExamList })),
    batchExamSchdJsons: { futureCourseExamSchdJson: [] },
    show_exam_rank,
  });
}

export type Answer<T> = T | ((request: Request) => T | Response | Promise<T | Response>);
async function answer<T>(given: Answer<T>, request: Request): Promise<T | Response> {
  return typeof given === 'function' ? (given as (r: Request) => T | Response | Promise<T | Response>)(request) : given;
}
export const envelope = (data: unknown) => HttpResponse.json({ statusCode: 200, message: 'OK', data });

/** API-EXAM-1: the labels, or a failure. */
export const labelsHandler = (labels: Answer<TExamLabel[]>) =>
  http.get(`${EXAM_API}/student/testLabels`, async ({ request }) => {
    await record(request);
    const out = await answer(labels, request);
    return out instanceof Response ? out : envelope(out);
  });

/** API-EXAM-2: the tests of each path id (a label's id, or the account id for a placeholder). */
export const labelTestsHandler = (byId: Answer<Record<string, TExamTest[]>>) =>
  http.get(`${EXAM_API}/student/testLabels/:id/tests`, async ({ request, params }) => {
    await record(request);
    const out = await answer(byId, request);
    return out instanceof Response ? out : envelope(out[String(params.id)] ?? []);
  });

/** API-EXAM-5 and -6: the ids each product list assigns. */
export const productIdsHandler = (lists: Partial<Record<'Mock_Test' | 'Online_Test', TProductTestId[]>> | ((kind: string) => Response)) =>
  http.get('/prod/user-product/v2/assigned-product-test-ids/:kind', async ({ request, params }) => {
    await record(request);
    const kind = String(params.kind);
    if (typeof lists === 'function') return lists(kind);
    return HttpResponse.json({ statusCode: 200, message: 'OK', result: lists[kind as 'Mock_Test'] ?? [] });
  });

/** API-EXAM-7: the given tests whose ids were asked for. */
export const testsByIdHandler = (tests: TExamTest[]) =>
  http.post(`${EXAM_API}/tests/list_id`, async ({ request }) => {
    await record(request);
    const { test_ids } = (await request.clone().json()) as { test_ids: string };
    const ids = new Set(test_ids.split(',').map(Number));
    return envelope(tests.filter((t) => ids.has(t.test_id)));
  });

/** API-EXAM-8: the server's clock (NOW unless told). */
export const timeHandler = (at: string = NOW) =>
  http.get(`${EXAM_API}/examPanel/time`, async ({ request }) => {
    await record(request);
    const time = Date.parse(at);
    return envelope({ time, timestamp: Math.floor(time / 1000), iso: new Date(time).toISOString() });
  });

/** API-EXAM-9: the offline report (the body itself, decision 036). */
export const offlineHandler = (report: Answer<TOfflineReport>) =>
  http.get('/api/v1/reports/Student/:studId', async ({ request }) => {
    await record(request);
    const out = await answer(report, request);
    return out instanceof Response ? out : HttpResponse.json(out);
  });

/** A session of the coaching fixture (exam setting ONLINE, with a student) signed in at NOW, in Kolkata. */
export function sessionAt(base: TSession = coachingSession): TSession {
  const instant = new Date(NOW);
  return { ...base, time_zone: 'Asia/Kolkata', logindatetime: instant.toISOString(), expires_at: new Date(instant.getTime() + 3_600_000).toISOString() };
}

