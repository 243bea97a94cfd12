// Test support for the exam reports: a test report shaped by the contract, the MSW handler of
// API-EXAM-10, and opening /report signed in with the exam lists answered. Tests only.
import { screen } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { ZProgressResponse, ZTestReportResponse, type TExamTest, type TOfflineReport, type TProgressResponse, type TSession, type TTestReportResponse } from '@portal/contract';
import { LABELS, labelTestsHandler, labelsHandler, offlineHandler, offlineReport, productIdsHandler, record, sessionAt, testsByIdHandler, callsTo } from '../../../test/exam-service.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';

export { examTest, LABELS, offlineReport, pastExam } from '../../../test/exam-service.ts';

/** A published report of `test_id`: rank 3 of 41, three questions over two subjects. */
export function testReport(test_id: number, overrides: { test_report?: Partial<TTestReportResponse['test_report']> } & Partial<Omit<TTestReportResponse, 'test_report'>> = {}): TTestReportResponse {
  const { test_report, ...rest } = overrides;
  return ZTestReportResponse.parse({
    test_report: {
      rank: 3,
      total_score: 7.5,
      total_marks: 12,
      total_students: 41,
      right_ques_count: 2,
      wrong_ques_count: 1,
      left_ques_count: 0,
      total_attempted_time: 3_725_000,
      partial_ques_count: 0,
      percentile: 92.68,
      attempt_id: 77,
      test_name: `Test ${test_id}`,
      test_type_id: 4,
      is_download_solution: 1,
      ...test_report,
    },
    subject_wise_distribution: [
      { subject_name: 'Physics', total_score: 8, total_attempted_time: 119_999, right_ques_count: 2, wrong_ques_count: 0, left_ques_count: 0, right_ques_marks: 8, wrong_ques_marks: 0 },
      { subject_name: 'Chemistry', total_score: -0.5, total_attempted_time: 60_000, right_ques_count: 0, wrong_ques_count: 1, left_ques_count: 0, right_ques_marks: 0, wrong_ques_marks: -0.5 },
    ],
    question_wise_distribution: [
      { question_order: 1, question_id: 901, is_correct: 1, student_answer: 'b', correct_answer: 'b', ques_type: 1, total_score: 4 },
      { question_order: 2, question_id: 902, is_correct: 1, student_answer: 'a,c', correct_answer: 'a,c', ques_type: 2, total_score: 4 },
      { question_order: 3, question_id: 903, is_correct: 0, student_answer: 'd', correct_answer: 'a', ques_type: 1, total_score: -0.5 },
    ],
    topper_report: { marks_obtained: 12, maximum_marks: 12, total_correct_que: 3, total_incorrect_que: 0, total_attempted: 3, total_time_taken: 1_800_000 },
    average_report: { marks: 6.25, correct: 1.5, incorrect: 1, attempted: 2.5, time_taken: 2_400_000 },
    ...rest,
  });
}

/** API-EXAM-10: the reports by test id; another id is 404, a Response is answered as it is. */
export const testReportHandler = (reports: Record<number, TTestReportResponse | Response>) =>
  http.get('/api/v1/studentdashboard/testReports/:ids/:testId/:attempt', async ({ request, params }) => {
    await record(request);
    const found = reports[Number(params.testId)];
    if (found instanceof Response) return found;
    return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
  });

/** A learner's progress: two published tests of label 11, one of 12, a topic, two months. */
export function progress(overrides: Partial<TProgressResponse> = {}): TProgressResponse {
  return ZProgressResponse.parse({
    scores: [
      { test_id: 1, test_name: 'Unit test 1', label_id: 11, test_type_id: 4, ended_at: '2026-09-10T11:00:00+05:30', percent: 62.5, percentile: 70.73 },
      { test_id: 2, test_name: 'Mock 1', label_id: 12, test_type_id: 1, ended_at: '2026-10-02T11:00:00+05:30', percent: 40, percentile: 51.22 },
      { test_id: 3, test_name: 'Unit test 2', label_id: 11, test_type_id: 4, ended_at: '2026-11-05T11:00:00+05:30', percent: 80, percentile: 92.68 },
    ],
    topics: [{ topic: 'Optics', accuracy: 25, right: 1, wrong: 3, left: 0 }],
    attendance: [
      { month: '2026-10', count: 18, of: 20, percent: 90 },
      { month: '2026-11', count: 9, of: 12, percent: 75 },
    ],
    homework: [{ month: '2026-11', count: 2, of: 3, percent: 67 }],
    ...overrides,
  });
}

/** The progress call (ours, decision 048): the given progress for the user named. */
export const progressHandler = (answer: TProgressResponse) =>
  http.get('/api/v1/reports/progress/:userId', async ({ request }) => {
    await record(request);
    return HttpResponse.json(answer);
  });

/** The rows of the table named, each as its header and data cells' texts. */
export const tableRows = (name: string | RegExp) =>
  [...screen.getByRole('table', { name }).querySelectorAll('tr')].map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent?.trim()));

export const reportCalls = () => callsTo('/api/v1/studentdashboard/testReports/');

type OpenOptions = {
  session?: TSession;
  search?: string;
  tests?: Record<string, TExamTest[]>;
  productIds?: Parameters<typeof productIdsHandler>[0];
  productTests?: TExamTest[];
  reports?: Record<number, TTestReportResponse | Response>;
  offline?: TOfflineReport;
  progress?: TProgressResponse;
  handlers?: RequestHandler[];
};

/** Opens /report (and `search`) signed in, the exam lists and the reports answered. */
export async function openReports(options: OpenOptions = {}) {
  await import('../reports-screen.tsx');
  server.use(
    labelsHandler(LABELS),
    labelTestsHandler(options.tests ?? {}),
    productIdsHandler(options.productIds ?? {}),
    testsByIdHandler(options.productTests ?? []),
    offlineHandler(options.offline ?? offlineReport([])),
    testReportHandler(options.reports ?? {}),
    progressHandler(options.progress ?? progress()),
    ...(options.handlers ?? []),
  );
  const view = await renderApp(`/report${options.search ?? ''}`, { session: sessionAt(options.session) });
  await screen.findByRole('heading', { level: 1, name: 'Exam Reports' });
  return view;
}
