import { describe, expect, it } from 'vitest';
import { ZFeesResponse, ZReceiptResponse } from '@portal/contract';
import { hashPassword } from '../../lib/passwords.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { pdfText } from '../fees/testing-pdf-text.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 081): a student's fee instalments and the payments (receipts) against them.
const { ctx, put } = ingestTestApp();
const db = () => ctx.t.database.db;
const instalment = (n: number, extra: object = {}) => ({ source_id: `F-${n}`, student_source_id: 'FS-1', academic_year_source_id: 'FY', install_no: n, due_date: '2040-06-10', fee_name: `Tuition - part ${n}`, amount: 1000, ...extra });
const instalmentsOf = async (institute = 102) => (await db().selectFrom('fee_instalment').select(['install_no', 'initial_amount']).where('institute_id', '=', institute).where('due_date', '>=', '2040-01-01').orderBy('install_no').execute()).map((r) => [r.install_no, Number(r.initial_amount)]);
const paymentOf = (receipt: string) => db().selectFrom('fee_payment').selectAll().where('receipt_no', '=', receipt).executeTakeFirst();

describe('[issue 34] PUT /api/ingest/v1/fees and fee-payments', () => {
  it('imports instalments and payments; a bad row is reported with its line and field while the rest is written', async () => {
    await put('academic-years', [{ source_id: 'FY', name: 'Fees 2040-41', start_date: '2040-04-01', end_date: '2041-03-31' }]);
    await put('students', [{ source_id: 'FS-1', name: 'Fee Payer', phone: '7100000001', academic_year_source_ids: ['FY'] }]);
    const job = await put('fees', [
      instalment(1, { amount: 10000, discount: 1000, structure_name: 'JEE 2041 - A', due_date: '2040-5-10' }),
      instalment(2, { amount: 12000, tax: 500.5, fine: 100 }),
      instalment(3, { discount: 5000 }),
      instalment(4, { student_source_id: 'FS-404' }),
      instalment(5, { install_no: 1 }),
      instalment(6, { amount: 10.005 }),
    ]);
    expect(job.counts).toMatchObject({ created: 2, failed: 4 });
    // Records the schema refuses are reported before those refused while writing: by line here.
    expect(job.errors.map((e) => [e.line, e.field, e.message]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [3, 'discount', 'discount: the discount is more than the amount and its tax'],
      [4, 'student_source_id', "student_source_id: no student 'FS-404' was imported; import it first"],
      [5, 'install_no', 'install_no: the student already has instalment 1 in this academic year'],
      [6, 'amount', 'amount: at most 2 decimals'],
    ]);
    expect(await instalmentsOf()).toEqual([[1, 10000], [2, 12000]]);

    const paid = await put('fee-payments', [
      { source_id: 'P-1', receipt_no: 'APX/2040-41/0001', paid_on: '2040-05-05', method: 'UPI', amount: 9000, instalment_source_ids: ['F-1'] },
      { source_id: 'P-2', receipt_no: 'APX/2040-41/0002', paid_on: '2041-02-01', method: 'Cash', amount: '5100', instalment_source_ids: ['F-2'], fine_amounts: [100] },
      { source_id: 'P-3', receipt_no: 'APX/2040-41/0001', paid_on: '2040-05-05', amount: 10, instalment_source_ids: ['F-2'] },
      { source_id: 'P-4', receipt_no: 'APX/2040-41/0004', paid_on: '2040-05-05', amount: 10, instalment_source_ids: ['F-1', 'F-2'], fee_amounts: [5, 4] },
      { source_id: 'P-5', receipt_no: 'APX/2040-41/0005', paid_on: '2040-05-05', amount: 10, instalment_source_ids: ['F-9'] },
    ]);
    expect(paid.counts).toMatchObject({ created: 2, failed: 3 });
    expect(paid.errors.map((e) => [e.line, e.field, e.message]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [3, 'receipt_no', "receipt_no: receipt 'APX/2040-41/0001' is already another payment's"],
      [4, 'amount', 'amount: the amount is not the sum of fee_amounts and fine_amounts'],
      [5, 'instalment_source_ids.0', "instalment_source_ids.0: no fee 'F-9' was imported; import it first"],
    ]);
    expect(await paymentOf('APX/2040-41/0002')).toMatchObject({ institute_id: 102, paid_on: '2041-02-01', method: 'Cash', financial_year: '2040-41' });
    const items = await db().selectFrom('fee_payment_item').select(['fee_amount', 'fine_amount']).where('payment_id', '=', (await paymentOf('APX/2040-41/0002'))!.id).execute();
    expect(items.map((i) => [Number(i.fee_amount), Number(i.fine_amount)])).toEqual([[5000, 100]]);
  });

  it('the student sees them on the fees screen, and a receipt downloads as a PDF built from the payment', async () => {
    const student = await db().selectFrom('student as s').innerJoin('app_user as u', 'u.id', 's.user_id').select(['s.id', 'u.id as user_id']).where('s.display_id', '=', 'FS-1').executeTakeFirstOrThrow();
    await db().updateTable('app_user').set({ password_hash: await hashPassword('demo1234') }).where('id', '=', student.user_id).execute();
    const year = await db().selectFrom('academic_year').select('id').where('name', '=', 'Fees 2040-41').executeTakeFirstOrThrow();
    const { token } = await signIn(ctx.t.app, '7100000001');
    const res = await ctx.t.app.inject({ method: 'GET', url: `/api/v1/studentWise/fee/102/students/${student.id}/${year.id}`, headers: withSession(token!) });
    expect(res.statusCode, res.body).toBe(200);
    const fees = ZFeesResponse.parse(res.json()).result;
    // Apex has no fines configured: the fine is not owed there [FEES-COL-1].
    expect(fees).toMatchObject({ total_fee_amount: 21500.5, total_paid_amount: 14100, total_unpaid_amount: 7500.5, is_fine_configured: false });
    expect(fees.a_install_li.map((r) => [r.install_no, r.d_date, r.c_n, r.t_amount, r.p_amount, r.d_amount, r.p_status])).toEqual([
      [1, '2040-05-10', 'JEE 2041 - A', 9000, 9000, 0, 'Y'],
      [2, '2040-06-10', null, 12500.5, 5000, 7500.5, 'N'],
    ]);
    expect(fees.p_install_li.map((p) => [p.install_nos, p.f_rec_no, p.p_date, p.p_method, p.p_amount, p.financial_yr])).toEqual([
      ['1', 'APX/2040-41/0001', '2040-05-05', 'UPI', 9000, '2040-41'],
      ['2', 'APX/2040-41/0002', '2041-02-01', 'Cash', 5100, '2040-41'],
    ]);

    await db().updateTable('institute').set({ fee_receipts: true }).where('id', '=', 102).execute();
    const link = await ctx.t.app.inject({ method: 'GET', url: `/api/v1/studentWise/fee/${student.id}/feeReceipt/${encodeURIComponent('APX/2040-41/0002')}/download?fin_yr=2040-41&acad_year=${year.id}`, headers: withSession(token!) });
    expect(link.statusCode, link.body).toBe(200);
    const file = await ctx.t.app.inject({ method: 'GET', url: ZReceiptResponse.parse(link.json()).result.awsDownloadLink });
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(file.rawPayload);
    for (const expected of ['APX/2040-41/0002', 'Fee Payer', 'Tuition - part 2', 'Cash', '2040-41']) expect(text).toContain(expected);
  });

  it('the same upload twice changes nothing; an edit updates; a paid instalment cannot move to another student', async () => {
    expect((await put('fees', [instalment(1, { amount: 10000, discount: 1000, structure_name: 'JEE 2041 - A', due_date: '2040-5-10' })])).counts).toMatchObject({ unchanged: 1 });
    expect((await put('fee-payments', [{ source_id: 'P-1', receipt_no: 'APX/2040-41/0001', paid_on: '2040-05-05', method: 'UPI', amount: 9000, instalment_source_ids: ['F-1'] }])).counts).toMatchObject({ unchanged: 1 });
    expect((await put('fees', [instalment(2, { amount: 12500, fine: 100 })])).counts).toMatchObject({ updated: 1 });
    expect(await instalmentsOf()).toEqual([[1, 10000], [2, 12500]]);
    await put('students', [{ source_id: 'FS-2', name: 'Other Payer' }]);
    const moved = await put('fees', [instalment(1, { student_source_id: 'FS-2' })]);
    expect(moved.errors[0]).toMatchObject({ field: 'student_source_id', message: expect.stringContaining('was paid (receipt APX/2040-41/0001)') });
  });

  it('a paid instalment is not deleted (its receipt is history); a payment is, as a correction, and then the instalment may go', async () => {
    const refused = await put('fees', [{ source_id: 'F-1', status: 'tobedeleted' }]);
    expect(refused.counts).toMatchObject({ deleted: 0, failed: 1 });
    expect(refused.errors[0]!.message).toContain('a paid receipt is history');
    expect((await put('fee-payments', [{ source_id: 'P-1', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await paymentOf('APX/2040-41/0001')).toBeUndefined();
    expect((await put('fees', [{ source_id: 'F-1', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await instalmentsOf()).toEqual([[2, 12500]]);
  });

  it('a dry run keeps nothing; an atomic upload with a bad row writes nothing', async () => {
    expect((await put('fees', [instalment(7)], { query: '?dry_run=true' })).counts).toMatchObject({ created: 1 });
    const atomic = await put('fees', [instalment(8), instalment(9, { due_date: '2040-02-30' })], { query: '?atomic=true' });
    expect(atomic).toMatchObject({ state: 'failed', counts: { created: 0, failed: 1 } });
    expect(atomic.errors[0]).toMatchObject({ line: 2, field: 'due_date' });
    const dryPay = await put('fee-payments', [{ source_id: 'P-7', receipt_no: 'APX/DRY', paid_on: '2040-05-05', amount: 1, instalment_source_ids: ['F-2'] }], { query: '?dry_run=true' });
    expect(dryPay.counts).toMatchObject({ created: 1 });
    expect(await paymentOf('APX/DRY')).toBeUndefined();
    expect(await instalmentsOf()).toEqual([[2, 12500]]);
  });

  it('a bulk upload deletes what it no longer holds within its scope, and the guard stops a mass delete', async () => {
    const term = Array.from({ length: 10 }, (_, i) => instalment(11 + i));
    expect((await put('fees', term, { mode: 'bulk', scope: 'term' })).counts).toMatchObject({ created: 10 });
    expect(await put('fees', term.slice(0, 7), { mode: 'bulk', scope: 'term' })).toMatchObject({ state: 'failed', counts: { deleted: 0 }, message: expect.stringContaining('Stopped before deleting 3 of 10') });
    expect((await put('fees', term.slice(0, 7), { mode: 'bulk', scope: 'term', query: '?max_delete_percent=30' })).counts).toMatchObject({ deleted: 3, unchanged: 7 });
    expect((await instalmentsOf()).map(([n]) => n)).toEqual([2, 11, 12, 13, 14, 15, 16, 17]);
  });

  it("another institute's key cannot name this institute's students or instalments, nor delete them", async () => {
    const other = { as: ctx.otherKey };
    expect((await put('fees', [instalment(30)], other)).errors[0]).toMatchObject({ field: 'student_source_id', message: "student_source_id: no student 'FS-1' was imported; import it first" });
    const pay = await put('fee-payments', [{ source_id: 'P-9', receipt_no: 'SPS/X/1', paid_on: '2040-05-05', amount: 1, instalment_source_ids: ['F-2'] }], other);
    expect(pay.errors[0]).toMatchObject({ field: 'instalment_source_ids.0', message: "instalment_source_ids.0: no fee 'F-2' was imported; import it first" });
    expect((await put('fees', [{ source_id: 'F-2', status: 'tobedeleted' }], other)).counts).toMatchObject({ deleted: 0, unchanged: 1 });
    expect((await put('fee-payments', [{ source_id: 'P-2', status: 'tobedeleted' }], other)).counts).toMatchObject({ deleted: 0, unchanged: 1 });
    expect((await instalmentsOf()).map(([n]) => n)).toContain(2);
    expect(await paymentOf('APX/2040-41/0002')).toBeDefined();
    expect(await instalmentsOf(101)).toEqual([]);
  });
});
