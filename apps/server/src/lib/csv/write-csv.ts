/**
 * CSV text of rows, RFC 4180 as parse-csv.ts reads it: CRLF lines, cells quoted when they hold
 * commas, quotes or line breaks. A cell starting = + - @ (or a tab or carriage return) is
 * prefixed with ' so a spreadsheet shows it rather than running it as a formula (CSV injection).
 */
export function writeCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
