import { z } from 'zod';
import { zEnvelope, ZDate, ZId, zIntIn, zText } from './common.ts';

/** Rupees, whole or with paise; the screen shows 0 decimals [FEES-MONEY-3]. */
const ZMoney = z.number().finite();

/** GET /api/v1/studentWise/fee/{institute_id}/students/{student_id}/{acad_year_id} [API-FEES-1]. */
export const ZFeesParams = z.object({
  institute_id: ZId,
  student_id: ZId,
  acad_year_id: ZId,
});

/**
 * A payment (payment history tab) [S2 §3 Payment row] [FEES-ROW-1]. stnd_n is set at a school,
 * c_n elsewhere (the other null); install_nos lists the instalments it paid, e.g. '1, 2'.
 */
export const ZFeePayment = z.object({
  install_nos: z.string(),
  p_date: ZDate,
  stnd_n: z.string().nullable(),
  c_n: z.string().nullable(),
  p_method: z.string().nullable(),
  f_rec_no: z.string(),
  p_amount: ZMoney,
  /** The balance left after this payment. */
  d_amount: ZMoney,
  /** e.g. '2026-27'. */
  financial_yr: z.string(),
});
export type TFeePayment = z.infer<typeof ZFeePayment>;

/** An instalment (due details tab) [S2 §3 Due row] [FEES-ROW-2]. */
export const ZFeeInstalment = z.object({
  install_no: z.number().int(),
  d_date: ZDate,
  stnd_n: z.string().nullable(),
  c_n: z.string().nullable(),
  /** initial_amount + tax_amount - disc_amount. */
  t_amount: ZMoney,
  /** The fine due on this instalment now (0 without fines). */
  balance_fine: ZMoney,
  /** What is left to pay, fine excluded. */
  d_amount: ZMoney,
  p_status: z.enum(['Y', 'N']),
  p_amount: ZMoney,
  bad_debt_amount: ZMoney,
  initial_amount: ZMoney,
  tax_amount: ZMoney,
  disc_amount: ZMoney,
});
export type TFeeInstalment = z.infer<typeof ZFeeInstalment>;

/** [S2 §3 Fee response result] [API-FEES-1]. */
export const ZFeesResult = z.object({
  total_fee_amount: ZMoney,
  total_paid_amount: ZMoney,
  total_unpaid_amount: ZMoney,
  is_fine_configured: z.boolean(),
  p_install_li: z.array(ZFeePayment),
  a_install_li: z.array(ZFeeInstalment),
});
export type TFeesResult = z.infer<typeof ZFeesResult>;
export const ZFeesResponse = zEnvelope(ZFeesResult);
export type TFeesResponse = z.infer<typeof ZFeesResponse>;

/**
 * GET /api/v1/studentWise/fee/{student_id}/feeReceipt/{receipt_no}/download
 * ?fin_yr={financial_yr}&acad_year={acad_year_id} [API-FEES-2] [FEES-RCPT-1].
 */
export const ZReceiptParams = z.object({
  student_id: ZId,
  receipt_no: zText(64).min(1),
});
export const ZReceiptQuery = z.object({
  fin_yr: z.string().regex(/^\d{4}-\d{2}$/, 'expected a financial year such as 2026-27'),
  acad_year: ZId,
});
/**
 * awsDownloadLink: a short-lived signed address on this server that streams the receipt PDF
 * (the name is the spec's; nothing is on AWS) [FEES-RCPT-2]. The spec's client "reads
 * awsDownloadLink" without naming result (API-FEES-2), so the address is in the body itself and,
 * as in every other envelope, in result too (decision 030).
 */
export const ZReceiptResponse = zEnvelope(z.object({ awsDownloadLink: z.string() })).extend({ awsDownloadLink: z.string() });
export type TReceiptResponse = z.infer<typeof ZReceiptResponse>;

/**
 * POST /prod/ext/sso/login [API-SSO-1] [SSO-FLOW-3]. The answer's status is the domain's
 * SSO_SUCCESS_STATUS, 'SUCCESS' (the rule that reads it: decision 016, SSO-FLOW-10); every failure (bad signature, expired, reused, unknown institute or login) is
 * one 401 with the same message, so a caller learns nothing of why.
 */
export const ZSsoLoginRequest = z.object({ token: zText(4096).min(1) });
export const ZSsoResult = z.object({
  email_id: z.string().nullable(),
  /** A one-time login secret, valid about a minute: the login call takes it as sso_key. */
  key: z.string(),
  inst_id: z.number().int(),
  phone: z.string().nullable(),
  status: z.string(),
  /** Where to land after signing in; null for the dashboard. */
  redirect_url: z.string().nullable(),
});
export type TSsoResult = z.infer<typeof ZSsoResult>;
export const ZSsoLoginResponse = zEnvelope(ZSsoResult);
export type TSsoLoginResponse = z.infer<typeof ZSsoLoginResponse>;

/** The signed download address of a receipt (the server's receipt-links.ts): r the payment, exp unix seconds, sig the signature. */
export const ZReceiptFileQuery = z.object({
  r: ZId,
  exp: zIntIn(1, Number.MAX_SAFE_INTEGER),
  sig: zText(128).min(1),
});
