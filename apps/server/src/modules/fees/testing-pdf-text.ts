import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The text of every page of a PDF, read with Mozilla's PDF.js (tests only): what a person's PDF
 * reader would find when searching the file. Text runs are joined with spaces.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // The metrics of the 14 standard fonts, from the package itself (no network).
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${join(root, 'standard_fonts')}/`,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}
