import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A date column: both drivers are set to hand it over as 'YYYY-MM-DD'. */
type DateOnly = string;
/**
 * A numeric(12, 2) column: read as exact text by node-postgres (a number by some drivers; read
 * it with Number()), written as number or text.
 */
type Numeric = ColumnType<string | number, number | string, number | string>;

export type FeeInstalmentTable = {
  id: Generated<number>;
  institute_id: number;
  student_id: number;
  academic_year_id: number;
  install_no: number;
  due_date: DateOnly;
  fee_name: string;
  structure_name: string | null;
  initial_amount: Numeric;
  tax_amount: Numeric;
  disc_amount: Numeric;
  fine_amount: Numeric;
  bad_debt_amount: Numeric;
};

export type FeePaymentTable = {
  id: Generated<number>;
  institute_id: number;
  student_id: number;
  academic_year_id: number;
  receipt_no: string;
  paid_on: DateOnly;
  method: string | null;
  amount: Numeric;
  financial_year: string;
};

export type FeePaymentItemTable = {
  payment_id: number;
  instalment_id: number;
  fee_amount: Numeric;
  fine_amount: Numeric;
};

export type ServerSecretTable = {
  name: string;
  value: string;
  created_at: Generated<Timestamp>;
};

/** The tables of migration 0005 (fees and receipts, server secrets). */
export type FeesTables = {
  fee_instalment: FeeInstalmentTable;
  fee_payment: FeePaymentTable;
  fee_payment_item: FeePaymentItemTable;
  server_secret: ServerSecretTable;
};
