import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { FileStore } from '../lib/file-store/file-store.ts';
import type { DB } from '../db/types.ts';
import { docx } from './demo-docx.ts';
import { handbookPdf } from './demo-handbook-pdf.ts';

/** A demo file as the seed stores it: content-addressed key, bytes, and what an attachment row needs. */
export type DemoFile = { key: string; name: string; contentType: string; bytes: Buffer };

/** The store key of some bytes: the first 128 bits of their SHA-256, so equal bytes share one file. */
export const contentKey = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

export type PdfSpec = { title: string; subtitle: string; lines: string[] };

/**
 * A small real PDF (pdfkit, A4, the standard Helvetica, a fixed creation date so the bytes and
 * the key are the same at every seed). Imported only by the seed: the start never loads pdfkit.
 */
export async function pdf(spec: PdfSpec): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: spec.title, CreationDate: new Date('2026-04-01T00:00:00Z') } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));
  doc.font('Helvetica-Bold').fontSize(18).text(spec.title);
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#555555').text(spec.subtitle);
  doc.moveDown(1).fillColor('#000000').fontSize(12);
  for (const line of spec.lines) doc.text(line).moveDown(0.6);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

const PLANETS = [
  ['Mercury', 4, '#9e9e9e'],
  ['Venus', 7, '#e0b25a'],
  ['Earth', 7, '#3d7bd9'],
  ['Mars', 5, '#c1440e'],
  ['Jupiter', 16, '#d2a36c'],
  ['Saturn', 13, '#e3c88f'],
  ['Uranus', 10, '#7fd1d9'],
  ['Neptune', 10, '#3f54ba'],
] as const;

