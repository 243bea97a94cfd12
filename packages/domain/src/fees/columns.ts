import { formatIsoDate } from '../format/date-time.ts';
import { formatRupees, MONEY_PLACEHOLDER } from '../format/money.ts';

export type FeeColumnsInput = {
  isSchool: boolean;
  /** is_fine_configured of the fees answer. */
  fineConfigured: boolean;
  /** inst_set_up.is_fee_struct_linked. */
  feeStructLinked: boolean;
  /** The institute setting student_fee_receipt_option. */
  receiptsOn: boolean;
};

export type FeeColumns = { fine: boolean; standard: boolean; batch: boolean; receipt: boolean };

/**
 * The optional columns: fine when fines are configured [FEES-COL-1]; standard (stnd_n) at a
 * school [FEES-COL-2] or batch (c_n) elsewhere [FEES-COL-3], only with a linked fee structure, so
 * never both; the receipt download button in payment history when receipts are on [FEES-COL-4].
 */
export function feeColumns({ isSchool, fineConfigured, feeStructLinked, receiptsOn }: FeeColumnsInput): FeeColumns {
  return {
    fine: fineConfigured,
    standard: isSchool && feeStructLinked,
    batch: !isSchool && feeStructLinked,
    receipt: receiptsOn,
  };
}

/** The value kinds of the fee tables' cells [FEES-ROW-1] [FEES-ROW-2]. */
export type FeeCellKind = 'money' | 'date' | 'text';

/** Each column of both tables and its kind. */
export const FEE_COLUMN_KINDS = {
  install_no: 'text',
  install_nos: 'text',
  d_date: 'date',
  p_date: 'date',
  stnd_n: 'text',
  c_n: 'text',
  p_method: 'text',
  f_rec_no: 'text',
  financial_yr: 'text',
  t_amount: 'money',
  balance_fine: 'money',
  d_amount: 'money',
  p_amount: 'money',
  bad_debt_amount: 'money',
  initial_amount: 'money',
  tax_amount: 'money',
  disc_amount: 'money',
} as const satisfies Record<string, FeeCellKind>;
export type FeeColumnKey = keyof typeof FEE_COLUMN_KINDS;

/** What a missing value shows for a text or date column [FEES-EMPTY-2]. */
export const TEXT_PLACEHOLDER = 'N/A';

/**
 * The placeholder of a column [FEES-EMPTY-3], reading A (decision 016): an amount that is
 * missing shows '-', the accountant's mark for "no figure"; a missing date, name, method,
 * receipt number, instalment number or financial year shows 'N/A', "not available".
 */
export function feePlaceholder(column: FeeColumnKey): string {
  return FEE_COLUMN_KINDS[column] === 'money' ? MONEY_PLACEHOLDER : TEXT_PLACEHOLDER;
}

/**
 * The text of one cell: amounts through formatRupees [FEES-MONEY-1..3], dates 'DD-MM-YYYY'
 * [CONST-FMT-1], text trimmed (a numeric text in a money column is read as a number); null, undefined, a blank string or a non-finite amount gives the
 * column's placeholder [FEES-EMPTY-2] [FEES-EMPTY-3].
 */
export function feeCellText(column: FeeColumnKey, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return feePlaceholder(column);
  const kind = FEE_COLUMN_KINDS[column];
  const text = String(value).trim();
  if (text === '') return feePlaceholder(column);
  if (kind === 'money') return formatRupees(typeof value === 'number' ? value : Number(text));
  return kind === 'date' ? formatIsoDate(text) : text;
}
