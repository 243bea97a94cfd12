import { describe, expect, it } from 'vitest';
import { feeLedger, type LedgerInput, type LedgerInstalment } from './fee-ledger.ts';

function instalment(id: number, over: Partial<LedgerInstalment> = {}): LedgerInstalment {
  return {
    id,
    install_no: id,
    due_date: '2026-10-01',
    structure_name: 'Class 8',
    initial_amount: '1000.00',
    tax_amount: '0.00',
    disc_amount: '0.00',
    fine_amount: '0.00',
    bad_debt_amount: '0.00',
    ...over,
  };
}

function ledger(over: Partial<LedgerInput>) {
  return feeLedger({ isSchool: true, fineConfigured: true, instalments: [], payments: [], items: [], ...over });
}

describe('feeLedger [API-FEES-1]', () => {
  it('[FEES-ROW-2] t_amount is initial + tax - discount, in exact paise', () => {
    const { result } = ledger({ instalments: [instalment(1, { initial_amount: '0.10', tax_amount: '0.20', disc_amount: '0.00' })] });
    expect(result.a_install_li[0]).toMatchObject({ t_amount: 0.3, d_amount: 0.3, p_status: 'N', p_amount: 0 });
    expect(result.total_fee_amount).toBe(0.3);
  });

  it('[FEES-STATUS-4] p_status is Y only when the fee and its fine are paid in full', () => {
    const { result } = ledger({
      instalments: [instalment(1, { fine_amount: '50' }), instalment(2, { fine_amount: '50' })],
      payments: [{ id: 10, receipt_no: 'R1', paid_on: '2026-10-05', method: 'UPI', amount: '2050', financial_year: '2026-27' }],
      items: [
        { payment_id: 10, instalment_id: 1, fee_amount: '1000', fine_amount: '50' },
        { payment_id: 10, instalment_id: 2, fee_amount: '1000', fine_amount: '0' },
      ],
    });
    expect(result.a_install_li.map((r) => [r.p_status, r.d_amount, r.balance_fine])).toEqual([
      ['Y', 0, 0],
      ['N', 0, 50],
    ]);
    expect(result.total_unpaid_amount).toBe(50);
    expect(result.p_install_li[0]).toMatchObject({ install_nos: '1, 2', p_amount: 2050, d_amount: 50 });
  });

  it('[FEES-COL-1] without fines configured, levied fines are neither owed nor shown', () => {
    const { result } = ledger({ isSchool: false, fineConfigured: false, instalments: [instalment(1, { fine_amount: '75', structure_name: 'JEE 2027 - Batch A' })] });
    expect(result.a_install_li[0]).toMatchObject({ balance_fine: 0, stnd_n: null, c_n: 'JEE 2027 - Batch A' });
    expect(result.is_fine_configured).toBe(false);
    expect(result.total_unpaid_amount).toBe(1000);
  });

  it('[FEES-STATUS-5] a written-off remainder is not owed and keeps p_status N', () => {
    const { result } = ledger({
      instalments: [instalment(1, { bad_debt_amount: '600' })],
      payments: [{ id: 10, receipt_no: 'R1', paid_on: '2026-10-05', method: 'Cash', amount: '400', financial_year: '2026-27' }],
      items: [{ payment_id: 10, instalment_id: 1, fee_amount: '400', fine_amount: '0' }],
    });
    expect(result.a_install_li[0]).toMatchObject({ p_status: 'N', p_amount: 400, bad_debt_amount: 600, d_amount: 0 });
    expect(result.total_unpaid_amount).toBe(0);
    expect(result.p_install_li[0]!.d_amount).toBe(0);
  });

  it('[FEES-ROW-1] each payment shows the year’s balance after it, in payment order', () => {
    const { result, paymentRows } = ledger({
      instalments: [instalment(1), instalment(2), instalment(3)],
      payments: [
        { id: 10, receipt_no: 'R1', paid_on: '2026-10-01', method: 'UPI', amount: '1000', financial_year: '2026-27' },
        { id: 11, receipt_no: 'R2', paid_on: '2026-10-20', method: null, amount: '300', financial_year: '2026-27' },
      ],
      items: [
        { payment_id: 10, instalment_id: 1, fee_amount: '1000', fine_amount: '0' },
        { payment_id: 11, instalment_id: 2, fee_amount: '300', fine_amount: '0' },
      ],
    });
    expect(result.p_install_li.map((p) => [p.f_rec_no, p.d_amount, p.p_method])).toEqual([
      ['R1', 2000, 'UPI'],
      ['R2', 1700, null],
    ]);
    expect(result.total_paid_amount).toBe(1300);
    expect(result.total_unpaid_amount).toBe(1700);
    expect(paymentRows.get(11)?.d_amount).toBe(1700);
  });
});
