import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instalmentStatus } from '@portal/domain';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { toPaise } from '../modules/fees/fee-ledger.ts';
import { DEMO_PEOPLE } from './people.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo fees seed', () => {
  it('[API-FEES-1] every demo student has fees in each academic year they are enrolled in', async () => {
    const rows = await t.database.db
      .selectFrom('student_academic_year as s')
      .leftJoin('fee_instalment as f', (j) => j.onRef('f.student_id', '=', 's.student_id').onRef('f.academic_year_id', '=', 's.academic_year_id'))
      .select(['s.student_id', 's.academic_year_id', (eb) => eb.fn.count<number>('f.id').as('n')])
      .groupBy(['s.student_id', 's.academic_year_id'])
      .execute();
    expect(rows.length).toBe(DEMO_PEOPLE.filter((p) => p.student).reduce((n, p) => n + (p.student!.years === 'both' ? 2 : 1), 0));
    for (const row of rows) expect(Number(row.n)).toBeGreaterThanOrEqual(3);
  });

  it('[FEES-RCPT-1] receipt numbers follow the institute’s series and each payment adds up to its parts', async () => {
    const payments = await t.database.db.selectFrom('fee_payment').selectAll().execute();
    const items = await t.database.db.selectFrom('fee_payment_item').selectAll().execute();
    const prefix: Record<number, string> = { 101: 'SPS', 102: 'APX', 106343: 'ILP' };
    for (const p of payments) {
      expect(p.receipt_no).toBe(`${prefix[p.institute_id]}/${p.financial_year}/${p.receipt_no.slice(-6)}`);
      const parts = items.filter((i) => i.payment_id === p.id);
      expect(parts.length).toBeGreaterThan(0);
      expect(parts.reduce((sum, i) => sum + toPaise(i.fee_amount) + toPaise(i.fine_amount), 0)).toBe(toPaise(p.amount));
    }
    expect(new Set(payments.map((p) => p.method))).toEqual(new Set(['Cash', 'UPI', 'Cheque', 'Card', 'Net Banking']));
  });

  it('[FEES-STATUS-3] [FEES-STATUS-5] no instalment is paid beyond what it asks; a waived one has nothing paid', async () => {
    const instalments = await t.database.db.selectFrom('fee_instalment').selectAll().execute();
    const items = await t.database.db.selectFrom('fee_payment_item').selectAll().execute();
    for (const f of instalments) {
      const paid = items.filter((i) => i.instalment_id === f.id).reduce((s, i) => s + toPaise(i.fee_amount), 0);
      const owed = toPaise(f.initial_amount) + toPaise(f.tax_amount) - toPaise(f.disc_amount);
      expect(paid + toPaise(f.bad_debt_amount)).toBeLessThanOrEqual(owed);
      const row = {
        d_date: f.due_date,
        p_status: paid === owed ? ('Y' as const) : ('N' as const),
        p_amount: paid / 100,
        bad_debt_amount: toPaise(f.bad_debt_amount) / 100,
        initial_amount: toPaise(f.initial_amount) / 100,
        tax_amount: toPaise(f.tax_amount) / 100,
        disc_amount: toPaise(f.disc_amount) / 100,
      };
      // A waived instalment has nothing paid and nothing written off.
      if (instalmentStatus(row, '2026-11-21') === 'Discounted') expect(paid + toPaise(f.bad_debt_amount)).toBe(0);
    }
  });
});
