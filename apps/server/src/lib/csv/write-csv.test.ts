import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv.ts';
import { writeCsv } from './write-csv.ts';

describe('[issue 34] CSV written for spreadsheets', () => {
  it('quotes what needs it, reads back as written, and defuses formulas', () => {
    const text = writeCsv([
      ['file', 'line', 'message'],
      ['users.csv', 3, 'name: "required", see line 2\nthen 4'],
      ['x', null, '=HYPERLINK("http://evil")'],
    ]);
    expect(parseCsv(text).map((r) => r.cells)).toEqual([
      ['file', 'line', 'message'],
      ['users.csv', '3', 'name: "required", see line 2\nthen 4'],
      ['x', '', `'=HYPERLINK("http://evil")`],
    ]);
  });
});