/** A labelled diagram of the solar system as a PNG (sharp renders the SVG). */
export async function solarSystemPng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const planets = PLANETS.map(([name, r, colour], i) => {
    const x = 150 + i * 78;
    return `<circle cx="${x}" cy="200" r="${r}" fill="${colour}"/><text x="${x}" y="${240 + (i % 2) * 18}" font-size="13" text-anchor="middle" fill="#ffffff" font-family="sans-serif">${name}</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="320">
<rect width="800" height="320" fill="#0b1d3a"/>
<circle cx="40" cy="200" r="70" fill="#ffcc33"/>
<text x="24" y="40" font-size="22" fill="#ffffff" font-family="sans-serif">The Solar System (not to scale)</text>
${planets}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** 12 s of a recitation beat (a tone every 0.75 s), made once with ffmpeg and shipped (48 KB). */
const RECITATION = new URL('./media/recitation-rhythm.mp3', import.meta.url);

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  txt: 'text/plain',
  mp3: 'audio/mpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const SPECS = {
  fractionsWorksheet: {
    name: 'Fractions-worksheet-Class-8.pdf',
    build: () =>
      pdf({
        title: 'Maths worksheet: Fractions',
        subtitle: 'Class 8 - Addition, subtraction and word problems',
        lines: [
          '1. Add: 3/4 + 5/8',
          '2. Subtract: 7/9 - 2/3',
          '3. Simplify: 2 1/2 + 3 3/4 - 1 5/6',
          '4. Riya ate 2/5 of a pizza and Aman ate 1/3. How much is left?',
          '5. A ribbon 7 1/2 m long is cut into pieces of 3/4 m. How many pieces?',
          'Show every step. Write your name and roll number on the sheet.',
        ],
      }),
  },
  // Eight pages near a megabyte: the viewer's page-by-page reading is shown on it (issue 16).
  solarGuidelines: { name: 'Solar-system-model-guidelines.pdf', build: handbookPdf },
  solarDiagram: { name: 'Solar-system-diagram.png', build: solarSystemPng },
  integersSolutions: {
    name: 'Integers-practice-set-3-solutions.pdf',
    build: () =>
      pdf({
        title: 'Solutions: Integers practice set 3',
        subtitle: 'Class 8 Maths',
        lines: ['1. (-12) + 7 = -5', '2. (-8) x (-6) = 48', '3. 45 / (-9) = -5', '4. Temperature fall: 18 - (-4) = 22 degrees'],
      }),
  },
  grammarSolutions: {
    name: 'Active-and-passive-voice-answers.pdf',
    build: () =>
      pdf({
        title: 'Answers: Active and passive voice, exercise B',
        subtitle: 'Class 8 English',
        lines: ['1. The letter was written by Meena.', '2. The match is being played by the boys.', '3. A new bridge will be built by the workers.', '4. The thief was caught by the police.'],
      }),
  },
  integersAnswer: {
    name: 'Integers-practice-set-3-Aarav.pdf',
    build: () =>
      pdf({ title: 'Integers practice set 3', subtitle: 'Aarav Sharma, Class 8 - A', lines: ['1. -5', '2. 48', '3. -5', '4. 22 degrees'] }),
  },
  // Issue 16's media: an office file (the viewer offers its download) and an audio note.
  letterFormat: {
    name: 'Formal-letter-format.docx',
    build: async () =>
      docx('Formal letter format', [
        "Sender's address (top left), then the date.",
        "Receiver's address.",
        'Subject: one line saying what the letter is about.',
        'Salutation: Dear Sir/Madam, or Dear Parents,',
        'Body: three short paragraphs - the invitation, the details (day, time, place), a closing line.',
        'Complimentary close: Yours sincerely, your name and class.',
      ]),
  },
  recitationRhythm: { name: 'Recitation-rhythm.mp3', build: () => readFile(RECITATION) },
  invitationLetter: {
    name: 'Invitation-letter.txt',
    build: async () =>
      Buffer.from(
        'Sunrise Public School\n\nDear Parents,\n\nWe are delighted to invite you to our Annual Day on Saturday at 5 pm ' +
          'in the school auditorium. Students of all classes will perform.\n\nYours sincerely,\nAarav Sharma\nClass 8 - A\n',
      ),
  },
  jeeProblemSet: {
    name: 'JEE-Physics-Problem-Set-7-Rotational-Motion.pdf',
    build: () =>
      pdf({
        title: 'JEE Physics - Problem set 7: Rotational motion',
        subtitle: 'JEE Main + Advanced, Batch A',
        lines: [
          '1. A disc of mass 2 kg and radius 0.5 m rotates at 10 rad/s. Find its angular momentum.',
          '2. A rod of length L is pivoted at one end and released from horizontal. Find its angular speed when vertical.',
          '3. A solid sphere rolls without slipping down an incline of 30 degrees. Find its acceleration.',
          '4. Two discs on a common axis are pressed together. Find the loss of kinetic energy.',
          'Attempt all questions in 90 minutes; write the units.',
        ],
      }),
  },
  sequencesSolutions: {
    name: 'Sequences-and-series-DPP-9-solutions.pdf',
    build: () =>
      pdf({
        title: 'Solutions: Sequences and series, DPP 9',
        subtitle: 'JEE Maths',
        lines: ['1. S = n/2 (2a + (n-1)d) = 820', '2. r = 3, a = 2', '3. Sum to infinity = 4', '4. The AM-GM inequality gives a minimum of 6'],
      }),
  },
} as const;

export type DemoFileId = keyof typeof SPECS;

/** Every demo file built (the seed's part 'assignments' stores them and their keys). */
export async function buildDemoFiles(): Promise<Record<DemoFileId, DemoFile>> {
  const entries = await Promise.all(
    (Object.keys(SPECS) as DemoFileId[]).map(async (id) => {
      const spec = SPECS[id];
      const bytes = await spec.build();
      const contentType = CONTENT_TYPES[spec.name.slice(spec.name.lastIndexOf('.') + 1)] ?? 'application/pdf';
      return [id, { key: contentKey(bytes), name: spec.name, contentType, bytes }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DemoFileId, DemoFile>;
}

/**
 * Writes back every demo file the store lacks (decision 026), from the bytes the seed kept in
 * demo_file: a database can hold the demo rows while its store is empty (a test snapshot, a
 * copied database). On a normal start it is one query and one stat per demo file; on a
 * database without demo data, one query.
 */
export async function ensureDemoFiles(store: FileStore, db: Kysely<DB>): Promise<number> {
  const keys = await db.selectFrom('demo_file').select('file_key').execute();
  let written = 0;
  for (const { file_key } of keys) {
    if (await store.stat(file_key)) continue;
    const row = await db.selectFrom('demo_file').select('bytes').where('file_key', '=', file_key).executeTakeFirstOrThrow();
    await store.remove(file_key); // a temporary file a crash left would block the write
    await store.put(Buffer.from(row.bytes), { key: file_key });
    written += 1;
  }
  return written;
}
