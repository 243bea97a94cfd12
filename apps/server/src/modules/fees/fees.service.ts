import type { Kysely } from 'kysely';
import type { TFeesResult } from '@portal/contract';
import { createAreaCache } from '../../db/area-cache.ts';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import { assertInstitute, assertStudent, type SessionContext } from '../../session-context.ts';
import { feeLedger, type Ledger } from './fee-ledger.ts';
import { findFeeSettings, findInstituteYear, findPaymentByReceipt, loadYearFees } from './fees.repository.ts';
import type { ReceiptLinks } from './receipt-links.ts';

/** The open user (no student): fees are not offered to them [S2 §6]. */
const OPEN_USER_TYPE = 99;

/** A student's ledger for one academic year of their institute. */
export async function studentLedger(db: Kysely<DB>, instituteId: number, studentId: number, yearId: number): Promise<Ledger> {
  const settings = await findFeeSettings(db, instituteId);
  if (!settings) throw notFound();
  const fees = await loadYearFees(db, studentId, yearId);
  return feeLedger({ isSchool: settings.is_school, fineConfigured: settings.fine_configured, ...fees });
}

export function createFeesService(db: Kysely<DB>, links: ReceiptLinks) {
  // A year's fees, kept per process until a fee, a payment, the institute or its years change (decision 058).
  const years = createAreaCache<TFeesResult>('fees', 10_000);
  return {
    /**
     * The fees of one academic year [API-FEES-1] [FEES-LOAD-1]: the institute and student
     * must be the session's (a parent reaches only the chosen child), the year the
     * institute's; an open user has no fees. Every refusal is 404, so ids cannot be probed. A
     * year of the institute in which the student has no fees answers empty lists and zero
     * totals (the screen shows its empty state [FEES-EMPTY-1]).
     */
    async summary(session: SessionContext, instituteId: number, studentId: number, yearId: number): Promise<TFeesResult> {
      if (session.userType === OPEN_USER_TYPE) throw notFound();
      assertInstitute(session, instituteId);
      assertStudent(session, studentId);
      return years.read(db, `${instituteId}:${studentId}:${yearId}`, async () => {
        if (!(await findInstituteYear(db, instituteId, yearId))) throw notFound();
        return (await studentLedger(db, instituteId, studentId, yearId)).result;
      });
    },

    /**
     * A short-lived download address of one receipt [API-FEES-2] [FEES-RCPT-1]: the receipt
     * must be this student's (the session's acting student; a parent's chosen child), of the
     * financial and academic year named, at an institute whose receipt setting is on
     * [FEES-COL-4]. Anything else, including another student's real receipt, is the same 404
     * as a number that does not exist, so receipt numbers cannot be enumerated.
     */
    async receiptLink(
      session: SessionContext,
      studentId: number,
      receiptNo: string,
      query: { fin_yr: string; acad_year: number },
    ): Promise<{ awsDownloadLink: string }> {
      assertStudent(session, studentId);
      const settings = await findFeeSettings(db, session.instituteId);
      if (!settings?.fee_receipts) throw notFound();
      const payment = await findPaymentByReceipt(db, session.instituteId, receiptNo);
      if (
        !payment ||
        payment.student_id !== studentId ||
        payment.financial_year !== query.fin_yr ||
        payment.academic_year_id !== query.acad_year
      ) {
        throw notFound();
      }
      return { awsDownloadLink: await links.create(payment.id) };
    },
  };
}

export type FeesService = ReturnType<typeof createFeesService>;
