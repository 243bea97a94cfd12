import type { UploadRow } from '../import-engine.ts';
import type { RowProblem } from '../import-records.ts';
import { dateOf } from './academic-sessions.ts';
import type { OneRosterPackage, PackageFile } from './read-package.ts';

/** lineItems.csv's and results.csv's columns for the records' fields, for the errors' field names. */
export const LINE_ITEM_COLUMNS = { source_id: 'sourcedId', batch_source_id: 'classSourcedId', name: 'title', date: 'dueDate', 'subjects.0': 'title', 'max_marks.0': 'resultValueMax', description: 'description' } as const;
export const RESULT_COLUMNS = { source_id: 'sourcedId', exam_source_id: 'lineItemSourcedId', student_source_id: 'studentSourcedId', marks: 'score' } as const;

// A line item is marked out of 100 when it does not say (resultValueMax is optional in 1.2).
const DEFAULT_MAX = 100;
// Marking not finished: these results are not imported, and their line item stays unpublished.
const PENDING = new Set(['submitted', 'partially graded']);
const STATUSES = new Set(['fully graded', 'not submitted', 'exempt', ...PENDING]);

const deleted = (v: Record<string, string>) => (v.status ?? '').trim().toLowerCase() === 'tobedeleted';
/** A number cell as a number; text that is not one goes on as it is, for the schema to name. */
const numberOf = (cell: string | undefined) => ((cell ?? '').trim() === '' ? undefined : Number.isFinite(Number(cell)) ? Number(cell) : cell);

type Gradebook = { exams: UploadRow[]; marks: UploadRow[]; problems: RowProblem[]; skipped: number };

/**
 * OneRoster's gradebook (decision 080): a line item of a class is an offline exam of its batch
 * with one subject (both named by its title), dated by its dueDate (else assignDate), out of
 * resultValueMax, its category's title as the topic; its results are marks ('fully graded', the
 * score) or absences ('not submitted'); 'exempt' and results still being marked are skipped. A
 * package with results.csv publishes a line item's results once it has some and none is still
 * being marked; without results.csv the exam keeps what it was. `foreign` reports a row of
 * another school.
 */
export function gradebookRows(pkg: OneRosterPackage, lineItems: PackageFile | undefined, results: PackageFile | undefined, foreign: (file: PackageFile, line: number, v: Record<string, string>) => boolean): Gradebook {
  const out: Gradebook = { exams: [], marks: [], problems: [], skipped: 0 };
  const categories = new Map((pkg.files.get('categories')?.records ?? []).map(({ value: v }) => [(v.sourcedId ?? '').trim(), (v.title ?? '').trim()]));
  const graded = new Map<string, { any: boolean; pending: boolean }>();
  for (const { line, value: v } of results?.records ?? []) {
    if (deleted(v)) {
      out.marks.push({ line, value: { source_id: v.sourcedId, status: 'tobedeleted' } });
      continue;
    }
    const status = (v.scoreStatus ?? '').trim().toLowerCase();
    const item = (v.lineItemSourcedId ?? '').trim();
    const seen = graded.get(item) ?? graded.set(item, { any: false, pending: false }).get(item)!;
    seen.any = true;
    seen.pending ||= PENDING.has(status);
    if (!STATUSES.has(status)) {
      out.problems.push({ file: results!.name, line, source_id: v.sourcedId ?? null, field: 'scoreStatus', message: `scoreStatus: expected fully graded, not submitted, exempt, submitted or partially graded, not '${v.scoreStatus ?? ''}'` });
    } else if (status === 'fully graded' || status === 'not submitted') {
      const absent = status === 'not submitted';
      out.marks.push({ line, value: { source_id: v.sourcedId, exam_source_id: v.lineItemSourcedId, student_source_id: v.studentSourcedId, marks: absent ? undefined : numberOf(v.score), absent } });
    } else out.skipped++;
  }
  for (const { line, value: v } of lineItems?.records ?? []) {
    if (foreign(lineItems!, line, v)) continue;
    if (deleted(v)) {
      out.exams.push({ line, value: { source_id: v.sourcedId, status: 'tobedeleted' } });
      continue;
    }
    const marking = graded.get((v.sourcedId ?? '').trim());
    out.exams.push({
      line,
      value: {
        source_id: v.sourcedId,
        batch_source_id: v.classSourcedId,
        name: v.title,
        date: dateOf(v.dueDate || v.assignDate || ''),
        subjects: [(v.title ?? '').trim()],
        max_marks: [numberOf(v.resultValueMax) ?? DEFAULT_MAX],
        topic: categories.get((v.categorySourcedId ?? '').trim()) || undefined,
        description: v.description?.trim() || undefined,
        results_published: results ? Boolean(marking?.any && !marking.pending) : undefined,
      },
    });
  }
  return out;
}
