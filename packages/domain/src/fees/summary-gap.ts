/** What the summary's explanation reads of the fees answer [API-FEES-1]. */
export type FeesTotals = {
  total_fee_amount: number;
  total_paid_amount: number;
  total_unpaid_amount: number;
  /** Without fines configured, money paid beyond the fees is not a fine: it is told as other. */
  is_fine_configured: boolean;
  a_install_li: readonly { p_amount: number; balance_fine: number; bad_debt_amount: number }[];
};

/** The terms that take the total to the due amount, in rupees; each 0 when there is none. */
export type SummaryGap = {
  /** Fines levied: those still owed plus those already paid (counted in the paid card). */
  fines: number;
  /** Fees written off as bad debt [FEES-STATUS-5]: no longer owed, never paid. */
  writtenOff: number;
  /** Whatever else the server's due amount holds (an overpayment, a rounding): said, never hidden. */
  other: number;
};

const paise = (rupees: number) => Math.round(rupees * 100);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Why the due card is not total minus paid [FEES-SUM-1] (decision 087). The total is the fees
 * after discounts (sum of t_amount); the paid amount is the money received, fines included; the
 * due amount is each instalment's balance plus its unpaid fine [FEES-DUE-3], and a written-off
 * balance is not owed. So due = total - paid + fines - written off, where the fines are those
 * still owed (balance_fine) plus those paid (paid money beyond the fees' own p_amount) where the
 * institute has fines [FEES-COL-1], and `other` is what is left, zero for a consistent answer.
 * Computed in paise.
 */
export function summaryGap(result: FeesTotals): SummaryGap {
  const rows = result.a_install_li;
  const paid = paise(result.total_paid_amount);
  const feesPaid = sum(rows.map((r) => paise(r.p_amount)));
  const fines = result.is_fine_configured ? sum(rows.map((r) => paise(r.balance_fine))) + Math.max(0, paid - feesPaid) : 0;
  const writtenOff = sum(rows.map((r) => paise(r.bad_debt_amount)));
  const other = paise(result.total_unpaid_amount) - (paise(result.total_fee_amount) - paid + fines - writtenOff);
  return { fines: fines / 100, writtenOff: writtenOff / 100, other: other / 100 };
}

/** Whether the three cards need the line: total - paid is not the due amount. */
export function hasSummaryGap(gap: SummaryGap): boolean {
  return gap.fines !== 0 || gap.writtenOff !== 0 || gap.other !== 0;
}
