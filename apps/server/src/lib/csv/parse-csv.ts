/** A CSV row with the 1-based line it starts on (a quoted cell may span lines). */
export type CsvRow = { line: number; cells: string[] };

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * RFC 4180 CSV as school systems export it (OneRoster's files, spreadsheets saved as CSV): comma
 * separated, cells in double quotes when they hold commas, quotes ("" inside) or line breaks;
 * CRLF or LF; a UTF-8 byte order mark at the start is dropped. Blank lines are skipped. An
 * unterminated quote is an error naming the line it opened on.
 */
export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  // Cells are cut out by search and slice, not built a character at a time: a roster of 50,000
  // pupils is tens of megabytes of CSV.
  const cellEnd = /[,\r\n]/g;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < text.length) {
    const startLine = line;
    const cells: string[] = [];
    let rowDone = false;
    while (!rowDone) {
      let cell = '';
      if (text[i] === '"') {
        const openedOn = line;
        i++;
        for (;;) {
          const quote = text.indexOf('"', i);
          if (quote < 0) throw new CsvError(openedOn, `line ${openedOn}: a quoted cell is never closed`);
          const piece = text.slice(i, quote);
          line += newlines(piece);
          cell += piece;
          i = quote + 1;
          if (text[i] !== '"') break;
          cell += '"';
          i++;
        }
      }
      cellEnd.lastIndex = i;
      const end = cellEnd.exec(text)?.index ?? text.length;
      cells.push(end > i ? cell + text.slice(i, end) : cell);
      i = end;
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '\r') i++;
      if (text[i] === '\n') i++;
      line++;
      rowDone = true;
    }
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ line: startLine, cells });
  }
  return rows;
}

function newlines(piece: string): number {
  let n = 0;
  for (let at = piece.indexOf('\n'); at >= 0; at = piece.indexOf('\n', at + 1)) n++;
  return n;
}

/** Rows as records under the header row's (trimmed) names; a row's extra cells are ignored, missing ones ''. */
export function csvRecords(rows: CsvRow[]): { header: string[]; records: { line: number; value: Record<string, string> }[] } {
  const [head, ...body] = rows;
  const header = (head?.cells ?? []).map((h) => h.trim());
  return {
    header,
    records: body.map(({ line, cells }) => ({ line, value: Object.fromEntries(header.map((h, k) => [h, cells[k] ?? ''])) })),
  };
}
