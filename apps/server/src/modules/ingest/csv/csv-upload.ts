import { invalidField } from '../../../http-error.ts';
import { CsvError, csvRecords, parseCsv } from '../../../lib/csv/parse-csv.ts';
import type { AreaHandler } from '../area-handler.ts';
import type { UploadRow } from '../import-engine.ts';
import { SESSION_COLUMNS, sessionRecord } from '../oneroster/sessions-csv.ts';
import { fieldKinds, type FieldKind, type ScalarKind } from './field-kinds.ts';

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

function scalarValue(kind: ScalarKind, text: string): unknown {
  if (kind === 'boolean') return TRUE.has(text.toLowerCase()) ? true : FALSE.has(text.toLowerCase()) ? false : text;
  if (kind === 'number') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  return text;
}

/** A cell as its field's value; what does not fit is passed on as text, for the record's check to name. */
function cellValue(kind: FieldKind, cell: string): unknown {
  const text = cell.trim();
  if (typeof kind === 'object') return text.split(';').map((s) => s.trim()).filter(Boolean).map((item) => scalarValue(kind.list, item));
  if (kind === 'json') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return kind === 'text' ? cell : scalarValue(kind, text);
}

export type CsvUpload = { rows: UploadRow[]; columns?: Record<string, string> };

/**
 * An area's records sent as CSV (decision 078): the header names the record's fields, an empty
 * cell leaves a field out, lists are separated by ';', yes/no or true/false for flags. Timetable
 * sessions take sessions.csv's columns (sourcedId, classSourcedId, startTime...), as in a
 * OneRoster package. A column the area does not have is refused before anything is written.
 */
export function csvUpload(handler: AreaHandler, text: string): CsvUpload {
  let parsed;
  try {
    parsed = csvRecords(parseCsv(text));
  } catch (err) {
    if (err instanceof CsvError) throw invalidField('body', `line ${err.line}: ${err.message}`);
    throw err;
  }
  const { header, records } = parsed;
  if (handler.area === 'sessions') {
    if (!header.includes('sourcedId')) throw invalidField('body', `the first line names the columns; sessions need ${['sourcedId', 'classSourcedId', 'date', 'startTime', 'endTime'].join(', ')}`);
    return { rows: records.map(({ line, value }) => ({ line, value: sessionRecord(value) })), columns: SESSION_COLUMNS };
  }
  const kinds = fieldKinds(handler.record);
  if (!kinds || handler.csv === false) throw invalidField('body', `${handler.area} are sent as JSON records, not CSV`);
  const unknown = header.filter((h) => h !== 'status' && !kinds.has(h));
  if (unknown.length) throw invalidField(unknown[0]!, `no such column in ${handler.area}; the columns: ${[...kinds.keys()].join(', ')}`);
  if (!header.includes('source_id')) throw invalidField('body', `the first line names the columns, source_id among them; the columns: ${[...kinds.keys()].join(', ')}`);
  const rows = records.map(({ line, value }) => {
    const record: Record<string, unknown> = {};
    for (const [name, cell] of Object.entries(value)) {
      if (cell.trim() === '') continue;
      record[name] = name === 'status' ? cell.trim().toLowerCase() : cellValue(kinds.get(name)!, cell);
    }
    return { line, value: record };
  });
  return { rows };
}
