import type { TFeeInstalment, TFeePayment, TFeesResult } from '@portal/contract';

/** An amount as stored (numeric text, or a number from some drivers) in whole paise. */
export function toPaise(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

const rupees = (paise: number) => paise / 100;

export type LedgerInstalment = {
  id: number;
  install_no: number;
  due_date: string;
  structure_name: string | null;
  initial_amount: string | number;
  tax_amount: string | number;
  disc_amount: string | number;
  fine_amount: string | number;
  bad_debt_amount: string | number;
};

export type LedgerPayment = {
  id: number;
  receipt_no: string;
  paid_on: string;
  method: string | null;
  amount: string | number;
  financial_year: string;
};

export type LedgerItem = { payment_id: number; instalment_id: number; fee_amount: string | number; fine_amount: string | number };

export type LedgerInput = {
  isSchool: boolean;
  fineConfigured: boolean;
  /** In instalment order. */
  instalments: LedgerInstalment[];
  /** In payment order (date, then id). */
  payments: LedgerPayment[];
  items: LedgerItem[];
};

/** The fees answer, and each payment's row by payment id (a receipt prints its balance). */
export type Ledger = { result: TFeesResult; paymentRows: Map<number, TFeePayment> };

/**
 * One student's fees for one academic year, from the stored instalments, payments and what
 * each payment paid towards each instalment [API-FEES-1] (decision 017):
 * - t_amount = initial + tax - discount; p_amount = what payments paid towards it, fines apart;
 * - balance_fine = the fine levied less the fine paid, 0 where the institute has no fines;
 * - d_amount = t_amount - p_amount - bad debt written off, never below 0 (fine excluded);
 * - p_status 'Y' only when the fee and its fine are paid in full and nothing was written off
 *   (a written-off row stays 'N', so it reads Bad Debt [FEES-STATUS-5]);
 * - totals: total_fee_amount = sum of t_amount; total_paid_amount = sum of the payments (fines
 *   included: money received); total_unpaid_amount = sum of d_amount + balance_fine, which is
 *   what the due tab lists [FEES-DUE-3];
 * - a payment's d_amount is the balance of the year after it: what the year owes today (fees,
 *   fines levied, less amounts written off) less the payments up to and including it.
 * stnd_n carries the fee structure's name at a school, c_n elsewhere [FEES-ROW-1] [FEES-ROW-2];
 * a payment takes the name of the first instalment it paid.
 */
export function feeLedger(input: LedgerInput): Ledger {
  const fines = input.fineConfigured;
  const paidFee = new Map<number, number>();
  const paidFine = new Map<number, number>();
  const itemsOf = new Map<number, LedgerItem[]>();
  for (const item of input.items) {
    paidFee.set(item.instalment_id, (paidFee.get(item.instalment_id) ?? 0) + toPaise(item.fee_amount));
    paidFine.set(item.instalment_id, (paidFine.get(item.instalment_id) ?? 0) + toPaise(item.fine_amount));
    itemsOf.set(item.payment_id, [...(itemsOf.get(item.payment_id) ?? []), item]);
  }
  const names = (structure: string | null) =>
    input.isSchool ? { stnd_n: structure, c_n: null } : { stnd_n: null, c_n: structure };

  let owed = 0;
  let totalFee = 0;
  let unpaid = 0;
  const byId = new Map<number, LedgerInstalment>();
  const a_install_li: TFeeInstalment[] = input.instalments.map((row) => {
    byId.set(row.id, row);
    const initial = toPaise(row.initial_amount);
    const tax = toPaise(row.tax_amount);
    const discount = toPaise(row.disc_amount);
    const badDebt = toPaise(row.bad_debt_amount);
    const fine = fines ? toPaise(row.fine_amount) : 0;
    const total = initial + tax - discount;
    const paid = paidFee.get(row.id) ?? 0;
    const balance = Math.max(0, total - paid - badDebt);
    const balanceFine = Math.max(0, fine - (paidFine.get(row.id) ?? 0));
    totalFee += total;
    unpaid += balance + balanceFine;
    owed += total + fine - badDebt;
    return {
      install_no: row.install_no,
      d_date: row.due_date,
      ...names(row.structure_name),
      t_amount: rupees(total),
      balance_fine: rupees(balanceFine),
      d_amount: rupees(balance),
      p_status: badDebt === 0 && paid >= total && balanceFine === 0 ? 'Y' : 'N',
      p_amount: rupees(paid),
      bad_debt_amount: rupees(badDebt),
      initial_amount: rupees(initial),
      tax_amount: rupees(tax),
      disc_amount: rupees(discount),
    };
  });

  let received = 0;
  let counted = 0;
  const paymentRows = new Map<number, TFeePayment>();
  const p_install_li: TFeePayment[] = input.payments.map((p) => {
    const items = itemsOf.get(p.id) ?? [];
    const covered = items.map((it) => byId.get(it.instalment_id)).filter((r) => r !== undefined);
    covered.sort((a, b) => a.install_no - b.install_no);
    received += toPaise(p.amount);
    counted += items.reduce((sum, it) => sum + toPaise(it.fee_amount) + (fines ? toPaise(it.fine_amount) : 0), 0);
    const row: TFeePayment = {
      install_nos: covered.map((r) => r.install_no).join(', '),
      p_date: p.paid_on,
      ...names(covered[0]?.structure_name ?? null),
      p_method: p.method,
      f_rec_no: p.receipt_no,
      p_amount: rupees(toPaise(p.amount)),
      d_amount: rupees(Math.max(0, owed - counted)),
      financial_yr: p.financial_year,
    };
    paymentRows.set(p.id, row);
    return row;
  });

  return {
    result: {
      total_fee_amount: rupees(totalFee),
      total_paid_amount: rupees(received),
      total_unpaid_amount: rupees(unpaid),
      is_fine_configured: fines,
      p_install_li,
      a_install_li,
    },
    paymentRows,
  };
}
