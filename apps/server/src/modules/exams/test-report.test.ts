import { beforeAll, describe, expect, it } from 'vitest';
import { PANEL_ERROR_CODES, ZTestReportResponse, type TTestReportResponse } from '@portal/contract';
import { percentile } from '@portal/domain';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { getResult } from '../exam-panel/panel-test-helpers.ts';
import { AARAV, DIYA, getTestReport } from './test-requests.ts';

const t = useSignedInApp({ aarav: '9000000001', diya: '9000000002', parent: { user: '9000000010', extra: { student_id: AARAV.student } } });
const aarav = `${AARAV.account}:${AARAV.user}`;
let published: { id: number; attempt: number; name: string; type: number; solutions: boolean };
let evaluating: number;

/** Aarav's finished attempts of the demo's tests, by whether their results are published. */
async function finishedOf(isPublished: boolean) {
  return t.database.db
    .selectFrom('exam_attempt as a')
    .innerJoin('exam_test as t', 't.id', 'a.test_id')
    .select(['t.id', 'a.id as attempt', 't.test_name as name', 't.test_type_id as type', 't.is_download_solution as solutions'])
    .where('a.user_id', '=', AARAV.user)
    .where('a.status', '<>', 'in_progress')
    .where('t.is_result_published', '=', isPublished)
    .where('t.is_download_solution', '=', isPublished)
    .where('t.test_type_id', '<>', 2)
    .orderBy('t.id')
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  published = await finishedOf(true);
  evaluating = (await finishedOf(false)).id;
});

async function report(token: string, ids: string, testId: number, attempt: number | string = -1): Promise<TTestReportResponse> {
  const res = await getTestReport(t.app, token, ids, testId, attempt);
  expect(res.statusCode, res.body).toBe(200);
  return ZTestReportResponse.parse(res.json());
}

describe('GET /api/v1/studentdashboard/testReports/{accountId}:{userId}/{testId}/-1 [API-EXAM-10]', () => {
  it('[REPORT-SUM-13] [REPORT-PCT-1] the summary: rank among the others, percentile of it, counts that add up', async () => {
    const r = await report(t.tokens.aarav, aarav, published.id);
    const s = r.test_report;
    expect(s.attempt_id).toBe(published.attempt);
    expect(s.total_students).toBeGreaterThan(1);
    expect(s.rank).toBeGreaterThanOrEqual(1);
    expect(s.percentile).toBe(percentile(s.rank, s.total_students));
    expect(s.right_ques_count + s.wrong_ques_count + s.left_ques_count).toBe(r.question_wise_distribution.length);
    expect(s.total_score).toBeLessThanOrEqual(s.total_marks);
  });

  it('[REPORT-DETAIL-1] [REPORT-DETAIL-5] [REPORT-SUM-10] the test is named in the report, with its type and whether its solutions may be downloaded', async () => {
    const s = (await report(t.tokens.aarav, aarav, published.id)).test_report;
    expect(s.test_name).toBe(published.name);
    expect(s.test_type_id).toBe(published.type);
    expect(s.is_download_solution).toBe(published.solutions ? 1 : 0);
  });

  it('[REPORT-SUM-14] [REPORT-SUM-15] subjects and questions agree with the summary; answers as text, keys shown (solutions allowed)', async () => {
    const r = await report(t.tokens.aarav, aarav, published.id);
    const sum = (k: 'right_ques_count' | 'wrong_ques_count' | 'left_ques_count') => r.subject_wise_distribution.reduce((n, x) => n + x[k], 0);
    expect([sum('right_ques_count'), sum('wrong_ques_count'), sum('left_ques_count')]).toEqual([r.test_report.right_ques_count, r.test_report.wrong_ques_count, r.test_report.left_ques_count]);
    const total = r.question_wise_distribution.reduce((n, q) => n + Math.round(q.total_score * 100), 0) / 100;
    expect(total).toBeCloseTo(r.test_report.total_score, 2);
    const orders = r.question_wise_distribution.map((q) => q.question_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const q of r.question_wise_distribution) {
      expect(q.correct_answer).not.toBeNull();
      expect(q.is_correct === null).toBe(q.student_answer === '');
    }
  });

  it('[REPORT-CMP-2] the topper and average rows; the same figures as the panel\'s result of the attempt (two screens never disagree)', async () => {
    const r = await report(t.tokens.aarav, aarav, published.id);
    expect(r.topper_report.marks_obtained).toBeGreaterThanOrEqual(r.test_report.total_score);
    expect(r.topper_report.total_correct_que + r.topper_report.total_incorrect_que).toBe(r.topper_report.total_attempted);
    const panel = (await getResult(t.app, published.attempt, { session: t.tokens.aarav })).json().data;
    expect(panel).toMatchObject({ rank: r.test_report.rank, percentile: r.test_report.percentile, marks: r.test_report.total_score, total_students: r.test_report.total_students });
    expect(panel.average.marks).toBe(r.average_report.marks);
    expect(r.average_report.time_taken).toBe(Math.round(panel.average.time_taken * 1000));
    expect(r.topper_report.total_time_taken).toBe(panel.topper.time_taken_seconds * 1000);
  });

  it('the attempt named instead of -1; a parent reads the chosen child\'s', async () => {
    const named = await report(t.tokens.aarav, aarav, published.id, published.attempt);
    expect(named.test_report.attempt_id).toBe(published.attempt);
    expect((await report(t.tokens.parent, aarav, published.id)).test_report).toEqual(named.test_report);
  });

  it('an unpublished result is refused to the student with the message the client toasts (409, not the 403 that logs out)', async () => {
    const res = await getTestReport(t.app, t.tokens.aarav, aarav, evaluating);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: PANEL_ERROR_CODES.resultPending, message: 'The result of this exam is not published yet.' });
  });

  it("another learner's ids, another's attempt, a test never sat: 404; a malformed path: 400 naming the field", async () => {
    const diya = `${DIYA.account}:${DIYA.user}`;
    expect((await getTestReport(t.app, t.tokens.aarav, diya, published.id)).statusCode).toBe(404);
    expect((await getTestReport(t.app, t.tokens.aarav, `${AARAV.account}:${DIYA.user}`, published.id)).statusCode).toBe(404);
    expect((await getTestReport(t.app, t.tokens.diya, aarav, published.id)).statusCode).toBe(404);
    expect((await getTestReport(t.app, t.tokens.diya, diya, published.id, published.attempt)).statusCode).toBe(404);
    expect((await getTestReport(t.app, t.tokens.aarav, aarav, 999_999)).statusCode).toBe(404);
    for (const [ids, test, attempt, field] of [
      ['1001', published.id, -1, 'ids'],
      [aarav, 'x', -1, 'test_id'],
      [aarav, published.id, 'latest', 'attempt_id'],
    ] as const) {
      const res = await getTestReport(t.app, t.tokens.aarav, ids, test, attempt);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(field);
    }
  });
});
