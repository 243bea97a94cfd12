import { dayNumber } from '../timetable/calendar-date.ts';

/** The statuses in the order they are tried (decision 016: Discounted first, FEES-STATUS-9 reading B). */
export const INSTALMENT_STATUSES = ['Discounted', 'Overdue', 'Due', 'Paid', 'Bad Debt', 'Partially Paid'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

/** The due-row fields the status reads [FEES-ROW-2]; the contract's TFeeInstalment fits. */
export type InstalmentAmounts = {
  d_date: string;
  p_status: 'Y' | 'N';
  p_amount: number;
  bad_debt_amount: number;
  initial_amount: number;
  tax_amount: number;
  disc_amount: number;
};

/** Money is compared in whole paise, so 1000 + 180 - 1180.0000000001 still counts as zero. */
export function isZeroAmount(amount: number): boolean {
  return Math.round(amount * 100) === 0;
}

/** p_status N, nothing paid (p_amount 0, FEES-STATUS-9) and no bad debt [FEES-STATUS-1] [FEES-STATUS-2]. */
export function isUnpaid(row: InstalmentAmounts): boolean {
  return row.p_status === 'N' && isZeroAmount(row.p_amount) && isZeroAmount(row.bad_debt_amount);
}

/** initial_amount + tax_amount - disc_amount is zero [FEES-STATUS-3]. */
export function isFullyDiscounted(row: InstalmentAmounts): boolean {
  return isZeroAmount(row.initial_amount + row.tax_amount - row.disc_amount);
}

/**
 * More than one calendar day past the due date [FEES-STATUS-1] [FEES-STATUS-8]: both are
 * 'YYYY-MM-DD' days in the institute's zone, so due 2026-11-19 is overdue on 2026-11-21 but
 * due 2026-11-20 is not. An unreadable date is never overdue (the row stays Due).
 */
export function isPastDueByMoreThanADay(dueDate: string, today: string): boolean {
  const due = dayNumber(dueDate);
  const now = dayNumber(today);
  return due !== null && now !== null && now - due > 1;
}

/**
 * The status of one instalment, the first matching step winning [FEES-STATUS-7].
 * Decision 016 on FEES-STATUS-9 (reading B): the Discounted step [FEES-STATUS-3] is tried before
 * the unpaid steps, because a literal order would show an instalment the school waived in full
 * as Overdue or Due, asking for money nobody owes; 'nothing paid' means p_amount is zero. The
 * other steps keep the spec's order: Overdue [FEES-STATUS-1], Due [FEES-STATUS-2], Paid
 * [FEES-STATUS-4], Bad Debt [FEES-STATUS-5], else Partially Paid [FEES-STATUS-6].
 * `today` is the institute's calendar day, 'YYYY-MM-DD'.
 */
export function instalmentStatus(row: InstalmentAmounts, today: string): InstalmentStatus {
  if (isFullyDiscounted(row)) return 'Discounted';
  if (isUnpaid(row)) return isPastDueByMoreThanADay(row.d_date, today) ? 'Overdue' : 'Due';
  if (row.p_status === 'Y') return 'Paid';
  if (row.p_status === 'N' && !isZeroAmount(row.bad_debt_amount)) return 'Bad Debt';
  return 'Partially Paid';
}
