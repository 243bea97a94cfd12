import { describe, expect, it } from 'vitest';
import { hasSummaryGap, summaryGap, type FeesTotals } from './summary-gap.ts';

const row = (p_amount: number, balance_fine = 0, bad_debt_amount = 0) => ({ p_amount, balance_fine, bad_debt_amount });

// The demo school's Class 8 year (apps/server/src/demo/fees-plans.ts): term 2 paid with its
// Rs 250 fine, an excursion fee part paid and Rs 2,500 written off, transport part paid, term 3
// overdue with a Rs 300 fine, the exam fee still due.
const DEMO: FeesTotals = {
  total_fee_amount: 73_750,
  total_paid_amount: 48_250,
  total_unpaid_amount: 23_550,
  is_fine_configured: true,
  a_install_li: [row(6_500), row(18_000), row(0), row(18_000), row(1_500, 0, 2_500), row(4_000), row(0, 300), row(0)],
};

describe('the fees summary gap', () => {
  it('[FEES-SUM-1] the demo year: Rs 550 of fines (250 paid, 300 owed) and Rs 2,500 written off take 73,750 - 48,250 to 23,550', () => {
    const gap = summaryGap(DEMO);
    expect(gap).toEqual({ fines: 550, writtenOff: 2_500, other: 0 });
    expect(DEMO.total_fee_amount - DEMO.total_paid_amount + gap.fines - gap.writtenOff + gap.other).toBe(DEMO.total_unpaid_amount);
    expect(hasSummaryGap(gap)).toBe(true);
  });

  it('[FEES-SUM-1] no fines and nothing written off: total - paid is the due amount, no line needed', () => {
    const gap = summaryGap({ total_fee_amount: 10_000, total_paid_amount: 4_000, total_unpaid_amount: 6_000, is_fine_configured: true, a_install_li: [row(4_000), row(0)] });
    expect(gap).toEqual({ fines: 0, writtenOff: 0, other: 0 });
    expect(hasSummaryGap(gap)).toBe(false);
  });

  it('[FEES-SUM-1] what the fines and write-offs do not explain is told as other, in paise without float noise', () => {
    const gap = summaryGap({ total_fee_amount: 100.1, total_paid_amount: 0.2, total_unpaid_amount: 100.3, is_fine_configured: true, a_install_li: [row(0.2)] });
    expect(gap).toEqual({ fines: 0, writtenOff: 0, other: 0.4 });
    expect(hasSummaryGap(gap)).toBe(true);
  });

  it('[FEES-SUM-1] [FEES-COL-1] without fines configured, money paid beyond the fees is other, not a fine', () => {
    const gap = summaryGap({ total_fee_amount: 10_000, total_paid_amount: 5_000, total_unpaid_amount: 6_000, is_fine_configured: false, a_install_li: [row(4_000), row(0)] });
    expect(gap).toEqual({ fines: 0, writtenOff: 0, other: 1_000 });
  });
});
