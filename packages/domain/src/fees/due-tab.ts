import { instalmentStatus, type InstalmentAmounts } from './instalment-status.ts';

export type DueTabRow = InstalmentAmounts & { d_amount: number; balance_fine: number };

/**
 * The rows the due details tab lists, in their order: not Paid [FEES-DUE-1], not Bad Debt
 * [FEES-DUE-2], and owing something, fine included (d_amount + balance_fine above zero, compared
 * in paise) [FEES-DUE-3]. A fully Discounted row owes nothing and so drops out by FEES-DUE-3.
 */
export function dueTabRows<T extends DueTabRow>(rows: readonly T[], today: string): T[] {
  return rows.filter((row) => {
    const status = instalmentStatus(row, today);
    if (status === 'Paid' || status === 'Bad Debt') return false;
    return Math.round((row.d_amount + row.balance_fine) * 100) > 0;
  });
}
