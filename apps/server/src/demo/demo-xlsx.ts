import { escape, zip } from './demo-docx.ts';
import { officeParts } from './demo-ooxml.ts';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A column's letter (A..Z, then AA..): a sheet of a few columns needs no more. */
const column = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : column(Math.floor(i / 26) - 1) + column(i % 26));

/** A cell: numbers as numbers (Excel sums them), text inline (no shared-strings part to keep in step); style 1 is bold. */
function cell(ref: string, value: string | number, bold: boolean): string {
  const style = bold ? ' s="1"' : '';
  if (typeof value === 'number') return `<c r="${ref}"${style}><v>${value}</v></c>`;
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${escape(value)}</t></is></c>`;
}

/**
 * A real, small Excel workbook (xlsx) for the demo: one sheet, its first row bold (the table's
 * head), made at seed time as the Word files are (demo-docx.ts). The smallest package Excel and
 * LibreOffice open without a repair: workbook, one worksheet and the styles its bold needs.
 */
export function xlsx(sheetName: string, rows: readonly (readonly (string | number)[])[]): Buffer {
  const sheetRows = rows.map((row, r) => `<row r="${r + 1}">${row.map((value, c) => cell(`${column(c)}${r + 1}`, value, r === 0)).join('')}</row>`).join('');
  // The first column holds names, the others marks: wide enough to read without resizing.
  const widths = (rows[0] ?? []).map((_, c) => `<col min="${c + 1}" max="${c + 1}" width="${c === 0 ? 24 : 14}" customWidth="1"/>`).join('');
  // Fonts: normal and bold; the two fills every workbook must have (none, gray125); one border.
  const styles = `<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
  return zip(
    officeParts('xl/workbook.xml', [
      {
        name: 'xl/workbook.xml',
        type: 'spreadsheetml.sheet.main+xml',
        xml: `<workbook xmlns="${MAIN}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escape(sheetName).replace(/"/g, '&quot;')}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        rels: [
          { type: 'worksheet', target: 'worksheets/sheet1.xml' },
          { type: 'styles', target: 'styles.xml' },
        ],
      },
      { name: 'xl/worksheets/sheet1.xml', type: 'spreadsheetml.worksheet+xml', xml: `<worksheet xmlns="${MAIN}">${widths && `<cols>${widths}</cols>`}<sheetData>${sheetRows}</sheetData></worksheet>` },
      { name: 'xl/styles.xml', type: 'spreadsheetml.styles+xml', xml: styles },
    ]),
  );
}
