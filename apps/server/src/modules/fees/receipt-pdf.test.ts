import { describe, expect, it } from 'vitest';
import { renderReceiptPdf, type ReceiptData } from './receipt-pdf.ts';
import { pdfText } from './testing-pdf-text.ts';

const COACHING: ReceiptData = {
  institute: { name: 'Apex Coaching Institute', address: null, logo: null },
  receiptNo: 'APX/2026-27/000107',
  paidOn: '2026-06-24',
  method: 'Card',
  financialYear: '2026-27',
  academicYear: '2026-27',
  student: { name: 'Diya Patel', displayId: 'APX-JEE-0231' },
  structureLabel: 'Batch',
  structureName: 'JEE 2027 - Batch A',
  items: [{ installNo: 2, feeName: 'Course fee - Instalment 1', fee: 43_200, fine: 0 }],
  fines: false,
  amount: 43_200,
  balance: 125_140.5,
};

describe('receipt PDF (decision 017)', () => {
  it('[FEES-MONEY-1] [FEES-MONEY-2] prints a coaching receipt: batch, figures in Rs with Indian grouping, words, balance; no fine column without fines', async () => {
    const text = await pdfText(await renderReceiptPdf(COACHING, new Date('2026-11-21T04:30:00Z')));
    for (const expected of [
      'Apex Coaching Institute',
      'APX/2026-27/000107',
      '24-06-2026',
      'Batch',
      'JEE 2027 - Batch A',
      'Rs 43,200',
      'Rupees Forty-Three Thousand Two Hundred Only',
      'Rs 1,25,141',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Fine paid');
    expect(text).not.toContain('Standard');
  });

  it('[FEES-EMPTY-2] a payment without a method or structure prints N/A', async () => {
    const text = await pdfText(await renderReceiptPdf({ ...COACHING, method: null, structureName: null }, new Date('2026-11-21T04:30:00Z')));
    expect(text.match(/N\/A/g)).toHaveLength(2);
  });
});
