import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@portal/contract';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { toPaise } from './fee-ledger.ts';
import { studentLedger } from './fees.service.ts';
import { findFeeSettings, findReceiptHeader, findReceiptItems } from './fees.repository.ts';
import type { ReceiptLinks } from './receipt-links.ts';
import type { ReceiptLogo } from './receipt-logo.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

export const RECEIPT_LINK_EXPIRED_MESSAGE = 'This download link has expired. Please download the receipt again.';
export const RECEIPT_LINK_EXPIRED_CODE = ERROR_CODES.linkExpired;

/** The file name offered for a receipt: 'receipt-SPS-2026-27-000123.pdf' (no '/' or quotes in a file name). */
export function receiptFileName(receiptNo: string): string {
  return `receipt-${receiptNo.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
}

const rupees = (amount: string | number) => toPaise(amount) / 100;

export function createReceiptsService(deps: { db: Kysely<DB>; clock: Clock; links: ReceiptLinks; logo: (url: string) => ReceiptLogo }) {
  const { db, clock, links, logo } = deps;
  return {
    /**
     * The PDF a signed download address names [FEES-RCPT-2] (decision 017). A signature that
     * does not match is 404, like an address that does not exist; a genuine address past its
     * 60 seconds is 410 with a message saying what to do. The receipt is built from the
     * stored payment at the time of the download.
     */
    async file(query: { r: number; exp: number; sig: string }): Promise<{ fileName: string; pdf: Buffer }> {
      const check = await links.check(query);
      if (!check.ok) {
        if (check.reason === 'expired') throw new HttpError(410, RECEIPT_LINK_EXPIRED_CODE, RECEIPT_LINK_EXPIRED_MESSAGE);
        throw notFound();
      }
      const payment = await findReceiptHeader(db, check.id);
      if (!payment) throw notFound();
      const settings = await findFeeSettings(db, payment.institute_id);
      // Receipts switched off since the address was made: no receipt [FEES-COL-4].
      if (!settings?.fee_receipts) throw notFound();
      const [items, ledger] = await Promise.all([
        findReceiptItems(db, payment.id),
        studentLedger(db, payment.institute_id, payment.student_id, payment.academic_year_id),
      ]);
      const pdf = await renderReceiptPdf(
        {
          institute: { name: settings.name, address: settings.address, logo: logo(settings.logo_url) },
          receiptNo: payment.receipt_no,
          paidOn: payment.paid_on,
          method: payment.method,
          financialYear: payment.financial_year,
          academicYear: payment.academic_year,
          student: { name: payment.student_name, displayId: payment.display_id },
          structureLabel: settings.is_school ? 'Standard' : 'Batch',
          structureName: items[0]?.structure_name ?? null,
          items: items.map((it) => ({ installNo: it.install_no, feeName: it.fee_name, fee: rupees(it.fee_amount), fine: rupees(it.fine_amount) })),
          fines: settings.fine_configured,
          amount: rupees(payment.amount),
          balance: ledger.paymentRows.get(payment.id)?.d_amount ?? 0,
        },
        clock.now(),
      );
      return { fileName: receiptFileName(payment.receipt_no), pdf };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
