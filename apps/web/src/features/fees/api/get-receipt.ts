import type { TReceiptResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export type ReceiptRef = { studentId: number; receiptNo: string; financialYear: string; acadYearId: number };

/**
 * GET /api/v1/studentWise/fee/{student_id}/feeReceipt/{receipt_no}/download
 * ?fin_yr={financial_yr}&acad_year={acad_year_id} [API-FEES-2] [FEES-RCPT-1]: the short-lived
 * address of the receipt's PDF (awsDownloadLink, read from the body as the spec reads it; decision
 * 030), or null when the answer has none. Asked on a
 * click, not cached: the address expires within a minute. A 403 logs out [FEES-ERR-2 reading A].
 */
export async function getReceiptLink(ref: ReceiptRef, signal?: AbortSignal): Promise<string | null> {
  const path = `/api/v1/studentWise/fee/${encodeURIComponent(ref.studentId)}/feeReceipt/${encodeURIComponent(ref.receiptNo)}/download`;
  const response = await apiRequest<TReceiptResponse>(path, {
    signal,
    query: { fin_yr: ref.financialYear, acad_year: ref.acadYearId },
  });
  const link = response?.awsDownloadLink;
  return typeof link === 'string' && link.trim() ? link : null;
}
