import { z } from 'zod';
import { ZDateIn, zIntIn, zText } from '../common.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';
import { paiseOf, zMoney, zRequiredText } from './fields.ts';

/**
 * One instalment of a student's fees in an academic year (the fees screen's due row): what is
 * owed is amount + tax - discount; a fine shows where the institute has fines configured.
 */
export const ZFeeRecord = ZRecordBase.extend({
  student_source_id: ZSourceId,
  academic_year_source_id: ZSourceId,
  /** The instalment's number in the student's year (1, 2, 3...), unique within it. */
  install_no: zIntIn(1, 999),
  due_date: ZDateIn,
  /** What it is for, printed on the receipt ('Tuition fee - Term 2'). */
  fee_name: zRequiredText(200),
  /** The fee structure: the standard at a school ('Class 8'), the batch elsewhere. */
  structure_name: zText(200).optional(),
  amount: zMoney,
  tax: zMoney.default(0),
  discount: zMoney.default(0),
  fine: zMoney.default(0),
  /** What the institute wrote off as not recoverable. */
  bad_debt: zMoney.default(0),
}).refine((r) => paiseOf(r.discount) <= paiseOf(r.amount) + paiseOf(r.tax), { message: 'the discount is more than the amount and its tax', path: ['discount'] });
export type TFeeRecord = z.infer<typeof ZFeeRecord>;

/**
 * A payment and its receipt: one student's instalments of one year (named by source id), and
 * what it paid towards each (fee and fine parts, in the order of `instalment_source_ids`). With
 * one instalment the parts may be left out: the whole amount, less any fine, is its fee.
 */
export const ZFeePaymentRecord = ZRecordBase.extend({
  /** The institute's own receipt number ('SPS/2026-27/000123'), unique within the institute. */
  receipt_no: zRequiredText(64).transform((s) => s.trim()),
  paid_on: ZDateIn,
  /** 'Cash', 'UPI', 'Cheque'...: the institute's own words. */
  method: zText(50).optional(),
  amount: zMoney.refine((n) => n > 0, { message: 'a payment is more than 0' }),
  instalment_source_ids: z.array(ZSourceId).min(1, { message: 'a payment pays at least one instalment' }).max(24),
  fee_amounts: z.array(zMoney).max(24).optional(),
  fine_amounts: z.array(zMoney).max(24).optional(),
})
  .refine((r) => new Set(r.instalment_source_ids).size === r.instalment_source_ids.length, { message: 'an instalment is named twice', path: ['instalment_source_ids'] })
  .refine((r) => r.fee_amounts !== undefined || r.instalment_source_ids.length === 1, { message: 'say what the payment paid towards each instalment', path: ['fee_amounts'] })
  .refine((r) => r.fee_amounts === undefined || r.fee_amounts.length === r.instalment_source_ids.length, { message: 'one amount per instalment', path: ['fee_amounts'] })
  .refine((r) => r.fine_amounts === undefined || r.fine_amounts.length === r.instalment_source_ids.length, { message: 'one amount per instalment', path: ['fine_amounts'] })
  .refine((r) => r.fee_amounts === undefined || sumPaise(r.fee_amounts) + sumPaise(r.fine_amounts) === paiseOf(r.amount), {
    message: 'the amount is not the sum of fee_amounts and fine_amounts',
    path: ['amount'],
  })
  .refine((r) => r.fee_amounts !== undefined || sumPaise(r.fine_amounts) <= paiseOf(r.amount), { message: 'the fines are more than the amount', path: ['fine_amounts'] })
  .refine((r) => r.fee_amounts === undefined || r.fee_amounts.every((fee, i) => paiseOf(fee) + paiseOf(r.fine_amounts?.[i] ?? 0) > 0), {
    message: 'an instalment the payment pays nothing towards',
    path: ['fee_amounts'],
  });
export type TFeePaymentRecord = z.infer<typeof ZFeePaymentRecord>;

function sumPaise(amounts: readonly number[] | undefined): number {
  return (amounts ?? []).reduce((sum, a) => sum + paiseOf(a), 0);
}
