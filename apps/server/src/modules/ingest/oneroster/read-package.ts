import { RowError } from '../area-handler.ts';
import type { RowProblem } from '../import-records.ts';
import { CsvError, csvRecords, parseCsv } from '../../../lib/csv/parse-csv.ts';

export type FileMode = 'bulk' | 'delta' | 'absent';

/** One CSV of a package: how the manifest says to read it, and its records by header name. */
export type PackageFile = { name: string; mode: 'bulk' | 'delta'; header: string[]; records: { line: number; value: Record<string, string> }[] };

export type OneRosterPackage = { version: string; files: Map<string, PackageFile>; problems: RowProblem[] };

// Our own timetable file travels beside OneRoster's (OneRoster has no timetable, decision 078).
const EXTRA_FILES = ['sessions'];

/**
 * A OneRoster 1.2 CSV package (decision 078): manifest.csv says, per entity, `bulk`, `delta` or
 * `absent`; a file listed must be there, a file not listed (or absent) is not read. A file that
 * cannot be read as CSV is reported and left out; a package without a manifest, or of another
 * major version, is refused as a whole.
 */
export function readPackage(csvFiles: Map<string, string>): OneRosterPackage {
  const manifestText = csvFiles.get('manifest.csv');
  if (manifestText === undefined) throw new RowError(null, 'the zip has no manifest.csv: a OneRoster package starts with one (propertyName,value rows)');
  const manifest = new Map<string, { value: string; line: number }>();
  for (const { line, value } of csvRecords(readCsv('manifest.csv', manifestText)).records) {
    const name = value.propertyName?.trim();
    if (name) manifest.set(name, { value: (value.value ?? '').trim(), line });
  }
  const version = manifest.get('oneroster.version')?.value ?? '';
  if (!/^1\.[0-2]$/.test(version)) throw new RowError('oneroster.version', `manifest.csv: oneroster.version is '${version}'; this portal reads OneRoster 1.0 to 1.2`);
  const problems: RowProblem[] = [];
  const files = new Map<string, PackageFile>();
  for (const [property, { value, line }] of manifest) {
    if (!property.startsWith('file.')) continue;
    const entity = property.slice('file.'.length);
    const mode = value.toLowerCase() as FileMode;
    if (!['bulk', 'delta', 'absent'].includes(mode)) {
      problems.push({ file: 'manifest.csv', line, source_id: null, field: property, message: `${property}: expected bulk, delta or absent, not '${value}'` });
      continue;
    }
    if (mode === 'absent') continue;
    const name = `${entity}.csv`;
    const text = csvFiles.get(name);
    if (text === undefined) {
      problems.push({ file: 'manifest.csv', line, source_id: null, field: property, message: `${property} says ${mode}, but the zip has no ${name}` });
      continue;
    }
    try {
      const { header, records } = csvRecords(parseCsv(text));
      files.set(entity, { name, mode, header, records });
    } catch (err) {
      if (!(err instanceof CsvError)) throw err;
      problems.push({ file: name, line: err.line, source_id: null, field: null, message: err.message });
    }
  }
  for (const extra of EXTRA_FILES) {
    const text = csvFiles.get(`${extra}.csv`);
    if (text === undefined || files.has(extra)) continue;
    try {
      const { header, records } = csvRecords(parseCsv(text));
      files.set(extra, { name: `${extra}.csv`, mode: 'delta', header, records });
    } catch (err) {
      if (!(err instanceof CsvError)) throw err;
      problems.push({ file: `${extra}.csv`, line: err.line, source_id: null, field: null, message: err.message });
    }
  }
  return { version, files, problems };
}

/** The manifest read, or the package refused with where it is broken. */
function readCsv(name: string, text: string) {
  try {
    return parseCsv(text);
  } catch (err) {
    if (err instanceof CsvError) throw new RowError(null, `${name}: ${err.message}`);
    throw err;
  }
}
