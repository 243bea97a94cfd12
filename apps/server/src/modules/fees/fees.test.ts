import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFeesResponse, type TFeesResult } from '@portal/contract';
import { instalmentStatus, INSTALMENT_STATUSES } from '@portal/domain';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { studentLedger } from './fees.service.ts';

/** The test clock's day in India. */
const TODAY = '2026-11-21';
/** Demo academic year ids: 101 -> 1 (2025-26), 2 (2026-27); 102 -> 3, 4; 106343 -> 5, 6. */
const YEARS = { school: { previous: 1, current: 2 }, coaching: { previous: 3, current: 4 } };

let t: TestApp;
let aarav: string;
let diya: string;

async function fees(token: string, institute: number, student: number, year: number) {
  return t.app.inject({ method: 'GET', url: `/api/v1/studentWise/fee/${institute}/students/${student}/${year}`, headers: withSession(token) });
}

async function feesOf(token: string, institute: number, student: number, year: number): Promise<TFeesResult> {
  const res = await fees(token, institute, student, year);
  expect(res.statusCode).toBe(200);
  return ZFeesResponse.parse(res.json()).result;
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
  diya = (await signIn(t.app, '9000000002')).token!;
});
afterAll(() => t.close());

describe('GET studentWise/fee [API-FEES-1]', () => {
  it('[API-FEES-1] [FEES-SUM-1] a school year: totals agree with the rows, rows in instalment and payment order', async () => {
    const r = await feesOf(aarav, 101, 5001, YEARS.school.current);
    expect(r.a_install_li.map((row) => row.install_no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(r.total_fee_amount).toBe(sum(r.a_install_li.map((row) => row.t_amount)));
    expect(r.total_paid_amount).toBe(sum(r.p_install_li.map((p) => p.p_amount)));
    expect(r.total_unpaid_amount).toBe(sum(r.a_install_li.map((row) => row.d_amount + row.balance_fine)));
    expect(r.total_unpaid_amount).toBeGreaterThan(0);
    const dates = r.p_install_li.map((p) => p.p_date);
    expect(dates).toEqual([...dates].sort());
    // The balance after the latest payment is what is still owed today.
    expect(r.p_install_li.at(-1)!.d_amount).toBe(r.total_unpaid_amount);
    for (const row of r.a_install_li) {
      expect(row.t_amount).toBe(sum([row.initial_amount, row.tax_amount, -row.disc_amount]));
    }
  });

  it('[FEES-STATUS-1] [FEES-STATUS-2] [FEES-STATUS-3] [FEES-STATUS-4] [FEES-STATUS-5] [FEES-STATUS-6] the current demo year shows every status', async () => {
    const school = await feesOf(aarav, 101, 5001, YEARS.school.current);
    const coaching = await feesOf(diya, 102, 5002, YEARS.coaching.current);
    for (const r of [school, coaching]) {
      const statuses = new Set(r.a_install_li.map((row) => instalmentStatus(row, TODAY)));
      expect([...statuses].sort()).toEqual([...INSTALMENT_STATUSES].sort());
    }
  });

  it('[FEES-ROW-2] [FEES-COL-1] fines at the school: an overdue term carries its fine, a paid one has settled it', async () => {
    const r = await feesOf(aarav, 101, 5001, YEARS.school.current);
    expect(r.is_fine_configured).toBe(true);
    const overdue = r.a_install_li.find((row) => instalmentStatus(row, TODAY) === 'Overdue')!;
    expect(overdue).toMatchObject({ p_status: 'N', p_amount: 0, balance_fine: 300, d_amount: 18_000, t_amount: 18_000 });
    const paid = r.a_install_li.filter((row) => row.p_status === 'Y');
    expect(paid.length).toBeGreaterThan(0);
    for (const row of paid) expect(row).toMatchObject({ balance_fine: 0, d_amount: 0, bad_debt_amount: 0 });
    const written = r.a_install_li.find((row) => row.bad_debt_amount > 0)!;
    expect(written).toMatchObject({ p_status: 'N', d_amount: 0 });
    expect(written.p_amount + written.bad_debt_amount).toBe(written.t_amount);
  });

  it('[FEES-ROW-1] [FEES-COL-2] stnd_n at a school, c_n null; a payment names its instalments and receipt', async () => {
    const r = await feesOf(aarav, 101, 5001, YEARS.school.current);
    for (const row of [...r.a_install_li, ...r.p_install_li]) expect(row).toMatchObject({ stnd_n: 'Class 8', c_n: null });
    const first = r.p_install_li[0]!;
    expect(first).toMatchObject({ install_nos: '1, 2', p_method: 'Net Banking', financial_yr: '2026-27' });
    expect(first.f_rec_no).toMatch(/^SPS\/2026-27\/\d{6}$/);
    expect(first.p_amount).toBe(6_500 + 18_000);
  });

  it('[FEES-ROW-1] [FEES-COL-3] c_n at the coaching institute, stnd_n null, no fines, 18% GST', async () => {
    const r = await feesOf(diya, 102, 5002, YEARS.coaching.current);
    expect(r.is_fine_configured).toBe(false);
    for (const row of [...r.a_install_li, ...r.p_install_li]) expect(row).toMatchObject({ stnd_n: null, c_n: 'JEE 2027 - Batch A' });
    for (const row of r.a_install_li) {
      expect(row.balance_fine).toBe(0);
      expect(row.tax_amount).toBe(Math.round(row.initial_amount * 18) / 100);
    }
    expect(r.p_install_li.every((p) => p.f_rec_no.startsWith('APX/'))).toBe(true);
    expect(r.total_fee_amount).toBeGreaterThan(100_000);
  });

  it('[API-FEES-1] the previous academic year has its own fees (last year’s standard)', async () => {
    const r = await feesOf(aarav, 101, 5001, YEARS.school.previous);
    expect(r.a_install_li.length).toBeGreaterThan(0);
    expect(r.a_install_li[0]!.stnd_n).toBe('Class 7');
    expect(r.p_install_li.every((p) => p.financial_yr === '2025-26')).toBe(true);
    const statuses = new Set(r.a_install_li.map((row) => instalmentStatus(row, TODAY)));
    expect(statuses).toEqual(new Set(['Paid', 'Discounted', 'Bad Debt']));
    const diyaLastYear = await feesOf(diya, 102, 5002, YEARS.coaching.previous);
    expect(diyaLastYear.total_unpaid_amount).toBe(0);
  });

  it('[API-FEES-1] a parent reads the chosen child, not the other child', async () => {
    const { token } = await signIn(t.app, '9000000010', { student_id: 5001 });
    const r = await feesOf(token!, 101, 5001, YEARS.school.current);
    expect(r).toEqual(await feesOf(aarav, 101, 5001, YEARS.school.current));
    expect((await fees(token!, 101, 5011, YEARS.school.current)).statusCode).toBe(404);
  });

  it('[API-FEES-1] another student, another institute, an unknown or foreign year: 404', async () => {
    expect((await fees(aarav, 101, 5004, YEARS.school.current)).statusCode).toBe(404);
    expect((await fees(aarav, 102, 5001, YEARS.school.current)).statusCode).toBe(404);
    expect((await fees(aarav, 101, 5001, 999)).statusCode).toBe(404);
    expect((await fees(aarav, 101, 5001, YEARS.coaching.current)).statusCode).toBe(404);
    expect((await fees(diya, 101, 5001, YEARS.school.current)).statusCode).toBe(404);
  });

  it('[API-FEES-1] fees are not offered to the open user (type 99): 404', async () => {
    const { token } = await signIn(t.app, '9000000003');
    expect((await fees(token!, 102, 5002, YEARS.coaching.current)).statusCode).toBe(404);
    expect((await fees(token!, 102, 1003, YEARS.coaching.current)).statusCode).toBe(404);
  });

  it('[FEES-EMPTY-1] a year of the institute without the student’s fees: empty lists, zero totals', async () => {
    // Ishaan's coaching profile was enrolled last year only.
    const { token } = await signIn(t.app, '9000000004', { user_id: 1005, institute_id: 102, user_type: 1 });
    const r = await feesOf(token!, 102, 5005, YEARS.coaching.current);
    expect(r).toEqual({ total_fee_amount: 0, total_paid_amount: 0, total_unpaid_amount: 0, is_fine_configured: false, p_install_li: [], a_install_li: [] });
    const lastYear = await feesOf(token!, 102, 5005, YEARS.coaching.previous);
    expect(lastYear.a_install_li.some((row) => instalmentStatus(row, TODAY) === 'Overdue')).toBe(true);
  });

  it('[API-FEES-1] Arjun, whose login is blocked for fees, owes real dues in both years', async () => {
    for (const year of [YEARS.school.previous, YEARS.school.current]) {
      const { result } = await studentLedger(t.database.db, 101, 5015, year);
      expect(result.total_unpaid_amount).toBeGreaterThan(10_000);
      const overdue = result.a_install_li.filter((row) => instalmentStatus(row, TODAY) === 'Overdue');
      expect(overdue.length).toBeGreaterThanOrEqual(2);
      expect(overdue.every((row) => row.balance_fine > 0)).toBe(true);
    }
  });

  it('[FEES-STATUS-2] the demo has an instalment due in a few days and one overdue now', async () => {
    const r = await feesOf(aarav, 101, 5001, YEARS.school.current);
    const due = r.a_install_li.find((row) => instalmentStatus(row, TODAY) === 'Due')!;
    expect(due.d_date).toBe('2026-11-25');
    const overdue = r.a_install_li.find((row) => instalmentStatus(row, TODAY) === 'Overdue')!;
    expect(overdue.d_date < TODAY).toBe(true);
  });
});
