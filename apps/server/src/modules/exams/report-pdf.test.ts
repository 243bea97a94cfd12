import { beforeAll, describe, expect, it } from 'vitest';
import { ZTestReportResponse, type TTestReportResponse } from '@portal/contract';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { withSession } from '../../testing/login-helpers.ts';
import { pdfText } from '../fees/testing-pdf-text.ts';
import { AARAV, DIYA, getTestReport } from './test-requests.ts';

const t = useSignedInApp({ aarav: '9000000001', diya: '9000000002', parent: { user: '9000000010', extra: { student_id: AARAV.student } } });
const aarav = `${AARAV.account}:${AARAV.user}`;
let solutionsAllowed: number;
let evaluating: number;
let report: TTestReportResponse;

/** Aarav's finished attempt of a demo test, by whether its results are published and its solutions downloadable. */
async function testOf(isPublished: boolean, solutions: boolean) {
  const row = await t.database.db
    .selectFrom('exam_attempt as a')
    .innerJoin('exam_test as t', 't.id', 'a.test_id')
    .select(['t.id'])
    .where('a.user_id', '=', AARAV.user)
    .where('a.status', '<>', 'in_progress')
    .where('t.is_result_published', '=', isPublished)
    .where('t.is_download_solution', '=', solutions)
    .orderBy('t.id')
    .executeTakeFirst();
  return row?.id ?? null;
}

const get = (token: string | null, path: string) => t.app.inject({ url: path, headers: token ? withSession(token) : { source: 'WEB' } });
const scoreCard = (token: string, ids: string, test: number | string) => get(token, `/api/v1/studentdashboard/scoreCard/${ids}/${test}/-1`);
const solutions = (token: string, ids: string, test: number | string, suffix = '') => get(token, `/api/v1/studentdashboard/reportPreview/${ids}/${test}/-1${suffix}`);

beforeAll(async () => {
  solutionsAllowed = (await testOf(true, true))!;
  evaluating = (await testOf(false, false))!;
  const res = await getTestReport(t.app, t.tokens.aarav, aarav, solutionsAllowed);
  report = ZTestReportResponse.parse(res.json());
});

describe('the report PDFs (decision 047)', () => {
  it('[REPORT-DETAIL-4] the score card: the learner, the test and the report\'s own figures, as an attachment', async () => {
    const res = await scoreCard(t.tokens.aarav, aarav, solutionsAllowed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="score-card-${solutionsAllowed}.pdf"`);
    expect(res.headers['cache-control']).toContain('no-store');
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    const r = report.test_report;
    for (const expected of ['Aarav Sharma', r.test_name, `Rank: ${r.rank} of ${r.total_students}`, `Percentile: ${r.percentile.toFixed(2)}`]) expect(text).toContain(expected);
  });

  it('[REPORT-SUM-10] [REPORT-SUM-11] the solutions: previewed in the browser, downloaded with /1; each question with both answers', async () => {
    const preview = await solutions(t.tokens.aarav, aarav, solutionsAllowed);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-disposition']).toBe(`inline; filename="solutions-${solutionsAllowed}.pdf"`);
    const download = await solutions(t.tokens.aarav, aarav, solutionsAllowed, '/1');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="solutions-${solutionsAllowed}.pdf"`);
    const text = (await pdfText(download.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Solutions');
    const first = report.question_wise_distribution[0]!;
    expect(text).toContain(`Q${first.question_order}.`);
    expect(text).toContain(`Correct answer: ${first.correct_answer}`);
    expect(text.match(/Your answer:/g)).toHaveLength(report.question_wise_distribution.length);
  });

  it('a parent gets the chosen child\'s; an unpublished result is 409 as the report', async () => {
    expect((await scoreCard(t.tokens.parent, aarav, solutionsAllowed)).statusCode).toBe(200);
    expect((await scoreCard(t.tokens.aarav, aarav, evaluating)).statusCode).toBe(409);
    expect((await solutions(t.tokens.aarav, aarav, evaluating)).statusCode).toBe(409);
  });

  it("another learner's report is 404 for both PDFs; a bad suffix or id is 400 naming the field; no session is 403 as on every session route", async () => {
    const diya = `${DIYA.account}:${DIYA.user}`;
    expect((await scoreCard(t.tokens.diya, aarav, solutionsAllowed)).statusCode).toBe(404);
    expect((await solutions(t.tokens.diya, aarav, solutionsAllowed)).statusCode).toBe(404);
    expect((await solutions(t.tokens.aarav, diya, solutionsAllowed, '/1')).statusCode).toBe(404);
    const bad = await solutions(t.tokens.aarav, aarav, solutionsAllowed, '/2');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('download');
    expect((await scoreCard(t.tokens.aarav, aarav, 'x')).body).toContain('test_id');
    expect((await get(null, `/api/v1/studentdashboard/scoreCard/${aarav}/${solutionsAllowed}/-1`)).statusCode).toBe(403);
  });
});
