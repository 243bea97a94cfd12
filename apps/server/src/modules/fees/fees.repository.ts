import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The institute's fee settings (one row). */
export function findFeeSettings(db: Kysely<DB>, instituteId: number) {
  return db
    .selectFrom('institute')
    .select(['id', 'name', 'address', 'logo_url', 'is_school', 'fine_configured', 'fee_receipts'])
    .where('id', '=', instituteId)
    .executeTakeFirst();
}

/** An academic year of the institute, or nothing when the id is another institute's or unknown. */
export function findInstituteYear(db: Kysely<DB>, instituteId: number, yearId: number) {
  return db
    .selectFrom('academic_year')
    .select(['id', 'name'])
    .where('id', '=', yearId)
    .where('institute_id', '=', instituteId)
    .executeTakeFirst();
}

/**
 * A student's instalments, payments and payment parts for one academic year: three index
 * scans (instalments and payments by student and year, parts by payment).
 */
export async function loadYearFees(db: Kysely<DB>, studentId: number, yearId: number) {
  const [instalments, payments, items] = await Promise.all([
    db
      .selectFrom('fee_instalment')
      .select(['id', 'install_no', 'due_date', 'fee_name', 'structure_name', 'initial_amount', 'tax_amount', 'disc_amount', 'fine_amount', 'bad_debt_amount'])
      .where('student_id', '=', studentId)
      .where('academic_year_id', '=', yearId)
      .orderBy('install_no')
      .execute(),
    db
      .selectFrom('fee_payment')
      .select(['id', 'receipt_no', 'paid_on', 'method', 'amount', 'financial_year'])
      .where('student_id', '=', studentId)
      .where('academic_year_id', '=', yearId)
      .orderBy('paid_on')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('fee_payment_item as i')
      .innerJoin('fee_payment as p', 'p.id', 'i.payment_id')
      .select(['i.payment_id', 'i.instalment_id', 'i.fee_amount', 'i.fine_amount'])
      .where('p.student_id', '=', studentId)
      .where('p.academic_year_id', '=', yearId)
      .execute(),
  ]);
  return { instalments, payments, items };
}

/** A payment by its receipt number at an institute (unique index on institute, receipt number). */
export function findPaymentByReceipt(db: Kysely<DB>, instituteId: number, receiptNo: string) {
  return db
    .selectFrom('fee_payment')
    .select(['id', 'student_id', 'academic_year_id', 'financial_year'])
    .where('institute_id', '=', instituteId)
    .where('receipt_no', '=', receiptNo)
    .executeTakeFirst();
}

/** What a receipt prints about its payment, student and year. */
export function findReceiptHeader(db: Kysely<DB>, paymentId: number) {
  return db
    .selectFrom('fee_payment as p')
    .innerJoin('student as s', 's.id', 'p.student_id')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .innerJoin('academic_year as y', 'y.id', 'p.academic_year_id')
    .select([
      'p.id',
      'p.institute_id',
      'p.student_id',
      'p.academic_year_id',
      'p.receipt_no',
      'p.paid_on',
      'p.method',
      'p.amount',
      'p.financial_year',
      'u.name as student_name',
      's.display_id',
      'y.name as academic_year',
    ])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
}

/** The instalments one payment paid, with the part it paid of each. */
export function findReceiptItems(db: Kysely<DB>, paymentId: number) {
  return db
    .selectFrom('fee_payment_item as i')
    .innerJoin('fee_instalment as f', 'f.id', 'i.instalment_id')
    .select(['f.install_no', 'f.fee_name', 'f.structure_name', 'i.fee_amount', 'i.fine_amount'])
    .where('i.payment_id', '=', paymentId)
    .orderBy('f.install_no')
    .execute();
}
