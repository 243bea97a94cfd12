// Test support for the fees screen: rows shaped by the contract, MSW handlers for the year list,
// API-FEES-1, API-FEES-2 and the receipt file, and opening /fees signed in. Tests only.
import { screen } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { vi } from 'vitest';
import { ZFeeInstalment, ZFeePayment, ZFeesResult, type TAcademicYearList, type TFeeInstalment, type TFeePayment, type TFeesResult, type TSession } from '@portal/contract';
import { schoolSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sent, server } from '../../../test/server.ts';

/** The tests' clock: Saturday 21-11-2026, 10:15 in Kolkata (as the server tests' fixed clock). */
export const NOW = '2026-11-21T10:15:00+05:30';
export const FEES_PATH = /^\/api\/v1\/studentWise\/fee\/\d+\/students\/\d+\/\d+$/;
export const RECEIPT_FILE = '/api/v1/fee-receipts/file';

async function record(request: Request) {
  sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: null });
}

export const feeCalls = () => sent.filter((r) => FEES_PATH.test(r.url.pathname)).map((r) => r.url.pathname);
export const receiptCalls = () => sent.filter((r) => r.url.pathname.includes('/feeReceipt/')).map((r) => r.url);

/** An instalment as the server sends it: unpaid, due in December, no fine; the test overrides the rest. */
export function instalment(install_no: number, overrides: Partial<TFeeInstalment> = {}): TFeeInstalment {
  return ZFeeInstalment.parse({
    install_no,
    d_date: '2026-12-10',
    stnd_n: 'Class 8 - A',
    c_n: null,
    t_amount: 25000,
    balance_fine: 0,
    d_amount: 25000,
    p_status: 'N',
    p_amount: 0,
    bad_debt_amount: 0,
    initial_amount: 25000,
    tax_amount: 0,
    disc_amount: 0,
    ...overrides,
  });
}

export function payment(f_rec_no: string, overrides: Partial<TFeePayment> = {}): TFeePayment {
  return ZFeePayment.parse({
    install_nos: '1',
    p_date: '2026-04-12',
    stnd_n: 'Class 8 - A',
    c_n: null,
    p_method: 'UPI',
    f_rec_no,
    p_amount: 25000,
    d_amount: 100000,
    financial_yr: '2026-27',
    ...overrides,
  });
}

export function feesResult(overrides: Partial<TFeesResult> = {}): TFeesResult {
  return ZFeesResult.parse({
    total_fee_amount: 125000,
    total_paid_amount: 25000,
    total_unpaid_amount: 100000,
    is_fine_configured: true,
    p_install_li: [],
    a_install_li: [],
    ...overrides,
  });
}

/** The school fixture's years (ids as in schoolSession: 11 = 2025-26, 12 = 2026-27). */
export const SCHOOL_YEARS: TAcademicYearList = [
  { inst_acad_year_id: 11, inst_acad_year: '2025-26', start_date: '2025-04-01', end_date: '2026-03-31' },
  { inst_acad_year_id: 12, inst_acad_year: '2026-27', start_date: '2026-04-01', end_date: '2027-03-31' },
];

export function yearsHandler(years: TAcademicYearList = SCHOOL_YEARS) {
  return http.get('/api/v1/academicYear/all/:instituteId', async ({ request }) => {
    await record(request);
    return HttpResponse.json(years);
  });
}

/** API-FEES-1 answering per academic year id (the same result for every year when one is given). */
export function feesHandler(answer: TFeesResult | ((yearId: number) => TFeesResult | Response | Promise<TFeesResult | Response>)) {
  return http.get('/api/v1/studentWise/fee/:instituteId/students/:studentId/:yearId', async ({ request, params }) => {
    await record(request);
    const result = typeof answer === 'function' ? await answer(Number(params.yearId)) : answer;
    if (result instanceof Response) return result;
    return HttpResponse.json({ statusCode: 200, message: 'OK', result });
  });
}

/** API-FEES-2 answering a link to RECEIPT_FILE (or the given answer). */
export function receiptHandler(answer?: () => Response | Promise<Response>) {
  return http.get('/api/v1/studentWise/fee/:studentId/feeReceipt/:receiptNo/download', async ({ request, params }) => {
    await record(request);
    if (answer) return answer();
    const awsDownloadLink = `${RECEIPT_FILE}?r=${String(params.receiptNo)}&sig=abc`;
    return HttpResponse.json({ statusCode: 200, message: 'OK', awsDownloadLink, result: { awsDownloadLink } });
  });
}

/** The receipt file: a tiny PDF, or the given answer (e.g. 410 for an expired link). */
export function receiptFileHandler(answer?: () => Response | Promise<Response>) {
  return http.get(RECEIPT_FILE, async ({ request }) => {
    await record(request);
    if (answer) return answer();
    const r = new URL(request.url).searchParams.get('r') ?? 'x';
    return new HttpResponse(`%PDF-1.4 receipt ${r}`, {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="receipt-${r}.pdf"` },
    });
  });
}

/** A session signed in at the fixed clock, in Kolkata. */
export function sessionAt(base: TSession = schoolSession, at = NOW): TSession {
  const instant = new Date(at);
  return { ...base, time_zone: 'Asia/Kolkata', logindatetime: instant.toISOString(), expires_at: new Date(instant.getTime() + 3_600_000).toISOString() };
}

type OpenOptions = {
  session?: TSession;
  result?: TFeesResult | ((yearId: number) => TFeesResult | Response | Promise<TFeesResult | Response>);
  years?: TAcademicYearList;
  /** Fake every timer, moving with real time, so a test can jump ahead (the 800 ms tab delay). */
  fakeAllTimers?: boolean;
  handlers?: RequestHandler[];
  /** Wait for the first table or empty state (default true). */
  settle?: boolean;
};

/** Opens /fees with the browser clock stopped at NOW and the calls answered. */
export async function openFees(options: OpenOptions = {}) {
  await Promise.all([import('../fees-screen.tsx'), import('../../../locales/fees/en.json')]);
  if (options.fakeAllTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  else vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  server.use(yearsHandler(options.years), feesHandler(options.result ?? feesResult()), receiptHandler(), receiptFileHandler());
  server.use(...(options.handlers ?? []));
  const view = await renderApp('/fees', { session: sessionAt(options.session ?? schoolSession) });
  await screen.findByRole('heading', { level: 1, name: 'Fees' });
  if (options.settle !== false) await settled();
  return view;
}

/** Waits until the panel shows its content (no spinner). */
export async function settled() {
  await vi.waitFor(() => {
    const panel = screen.getByRole('tabpanel');
    if (panel.querySelector('[role="progressbar"]') || panel.getAttribute('aria-busy') === 'true') throw new Error('still loading');
  });
}
