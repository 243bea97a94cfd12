import { describe, expect, it } from 'vitest';
import { PROGRESS_PATH, ZProgressResponse, ZTestReportResponse, type TProgressResponse } from '@portal/contract';
import { percentile } from '@portal/domain';
import { withSession } from '../../testing/login-helpers.ts';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { AARAV, DIYA, getTestReport } from './test-requests.ts';

const t = useSignedInApp({ aarav: '9000000001', diya: '9000000002', parent: { user: '9000000010', extra: { student_id: AARAV.student } } });
const get = (token: string, userId: number | string) => t.app.inject({ url: PROGRESS_PATH.replace(':user_id', String(userId)), headers: withSession(token) });

async function progress(token: string, userId: number): Promise<TProgressResponse> {
  const res = await get(token, userId);
  expect(res.statusCode, res.body).toBe(200);
  return ZProgressResponse.parse(res.json());
}

describe('GET /api/v1/reports/progress/{user_id} (decision 048)', () => {
  it('[REPORT-PCT-1] one point per published test, oldest first, with the report\'s own percentile and score share', async () => {
    const p = await progress(t.tokens.aarav, AARAV.user);
    expect(p.scores.length).toBeGreaterThan(0);
    const times = p.scores.map((s) => Date.parse(s.ended_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const published = await t.database.db.selectFrom('exam_test').select('id').where('is_result_published', '=', true).execute();
    const ids = new Set(published.map((r) => r.id));
    for (const s of p.scores) expect(ids.has(s.test_id)).toBe(true);
    const first = p.scores[0]!;
    const report = ZTestReportResponse.parse((await getTestReport(t.app, t.tokens.aarav, `${AARAV.account}:${AARAV.user}`, first.test_id)).json()).test_report;
    expect(first.percentile).toBe(percentile(report.rank, report.total_students));
    expect(first.percent).toBeCloseTo((report.total_score * 100) / report.total_marks, 2);
  });

  it('the weakest topics, lowest accuracy first; attendance and homework by month, each a share of its count', async () => {
    const p = await progress(t.tokens.aarav, AARAV.user);
    const accuracies = p.topics.map((x) => x.accuracy);
    expect(accuracies).toEqual([...accuracies].sort((a, b) => a - b));
    expect(p.attendance.length).toBeGreaterThan(0);
    for (const m of [...p.attendance, ...p.homework]) {
      expect(m.count).toBeLessThanOrEqual(m.of);
      expect(m.percent).toBe(Math.round((m.count * 100) / m.of));
    }
  });

  it("a parent reads the chosen child's, the same as the child's own", async () => {
    expect(await progress(t.tokens.parent, AARAV.user)).toEqual(await progress(t.tokens.aarav, AARAV.user));
  });

  it("another learner's user id is 404; a malformed one is 400 naming the field", async () => {
    expect((await get(t.tokens.aarav, DIYA.user)).statusCode).toBe(404);
    expect((await get(t.tokens.diya, AARAV.user)).statusCode).toBe(404);
    const bad = await get(t.tokens.aarav, 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('user_id');
  });
});

describe('progress within the academic year', () => {
  it("attendance and homework months lie within the session's academic year", async () => {
    const p = await progress(t.tokens.aarav, AARAV.user);
    const session = await t.database.db.selectFrom('academic_year').select(['start_date', 'end_date']).where('is_current', '=', true).where('institute_id', '=', 101).executeTakeFirstOrThrow(); // Sunrise Public School, Aarav's (DEMO.md)
    const first = String(session.start_date).slice(0, 7);
    const last = String(session.end_date).slice(0, 7);
    for (const m of [...p.attendance, ...p.homework]) {
      expect(m.month >= first && m.month <= last, m.month).toBe(true);
    }
  });
});
