import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Who and what a report PDF is of. */
export type ReportPdfHeading = { institute: string; learner: string; learnerId: string | null; testName: string };
export type ScoreCardPdf = ReportPdfHeading & { figures: [string, string][]; subjects: { name: string; score: string; right: number; wrong: number; left: number; minutes: number }[] };
export type SolutionsPdf = ReportPdfHeading & {
  questions: { n: number; stem: string; options: [string, string][]; yours: string; correct: string; score: string; solution: string | null }[];
};

const PAGE = { margin: 50, width: 595.28 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = '#1a1f36';
const MUTED = '#5b6275';
const RULE = '#c9cfdc';
type Doc = PDFKit.PDFDocument;

/**
 * DejaVu Sans, embedded: the standard PDF fonts have no Greek, no maths symbols, no super- or
 * subscript digits, which formulas as text need (decision 047).
 */
function fontFiles() {
  const root = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  return { body: join(root, 'DejaVuSans.ttf'), bold: join(root, 'DejaVuSans-Bold.ttf') };
}

async function open(title: string, author: string, createdAt: Date): Promise<{ doc: Doc; done: () => Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: title, Author: author, CreationDate: createdAt } });
  const fonts = fontFiles();
  doc.registerFont('Body', fonts.body);
  doc.registerFont('Bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  return {
    doc,
    done: async () => {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

function heading(doc: Doc, h: ReportPdfHeading, title: string) {
  doc.fillColor(MUTED).font('Body').fontSize(10).text(h.institute, PAGE.margin, PAGE.margin, { width: WIDTH });
  doc.fillColor(INK).font('Bold').fontSize(18).text(title, { width: WIDTH });
  doc.font('Bold').fontSize(12).text(h.testName, { width: WIDTH });
  doc.fillColor(MUTED).font('Body').fontSize(10).text(h.learnerId ? `${h.learner} (${h.learnerId})` : h.learner, { width: WIDTH });
  const y = doc.y + 8;
  doc.moveTo(PAGE.margin, y).lineTo(PAGE.margin + WIDTH, y).lineWidth(1).strokeColor(RULE).stroke();
  doc.y = y + 12;
}

/** Label and value on one line; each value is one text run, so a PDF reader finds it whole. */
function pair(doc: Doc, label: string, value: string) {
  doc.fillColor(MUTED).font('Body').fontSize(10).text(`${label}: `, PAGE.margin, doc.y, { continued: true });
  doc.fillColor(INK).font('Bold').text(value);
}

/** The score card as a PDF (REPORT-DETAIL-4, decision 045): the figures, then the subjects. */
export async function renderScoreCardPdf(data: ScoreCardPdf, labels: { title: string; subjects: string }, createdAt: Date): Promise<Buffer> {
  const { doc, done } = await open(`${labels.title}: ${data.testName}`, data.institute, createdAt);
  heading(doc, data, labels.title);
  for (const [label, value] of data.figures) pair(doc, label, value);
  if (data.subjects.length > 0) {
    doc.moveDown(0.8).fillColor(INK).font('Bold').fontSize(12).text(labels.subjects, PAGE.margin);
    for (const s of data.subjects) {
      doc.moveDown(0.3).fillColor(INK).font('Bold').fontSize(10).text(s.name, PAGE.margin);
      doc.fillColor(MUTED).font('Body').text(`Score ${s.score} · Right ${s.right} · Wrong ${s.wrong} · Left ${s.left} · ${s.minutes} min`);
    }
  }
  return done();
}

/** The solutions as a PDF [REPORT-SUM-10/11]: each question, its options, both answers, the score and the solution. */
export async function renderSolutionsPdf(data: SolutionsPdf, createdAt: Date): Promise<Buffer> {
  const { doc, done } = await open(`Solutions: ${data.testName}`, data.institute, createdAt);
  heading(doc, data, 'Solutions');
  for (const q of data.questions) {
    if (doc.y > 700) doc.addPage();
    doc.moveDown(0.6).fillColor(INK).font('Bold').fontSize(11).text(`Q${q.n}. `, PAGE.margin, doc.y, { continued: true });
    doc.font('Body').text(q.stem, { width: WIDTH });
    for (const [letter, text] of q.options) doc.fillColor(INK).font('Body').fontSize(10).text(`${letter}. ${text}`, PAGE.margin + 14, doc.y, { width: WIDTH - 14 });
    pair(doc, 'Your answer', q.yours || '–');
    pair(doc, 'Correct answer', q.correct || '–');
    pair(doc, 'Score', q.score);
    if (q.solution) {
      doc.fillColor(MUTED).font('Bold').fontSize(10).text('Solution', PAGE.margin);
      doc.fillColor(INK).font('Body').text(q.solution, { width: WIDTH });
    }
  }
  return done();
}
