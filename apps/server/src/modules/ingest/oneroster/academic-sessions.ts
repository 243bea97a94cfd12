import type { PackageFile } from './read-package.ts';
import type { UploadRow } from '../import-engine.ts';

/** OneRoster's dates are YYYY-MM-DD, some systems write a time after them. */
export const dateOf = (text: string) => text.trim().slice(0, 10);

/**
 * academicSessions.csv to academic years (decision 078): rows of type `schoolYear` become
 * years; terms, semesters and grading periods have no place of their own in the portal (their
 * dates live on in the classes' and exams' own dates) and are counted as not imported. The year
 * whose dates hold `today` becomes the current one.
 */
export function academicYearRows(file: PackageFile, today: string): { rows: UploadRow[]; skipped: number } {
  const rows: UploadRow[] = [];
  let skipped = 0;
  for (const { line, value } of file.records) {
    const type = (value.type ?? '').trim();
    const deleted = (value.status ?? '').trim().toLowerCase() === 'tobedeleted';
    if (type !== 'schoolYear' && !deleted) {
      skipped++;
      continue;
    }
    const start = dateOf(value.startDate ?? '');
    const end = dateOf(value.endDate ?? '');
    rows.push({
      line,
      value: deleted
        ? { source_id: value.sourcedId, status: 'tobedeleted' }
        : { source_id: value.sourcedId, name: (value.title ?? '').trim(), start_date: start, end_date: end, is_current: start <= today && today <= end },
    });
  }
  return { rows, skipped };
}

/** academicSessions.csv's columns for the academic year's fields, for the errors' field names. */
export const ACADEMIC_SESSION_COLUMNS = { source_id: 'sourcedId', name: 'title', start_date: 'startDate', end_date: 'endDate' } as const;
