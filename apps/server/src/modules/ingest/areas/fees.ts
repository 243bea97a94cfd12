import { ZFeeRecord, type TFeeRecord } from '@portal/contract';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';

/** The receipt numbers of the payments that paid towards an instalment, in payment order. */
export async function receiptsOf({ trx }: AreaContext, instalmentId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('fee_payment_item as i')
    .innerJoin('fee_payment as p', 'p.id', 'i.payment_id')
    .select('p.receipt_no')
    .where('i.instalment_id', '=', instalmentId)
    .orderBy('p.paid_on')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => r.receipt_no);
}

/**
 * Fee instalments [decision 081]: one due row of a student's fees in an academic year (the
 * fees screen's due tab; amounts as the ledger reads them). An instalment with payments keeps
 * its student and year, and is not deleted: its receipts are history.
 */
export const fees: AreaHandler<TFeeRecord> = {
  area: 'fees',
  example: { source_id: 'FEE-0001', student_source_id: 'ST-0001', academic_year_source_id: 'AY-2027', install_no: 1, due_date: '2027-04-15', fee_name: 'Tuition, term 1', structure_name: 'Class 8', amount: 12500, tax: 0, discount: 500, fine: 0, bad_debt: 0 },
  record: ZFeeRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const student_id = await localIdOf(ctx, 'students', r.student_source_id, 'student_source_id');
    const academic_year_id = await localIdOf(ctx, 'academic-years', r.academic_year_source_id, 'academic_year_source_id');
    const taken = await trx
      .selectFrom('fee_instalment')
      .select('id')
      .where('student_id', '=', student_id)
      .where('academic_year_id', '=', academic_year_id)
      .where('install_no', '=', r.install_no)
      .executeTakeFirst();
    if (taken && taken.id !== localId) throw new RowError('install_no', `install_no: the student already has instalment ${r.install_no} in this academic year`);
    const row = {
      student_id,
      academic_year_id,
      install_no: r.install_no,
      due_date: r.due_date,
      fee_name: r.fee_name.trim(),
      structure_name: r.structure_name?.trim() || null,
      initial_amount: r.amount,
      tax_amount: r.tax,
      disc_amount: r.discount,
      fine_amount: r.fine,
      bad_debt_amount: r.bad_debt,
    };
    const before = localId === undefined ? undefined : await trx.selectFrom('fee_instalment').select(['student_id', 'academic_year_id']).where('id', '=', localId).where('institute_id', '=', instituteId).executeTakeFirst();
    if (!before) return (await trx.insertInto('fee_instalment').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
    // A payment is one student's fees of one year: its instalments cannot move from under it.
    if (before.student_id !== student_id || before.academic_year_id !== academic_year_id) {
      const receipts = await receiptsOf(ctx, localId!);
      if (receipts.length) throw new RowError('student_source_id', `student_source_id: this instalment was paid (receipt ${receipts.join(', ')}); its student and academic year stay as they were`);
    }
    await trx.updateTable('fee_instalment').set(row).where('id', '=', localId!).execute();
    return localId!;
  },
  async remove(ctx, localId) {
    const receipts = await receiptsOf(ctx, localId);
    if (receipts.length) {
      throw new RowError(null, `this instalment was paid (receipt ${receipts.join(', ')}); a paid receipt is history, so the instalment stays (delete the payment first if it was entered by mistake)`);
    }
    await ctx.trx.deleteFrom('fee_instalment').where('id', '=', localId).where('institute_id', '=', ctx.instituteId).execute();
  },
};
