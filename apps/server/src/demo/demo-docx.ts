import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A real, small Word file (docx) for the demo, made at seed time: an office file is a zip of XML
 * parts, and a zip is a few headers around deflated bytes, so no office suite or zip package is
 * needed. Fixed file times: the same bytes, and so the same key, at every seed. What the media
 * viewer offers for download (decision 063) and Word, LibreOffice and Google Docs open.
 */
export type Part = { name: string; text: string | Buffer };

const DOS_TIME = 0; // 00:00:00
const DOS_DATE = (2026 - 1980) << 9 | 4 << 5 | 1; // 2026-04-01

/** Little-endian fields of 2 or 4 bytes, in order. */
function fields(values: readonly [bytes: 2 | 4, value: number][]): Buffer {
  const out = Buffer.alloc(values.reduce((n, [bytes]) => n + bytes, 0));
  let at = 0;
  for (const [bytes, value] of values) at = bytes === 2 ? out.writeUInt16LE(value, at) : out.writeUInt32LE(value, at);
  return out;
}

export function zip(parts: readonly Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const raw = typeof part.text === 'string' ? Buffer.from(part.text, 'utf8') : part.text;
    const data = deflateRawSync(raw, { level: 9 });
    // version needed 2.0, UTF-8 names, deflate, time, date, crc, sizes, name length: both headers share them.
    const common = fields([[2, 20], [2, 0x0800], [2, 8], [2, DOS_TIME], [2, DOS_DATE], [4, crc32(raw)], [4, data.length], [4, raw.length], [2, name.length]]);
    const local = Buffer.concat([fields([[4, 0x04034b50]]), common, fields([[2, 0]])]);
    // made by 2.0; then extra, comment, disk, attributes (none) and where the local header is.
    const central = Buffer.concat([fields([[4, 0x02014b50], [2, 20]]), common, fields([[2, 0], [2, 0], [2, 0], [2, 0], [4, 0], [4, offset]])]);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = fields([[4, 0x06054b50], [2, 0], [2, 0], [2, parts.length], [2, parts.length], [4, directory.length], [4, offset], [2, 0]]);
  return Buffer.concat([...locals, directory, end]);
}

/** Text as XML character data. */
export const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A one-section Word document: a bold title, then one paragraph per line. */
export function docx(title: string, lines: readonly string[]): Buffer {
  const paragraph = (text: string, bold = false) => `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`;
  const body = [paragraph(title, true), ...lines.map((line) => paragraph(line))].join('');
  return zip([
    {
      name: '[Content_Types].xml',
      text: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      text: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      text: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`,
    },
  ]);
}
