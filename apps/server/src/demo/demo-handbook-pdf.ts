/**
 * The science project's guidelines as a real multi-page PDF (issue 16): eight A4 pages, each a
 * planet with its text and a photo-like picture (JPEG of seeded noise over the planet's colour,
 * so the pictures do not compress away and the file is near a megabyte). It is what the media
 * viewer's page-by-page reading is tested on: the first page shows after a fraction of the
 * bytes. Seeded, with a fixed creation date: the same bytes, and so the same key, at every seed.
 *
 * pdfkit writes each page's dictionary after its picture, so the page dictionaries lie one per
 * 64 KB across the file, and pdf.js, which reads the whole page list before the first page (it
 * checks the last one), would fetch all of it. Saved again by pdf-lib with object streams (PDF
 * 1.5, what Word and LibreOffice write), the dictionaries sit together at the end: pdf.js then
 * needs the first and the last chunk for the first page (decision 063).
 */
const PAGES = [
  ['The Sun', '#ffcc33', 'A star of hot plasma; it holds 99.8 % of the mass of the solar system.'],
  ['Mercury', '#9e9e9e', 'The smallest planet and the closest to the Sun; a year lasts 88 days.'],
  ['Venus', '#e0b25a', 'The hottest planet: its thick clouds trap the heat (about 465 degrees Celsius).'],
  ['Earth', '#3d7bd9', 'The only planet known to carry life; 71 % of its surface is water.'],
  ['Mars', '#c1440e', 'The red planet: iron oxide dust; it has the tallest volcano, Olympus Mons.'],
  ['Jupiter', '#d2a36c', 'The largest planet; its Great Red Spot is a storm bigger than Earth.'],
  ['Saturn', '#e3c88f', 'Its rings are ice and rock; it would float in a big enough bathtub.'],
  ['Uranus and Neptune', '#3f54ba', 'The ice giants: Uranus rolls on its side, Neptune has the fastest winds.'],
] as const;

function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function picture(colour: string, seed: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const [width, height] = [480, 320];
  const random = seeded(seed);
  const base = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = Math.max(0, Math.min(255, base[i % 3]! + Math.round((random() - 0.5) * 120)));
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

export async function handbookPdf(): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, autoFirstPage: false, info: { Title: 'Science project: Model of the solar system', CreationDate: new Date('2026-04-01T00:00:00Z') } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));
  const pictures = await Promise.all(PAGES.map(([, colour], i) => picture(colour, i + 1)));
  PAGES.forEach(([name, , fact], i) => {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(i === 0 ? 'Science project: Model of the solar system' : name);
    doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#555555').text(`Guidelines, page ${i + 1} of ${PAGES.length}`);
    if (i === 0) {
      doc.moveDown(1).fillColor('#000000').fontSize(12);
      for (const line of ['Make a model with the Sun and the eight planets in order, using waste material.', 'Label each planet and write one fact about it on a card.', 'Upload two photos of your model and a short note (half a page).', 'Marks: accuracy 10, creativity 5, presentation 5.']) doc.text(line).moveDown(0.6);
    }
    doc.moveDown(1).fillColor('#000000').fontSize(13).text(`${name}: ${fact}`);
    doc.image(pictures[i]!, { fit: [480, 320] });
  });
  doc.end();
  await ended;
  // pdf-lib is CommonJS: bundled, its exports arrive as the default export.
  const lib = await import('pdf-lib');
  const Compact = lib.PDFDocument ?? (lib as unknown as { default: typeof lib }).default.PDFDocument;
  const compact = await Compact.load(Buffer.concat(chunks), { updateMetadata: false });
  return Buffer.from(await compact.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false }));
}
