import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from './parse-csv.ts';

describe('[issue 34] CSV as school systems export it', () => {
  it('reads quoted cells with commas, quotes and line breaks, CRLF or LF, and drops the BOM', () => {
    const text = '\uFEFFsourcedId,name,note\r\n1,"Sharma, Aarav","said ""hi""\nthen left"\r\n2,Diya,\n\n3,"",x';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['sourcedId', 'name', 'note'] },
      { line: 2, cells: ['1', 'Sharma, Aarav', 'said "hi"\nthen left'] },
      { line: 4, cells: ['2', 'Diya', ''] },
      { line: 6, cells: ['3', '', 'x'] },
    ]);
  });

  it('names the line of a quote never closed', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow('line 2: a quoted cell is never closed');
  });

  it('gives records under the header, missing cells empty', () => {
    expect(csvRecords(parseCsv(' id ,name\n7\n8,Ben,extra'))).toEqual({
      header: ['id', 'name'],
      records: [
        { line: 2, value: { id: '7', name: '' } },
        { line: 3, value: { id: '8', name: 'Ben' } },
      ],
    });
  });
});
