import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feesResult, instalment, openFees } from './testing/fees-server.ts';

// The demo school's year in short: Rs 250 of fine paid with term 2, Rs 300 owed on term 3, an
// excursion fee part paid and Rs 2,500 written off (apps/server/src/demo/fees-plans.ts).
const DEMO_ROWS = [
  instalment(4, { t_amount: 18_000, p_status: 'Y', p_amount: 18_000, d_amount: 0 }),
  instalment(5, { t_amount: 4_000, p_amount: 1_500, bad_debt_amount: 2_500, d_amount: 0 }),
  instalment(6, { t_amount: 18_300, d_amount: 18_000, balance_fine: 300 }),
];

describe('the fees summary line', () => {
  it('[FEES-SUM-1] says how total and paid make the due amount: the fines levied and the fees written off', async () => {
    await openFees({
      result: feesResult({ total_fee_amount: 40_000, total_paid_amount: 19_750, total_unpaid_amount: 18_300, a_install_li: DEMO_ROWS }),
    });
    const line = screen.getByText('How the due fees add up:').parentElement!;
    expect(line.textContent).toBe('How the due fees add up: Rs 40,000 total− Rs 19,750 paid+ Rs 550 fines− Rs 2,500 written off= Rs 18,300 due');
  });

  it('[FEES-SUM-1] needs no line when total minus paid is the due amount', async () => {
    await openFees({ result: feesResult({ total_fee_amount: 50_000, total_paid_amount: 0, total_unpaid_amount: 50_000, a_install_li: [instalment(1), instalment(2)] }) });
    expect(screen.getByRole('table', { name: 'Instalments due' })).toBeInTheDocument();
    expect(screen.queryByText('How the due fees add up:')).toBeNull();
  });
});
