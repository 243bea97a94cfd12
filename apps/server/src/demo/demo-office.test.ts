import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { docx } from './demo-docx.ts';
import { pptx } from './demo-pptx.ts';
import { xlsx } from './demo-xlsx.ts';

/** The files of a zip, from its central directory (the seed's writer: deflate, no zip64). */
function unzip(bytes: Buffer): Map<string, string> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    expect(bytes.readUInt32LE(at)).toBe(0x02014b50);
    const [size, nameLength, extra, comment, local] = [bytes.readUInt32LE(at + 20), bytes.readUInt16LE(at + 28), bytes.readUInt16LE(at + 30), bytes.readUInt16LE(at + 32), bytes.readUInt32LE(at + 42)];
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const data = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    files.set(name, inflateRawSync(bytes.subarray(data, data + size)).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

/** Well-formed enough for a reader: one XML declaration, every tag closed in order. */
function wellFormed(xml: string): boolean {
  if (!xml.startsWith('<?xml ')) return false;
  const open: string[] = [];
  for (const [, close, name, self] of xml.replace(/^<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([\w:]+)(?:\s+[\w:]+="[^"<]*")*\s*(\/?)>/g)) {
    if (self) continue;
    if (!close) open.push(name!);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0 && !/[<>]/.test(xml.replace(/<[^<>]*>/g, ''));
}

/** The parts an Office package lacks or leaves dangling: untyped parts, and relationships to no part. */
function packageFaults(files: Map<string, string>): string[] {
  const typed = new Set([...files.get('[Content_Types].xml')!.matchAll(/PartName="\/([^"]+)"/g)].map((m) => m[1]!));
  const faults = [...files.keys()].filter((n) => !n.endsWith('.rels') && n !== '[Content_Types].xml' && !typed.has(n)).map((n) => `untyped ${n}`);
  for (const [name, text] of files) {
    if (!name.endsWith('.rels')) continue;
    const folder = name.replace(/_rels\/[^/]+$/, '');
    for (const [, target] of text.matchAll(/Target="([^"]+)"/g)) {
      const path = new URL(target!, `file:///${folder}`).pathname.slice(1);
      if (!files.has(path)) faults.push(`${name} -> ${path}`);
    }
  }
  return faults;
}

describe('the demo office files (seed: documents and study)', () => {
  const packages = {
    docx: docx('Title & more', ['A <line>']),
    xlsx: xlsx('Marks', [['Unit test', 'Maximum'], ['Unit test 1 & 2', 25]]),
    pptx: pptx([{ title: 'Cubes & roots', bullets: ['2 x 2 x 2 = 8', 'a < b'] }, { title: 'Second', bullets: ['One'] }]),
  };

  it.each(Object.entries(packages))('[VIEWER-FILE-1] the %s is a complete package: every part typed, every relationship found, every part well-formed', (_kind, bytes) => {
    const files = unzip(bytes);
    expect(packageFaults(files)).toEqual([]);
    for (const [name, text] of files) expect(wellFormed(text), name).toBe(true);
  });

  it('[VIEWER-FILE-1] the workbook holds its sheet, numbers as numbers; the deck its slides in order, text escaped', () => {
    const book = unzip(packages.xlsx);
    expect(book.get('xl/workbook.xml')).toContain('<sheet name="Marks" sheetId="1" r:id="rId1"/>');
    expect(book.get('xl/worksheets/sheet1.xml')).toContain('<c r="B2"><v>25</v></c>');
    expect(book.get('xl/worksheets/sheet1.xml')).toContain('Unit test 1 &amp; 2');
    const deck = unzip(packages.pptx);
    expect(deck.get('ppt/presentation.xml')).toContain('<p:sldId id="256" r:id="rId2"/><p:sldId id="257" r:id="rId3"/>');
    expect(deck.get('ppt/_rels/presentation.xml.rels')).toMatch(/Id="rId2"[^>]*Target="slides\/slide1.xml".*Id="rId3"[^>]*Target="slides\/slide2.xml"/);
    expect(deck.get('ppt/slides/slide1.xml')).toContain('Cubes &amp; roots');
    expect(deck.get('ppt/slides/slide1.xml')).toContain('a &lt; b');
  });
});
