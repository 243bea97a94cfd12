import { readFile } from 'node:fs/promises';
import { pdf, solarSystemPng } from './assignments-files.ts';
import { docx, zip } from './demo-docx.ts';
import { pptx, type Slide } from './demo-pptx.ts';
import { xlsx } from './demo-xlsx.ts';

const MEDIA = (name: string) => new URL(`./media/${name}`, import.meta.url);

/** A stored file of a demo material: the name it is saved as, its type, its bytes (made once per seed). */
export type StudyFile = { name: string; contentType: string; bytes: () => Promise<Buffer> };

const slug = (title: string) => title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A small real PDF of notes, named after its title. */
export const studyPdf = (title: string, subtitle: string, lines: string[]): StudyFile => ({
  name: `${slug(title)}.pdf`,
  contentType: 'application/pdf',
  bytes: () => pdf({ title, subtitle, lines }),
});

/** A Word worksheet, made at seed time (demo-docx.ts). */
export const studyDocx = (title: string, lines: string[]): StudyFile => ({
  name: `${slug(title)}.docx`,
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  bytes: async () => docx(title, lines),
});

/** A PowerPoint deck, a slide a title and its bullets, made at seed time (demo-pptx.ts). */
export const studyPptx = (title: string, slides: readonly Slide[]): StudyFile => ({
  name: `${slug(title)}.pptx`,
  contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  bytes: async () => pptx(slides),
});

/** An Excel workbook of one sheet, its first row the head (demo-xlsx.ts). */
export const studyXlsx = (title: string, sheet: string, rows: readonly (readonly (string | number)[])[]): StudyFile => ({
  name: `${slug(title)}.xlsx`,
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  bytes: async () => xlsx(sheet, rows),
});

/** The labelled solar-system diagram as a PNG, under another name. */
export const studyPng = (name: string): StudyFile => ({ name, contentType: 'image/png', bytes: solarSystemPng });

/** The shipped 12 s recitation beat (mp3). */
export const studyMp3 = (name: string): StudyFile => ({ name, contentType: 'audio/mpeg', bytes: () => readFile(MEDIA('recitation-rhythm.mp3')) });

/** The shipped 30 s demo lecture (mp4, moov first so it streams). */
export const studyMp4 = (name: string): StudyFile => ({ name, contentType: 'video/mp4', bytes: () => readFile(MEDIA('lecture.mp4')) });

/** A zip of short text files (no preview: downloaded [VIEWER-UNSUP-2]). */
export const studyZip = (name: string, parts: { name: string; text: string }[]): StudyFile => ({ name, contentType: 'application/zip', bytes: async () => zip(parts) });

/** Posters the web app serves (apps/web/public/demo/study): same origin, as the CSP wants. */
export const POSTER = {
  lecture: '/my-account/demo/study/lecture-poster.svg',
  maths: '/my-account/demo/study/maths-poster.svg',
  science: '/my-account/demo/study/science-poster.svg',
} as const;
