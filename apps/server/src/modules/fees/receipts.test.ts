import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFeesResponse, ZReceiptResponse, type TFeePayment } from '@portal/contract';
import { amountInWords, formatRupees } from '@portal/domain';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { RECEIPT_LINK_EXPIRED_MESSAGE } from './receipts.service.ts';
import { pdfText } from './testing-pdf-text.ts';

/** The web app's public folder holds brand/, as the built app does: receipts get the real logo. */
const WEB_PUBLIC = fileURLToPath(new URL('../../../../web/public/', import.meta.url));
const SCHOOL_CURRENT_YEAR = 2;

let t: TestApp;
let aarav: string;
let payment: TFeePayment;

function downloadUrl(student: number, receiptNo: string, finYr: string, year: number) {
  return `/api/v1/studentWise/fee/${student}/feeReceipt/${encodeURIComponent(receiptNo)}/download?fin_yr=${finYr}&acad_year=${year}`;
}

async function download(token: string, student: number, receiptNo: string, finYr = payment.financial_yr, year = SCHOOL_CURRENT_YEAR) {
  return t.app.inject({ method: 'GET', url: downloadUrl(student, receiptNo, finYr, year), headers: withSession(token) });
}

async function link(token = aarav, student = 5001, receiptNo = payment.f_rec_no): Promise<string> {
  const res = await download(token, student, receiptNo);
  expect(res.statusCode).toBe(200);
  return ZReceiptResponse.parse(res.json()).result.awsDownloadLink;
}

/** The file, fetched as a browser follows the address: no session, no Source header. */
const fetchFile = (address: string) => t.app.inject({ method: 'GET', url: address });

/** Another student's receipt number at the same institute, straight from the database. */
async function receiptOf(studentId: number) {
  return t.database.db.selectFrom('fee_payment').select(['receipt_no', 'financial_year', 'academic_year_id']).where('student_id', '=', studentId).orderBy('id').executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await createTestApp({ config: { webDist: WEB_PUBLIC } });
  aarav = (await signIn(t.app, '9000000001')).token!;
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/studentWise/fee/101/students/5001/${SCHOOL_CURRENT_YEAR}`, headers: withSession(aarav) });
  // Term 2, paid late with its fine: one instalment, a fine and a cheque.
  payment = ZFeesResponse.parse(res.json()).result.p_install_li.find((p) => p.p_method === 'Cheque')!;
});
afterAll(() => t.close());

describe('receipt download [API-FEES-2]', () => {
  it('[API-FEES-2] [FEES-RCPT-1] answers a short-lived signed address on this server', async () => {
    const address = await link();
    expect(address).toMatch(/^\/api\/v1\/fee-receipts\/file\?r=\d+&exp=\d+&sig=[\w-]{43}$/);
    const exp = Number(new URL(address, 'http://x').searchParams.get('exp'));
    expect(exp * 1000 - t.clock.now().getTime()).toBe(60_000);
  });

  it('[FEES-RCPT-2] the address streams a PDF download whose text has the receipt number, student and amount', async () => {
    const res = await fetchFile(await link());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const fileName = `receipt-${payment.f_rec_no.replaceAll('/', '-')}.pdf`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Sunrise Public School',
      'Fee Receipt',
      payment.f_rec_no,
      'Aarav Sharma',
      'SPS-2019-0142',
      'Class 8',
      '2026-27',
      'Cheque',
      'Tuition fee - Term 2',
      formatRupees(payment.p_amount),
      amountInWords(payment.p_amount),
      formatRupees(payment.d_amount),
      'computer-generated',
    ]) {
      expect(text).toContain(expected);
    }
    // Rs 18,000 fee and Rs 250 fine, paid together.
    expect(payment.p_amount).toBe(18_250);
    expect(text).toContain('Rs 250');
  });

  it('[FEES-RCPT-2] works for 60 seconds, then answers 410 with what to do', async () => {
    const address = await link();
    t.clock.advance(59_000);
    try {
      expect((await fetchFile(address)).statusCode).toBe(200);
      t.clock.advance(2_000);
      const res = await fetchFile(address);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ statusCode: 410, message: RECEIPT_LINK_EXPIRED_MESSAGE, code: 'LINK_EXPIRED' });
      expect(RECEIPT_LINK_EXPIRED_MESSAGE).toBe('This download link has expired. Please download the receipt again.');
    } finally {
      t.clock.set('2026-11-21T10:00:00+05:30');
    }
  });

  it('[FEES-RCPT-2] a tampered address is 404, whatever it names', async () => {
    const address = new URL(await link(), 'http://x');
    const variants = [
      { r: String(Number(address.searchParams.get('r')) + 1) },
      { exp: String(Number(address.searchParams.get('exp')) + 3600) },
      { sig: `${address.searchParams.get('sig')!.slice(0, -1)}${address.searchParams.get('sig')!.endsWith('A') ? 'B' : 'A'}` },
      { sig: 'x' },
    ];
    for (const change of variants) {
      const u = new URL(address);
      for (const [k, v] of Object.entries(change)) u.searchParams.set(k, v);
      const res = await fetchFile(`${u.pathname}${u.search}`);
      expect(res.statusCode).toBe(404);
    }
    // Past its expiry, a tampered one is still 404, not 410: only a genuine address expires.
    t.clock.advance(120_000);
    try {
      const u = new URL(address);
      u.searchParams.set('r', '1');
      expect((await fetchFile(`${u.pathname}${u.search}`)).statusCode).toBe(404);
    } finally {
      t.clock.set('2026-11-21T10:00:00+05:30');
    }
  });

  it('[API-FEES-2] another student’s receipt, an unknown number, another year: the same 404', async () => {
    const other = await receiptOf(5004);
    const bodies = [
      await download(aarav, 5001, other.receipt_no, other.financial_year, other.academic_year_id),
      await download(aarav, 5004, other.receipt_no, other.financial_year, other.academic_year_id),
      await download(aarav, 5001, 'SPS/2026-27/999999'),
      await download(aarav, 5001, payment.f_rec_no, '2025-26'),
      await download(aarav, 5001, payment.f_rec_no, payment.financial_yr, 1),
    ];
    for (const res of bodies) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(bodies[0]!.json());
    }
  });

  it('[API-FEES-2] a parent downloads the chosen child’s receipt, not the other child’s', async () => {
    const { token } = await signIn(t.app, '9000000010', { student_id: 5001 });
    expect((await fetchFile(await link(token!))).statusCode).toBe(200);
    const ananya = await receiptOf(5011);
    expect((await download(token!, 5011, ananya.receipt_no, ananya.financial_year, ananya.academic_year_id)).statusCode).toBe(404);
  });

  it('[FEES-COL-4] receipts are off at the coaching institute: 404', async () => {
    const { token } = await signIn(t.app, '9000000002');
    const own = await receiptOf(5002);
    expect((await download(token!, 5002, own.receipt_no, own.financial_year, own.academic_year_id)).statusCode).toBe(404);
  });

  it('[API-FEES-2] a file address needs its three parts', async () => {
    expect((await fetchFile('/api/v1/fee-receipts/file')).statusCode).toBe(400);
    expect((await fetchFile('/api/v1/fee-receipts/file?r=1&exp=abc&sig=x')).statusCode).toBe(400);
  });
});
