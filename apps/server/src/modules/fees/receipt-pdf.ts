import { amountInWords, formatIsoDate, formatRupees } from '@portal/domain';
import type { ReceiptLogo } from './receipt-logo.ts';

/** Everything a fee receipt prints; amounts in rupees. */
export type ReceiptData = {
  institute: { name: string; address: string | null; logo: ReceiptLogo };
  receiptNo: string;
  /** 'YYYY-MM-DD'. */
  paidOn: string;
  method: string | null;
  financialYear: string;
  academicYear: string;
  student: { name: string; displayId: string };
  /** 'Standard' at a school, 'Batch' elsewhere. */
  structureLabel: string;
  structureName: string | null;
  items: { installNo: number; feeName: string; fee: number; fine: number }[];
  /** Whether the fine column prints (the institute has fines configured). */
  fines: boolean;
  amount: number;
  /** What the year still owes after this payment. */
  balance: number;
};

const PAGE = { width: 595.28, margin: 50 };
const RIGHT = PAGE.width - PAGE.margin;
const WIDTH = RIGHT - PAGE.margin;
const INK = '#1a1f36';
const MUTED = '#5b6275';
const RULE = '#c9cfdc';
const BAND = '#eef1f7';

type Doc = PDFKit.PDFDocument;
type Column = { title: string; width: number; align: 'left' | 'right'; cell: (item: ReceiptData['items'][number]) => string };

/** Loaded on the first receipt only: pdfkit and its fonts are not needed to start the server. */
async function loadPdfKit() {
  const [{ default: PDFDocument }, { default: SVGtoPDF }] = await Promise.all([import('pdfkit'), import('svg-to-pdfkit')]);
  return { PDFDocument, SVGtoPDF };
}

function header(doc: Doc, data: ReceiptData, drawSvg: (svg: string, x: number, y: number, size: number) => void): number {
  const logo = data.institute.logo;
  const size = 60;
  if (logo?.kind === 'svg') drawSvg(logo.svg, PAGE.margin, 40, size);
  if (logo?.kind === 'image') doc.image(logo.data, PAGE.margin, 40, { fit: [size, size] });
  const x = logo ? PAGE.margin + size + 14 : PAGE.margin;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(data.institute.name, x, 48, { width: RIGHT - x });
  if (data.institute.address) doc.fillColor(MUTED).font('Helvetica').fontSize(9.5).text(data.institute.address, x, doc.y + 3, { width: RIGHT - x });
  const bottom = Math.max(doc.y, 40 + size) + 14;
  doc.moveTo(PAGE.margin, bottom).lineTo(RIGHT, bottom).lineWidth(1).strokeColor(RULE).stroke();
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text('Fee Receipt', PAGE.margin, bottom + 14, { width: WIDTH, align: 'center' });
  return doc.y + 16;
}

/** Two columns of label / value pairs; each value is one text run, so PDF readers extract it whole. */
function details(doc: Doc, data: ReceiptData, top: number): number {
  const left: [string, string][] = [
    ['Receipt No.', data.receiptNo],
    ['Receipt date', formatIsoDate(data.paidOn)],
    ['Payment method', data.method ?? 'N/A'],
    ['Financial year', data.financialYear],
  ];
  const right: [string, string][] = [
    ['Student name', data.student.name],
    ['Student ID', data.student.displayId],
    [data.structureLabel, data.structureName ?? 'N/A'],
    ['Academic year', data.academicYear],
  ];
  const half = WIDTH / 2;
  const rows = (pairs: [string, string][], x: number) =>
    pairs.forEach(([label, value], i) => {
      const y = top + i * 20;
      doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(label, x, y + 1, { width: 95, lineBreak: false });
      doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(value, x + 98, y, { width: half - 108, lineBreak: false });
    });
  rows(left, PAGE.margin);
  rows(right, PAGE.margin + half);
  return top + left.length * 20 + 14;
}

function table(doc: Doc, data: ReceiptData, top: number): number {
  const money = 90;
  const columns: Column[] = [
    { title: 'Inst. No.', width: 55, align: 'left', cell: (it) => String(it.installNo) },
    { title: 'Fee', width: 0, align: 'left', cell: (it) => it.feeName },
    { title: 'Fee paid', width: money, align: 'right', cell: (it) => formatRupees(it.fee) },
    ...(data.fines ? [{ title: 'Fine paid', width: money, align: 'right' as const, cell: (it: ReceiptData['items'][number]) => formatRupees(it.fine) }] : []),
    { title: 'Amount', width: money, align: 'right', cell: (it) => formatRupees(it.fee + it.fine) },
  ];
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  for (const c of columns) if (c.width === 0) c.width = WIDTH - fixed;

  // A row is as tall as its longest cell (a long fee name wraps inside its column).
  const row = (cells: string[], y: number, font: string): number => {
    doc.font(font).fontSize(9.5).fillColor(INK);
    const height = Math.max(22, ...columns.map((c, i) => doc.heightOfString(cells[i] ?? '', { width: c.width - 12 }) + 12));
    let x = PAGE.margin;
    columns.forEach((c, i) => {
      doc.text(cells[i] ?? '', x + 6, y + 6, { width: c.width - 12, align: c.align });
      x += c.width;
    });
    return height;
  };
  doc.rect(PAGE.margin, top, WIDTH, 22).fill(BAND);
  row(columns.map((c) => c.title), top, 'Helvetica-Bold');
  let y = top + 22;
  for (const item of data.items) {
    y += row(columns.map((c) => c.cell(item)), y, 'Helvetica');
    doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  }
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK);
  doc.text('Total paid', PAGE.margin + 6, y + 8, { width: WIDTH / 2, lineBreak: false });
  doc.text(formatRupees(data.amount), PAGE.margin, y + 8, { width: WIDTH - 6, align: 'right', lineBreak: false });
  return y + 34;
}

function totals(doc: Doc, data: ReceiptData, top: number): void {
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text('Amount received (in words)', PAGE.margin, top);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10.5).text(amountInWords(data.amount), PAGE.margin, doc.y + 3, { width: WIDTH });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text('Balance due for the academic year after this payment', PAGE.margin, doc.y + 12);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10.5).text(formatRupees(data.balance), PAGE.margin, doc.y + 3);
  const y = doc.y + 36;
  doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.fillColor(MUTED).font('Helvetica-Oblique').fontSize(8.5)
    .text('This is a computer-generated receipt and does not need a signature.', PAGE.margin, y + 8, { width: WIDTH, align: 'center' });
}

/**
 * A fee receipt as PDF bytes (A4, the standard Helvetica fonts so its text can be extracted
 * and searched): the institute's logo, name and address, 'Fee Receipt', receipt number, date,
 * method, financial and academic year, the student, the instalments paid, the amount in
 * figures [FEES-MONEY-1..3] and in words, and the balance left (decision 017). Built in memory
 * (a few kilobytes) so a failure is an error answer rather than a truncated download.
 */
export async function renderReceiptPdf(data: ReceiptData, createdAt: Date): Promise<Buffer> {
  const { PDFDocument, SVGtoPDF } = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `Fee Receipt ${data.receiptNo}`, Author: data.institute.name, Subject: `Fee receipt of ${data.student.name}`, CreationDate: createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  // A logo feature the SVG renderer cannot draw is left out silently; the rest still prints.
  const drawSvg = (svg: string, x: number, y: number, size: number) =>
    SVGtoPDF(doc, svg, x, y, { width: size, height: size, warningCallback: () => undefined });
  let y = header(doc, data, drawSvg);
  y = details(doc, data, y);
  y = table(doc, data, y);
  totals(doc, data, y);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
