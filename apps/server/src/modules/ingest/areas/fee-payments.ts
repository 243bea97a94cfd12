import { paiseOf, ZFeePaymentRecord, type TFeePaymentRecord } from '@portal/contract';
import { financialYearOf } from '@portal/domain';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';

/** What the payment paid towards each instalment; one instalment without parts takes the amount less its fine. */
function partsOf(r: TFeePaymentRecord): { fee: number; fine: number }[] {
  return r.instalment_source_ids.map((_, i) => {
    const fine = r.fine_amounts?.[i] ?? 0;
    return { fee: r.fee_amounts?.[i] ?? (paiseOf(r.amount) - paiseOf(fine)) / 100, fine };
  });
}

/** The instalments a payment names, all of one student and one academic year. */
async function instalmentsOf(ctx: AreaContext, r: TFeePaymentRecord) {
  const found: { id: number; student_id: number; academic_year_id: number }[] = [];
  for (const [i, source] of r.instalment_source_ids.entries()) {
    const field = `instalment_source_ids.${i}`;
    const id = await localIdOf(ctx, 'fees', source, field);
    const row = await ctx.trx.selectFrom('fee_instalment').select(['id', 'student_id', 'academic_year_id']).where('id', '=', id).where('institute_id', '=', ctx.instituteId).executeTakeFirstOrThrow();
    if (found[0] && (row.student_id !== found[0].student_id || row.academic_year_id !== found[0].academic_year_id)) {
      throw new RowError(field, `${field}: instalment '${source}' is another student's or another year's than '${r.instalment_source_ids[0]}'; a payment pays one student's fees of one academic year`);
    }
    found.push(row);
  }
  return found;
}

/**
 * Fee payments [decision 081]: a receipt (number, day, method, amount) and what it paid towards
 * each instalment; the student and year are the instalments'. The receipt PDF and the payment
 * history are built from these rows. Deleting one is a correction (a bounced cheque, a receipt
 * entered twice): the payment goes and its instalments are due again.
 */
export const feePayments: AreaHandler<TFeePaymentRecord> = {
  area: 'fee-payments',
  example: { source_id: 'PAY-0001', receipt_no: 'R-2027-0001', paid_on: '2027-04-10', method: 'UPI', amount: 12000, instalment_source_ids: ['FEE-0001'] },
  record: ZFeePaymentRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const instalments = await instalmentsOf(ctx, r);
    const taken = await trx.selectFrom('fee_payment').select('id').where('institute_id', '=', instituteId).where('receipt_no', '=', r.receipt_no).executeTakeFirst();
    if (taken && taken.id !== localId) throw new RowError('receipt_no', `receipt_no: receipt '${r.receipt_no}' is already another payment's`);
    const row = {
      student_id: instalments[0]!.student_id,
      academic_year_id: instalments[0]!.academic_year_id,
      receipt_no: r.receipt_no,
      paid_on: r.paid_on,
      method: r.method?.trim() || null,
      amount: r.amount,
      financial_year: financialYearOf(r.paid_on),
    };
    const updated = localId === undefined ? undefined : await trx.updateTable('fee_payment').set(row).where('id', '=', localId).where('institute_id', '=', instituteId).returning('id').executeTakeFirst();
    const id = updated?.id ?? (await trx.insertInto('fee_payment').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.deleteFrom('fee_payment_item').where('payment_id', '=', id).execute();
    const parts = partsOf(r);
    await trx
      .insertInto('fee_payment_item')
      .values(instalments.map((f, i) => ({ payment_id: id, instalment_id: f.id, fee_amount: parts[i]!.fee, fine_amount: parts[i]!.fine })))
      .execute();
    return id;
  },
  async remove(ctx, localId) {
    await ctx.trx.deleteFrom('fee_payment').where('id', '=', localId).where('institute_id', '=', ctx.instituteId).execute();
  },
};
