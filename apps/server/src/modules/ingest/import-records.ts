import { ZRecordBase } from '@portal/contract';
import type { ImportPart } from './import-engine.ts';

export type Counts = { created: number; updated: number; unchanged: number; deleted: number; failed: number };
export type RowProblem = { file: string; line: number; source_id: string | null; field: string | null; message: string };

const sourceIdOf = (value: unknown): string | null => {
  const id = (value as { source_id?: unknown } | null)?.source_id;
  return typeof id === 'string' ? id.slice(0, 255) : typeof id === 'number' ? String(id) : null;
};

// Checking 50,000 records takes seconds of CPU on the server's main thread: it lets other
// requests in between slices of this many records (signed-in calls keep answering, issue 34).
const RECORDS_PER_SLICE = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Each record checked against its area's schema on its own: a bad one is reported with its line,
 * source id and field, and skipped; the same source id twice in one upload keeps the first.
 */
export async function checkedRecords(req: ImportPart, counts: Counts, problems: RowProblem[]): Promise<{ line: number; record: { source_id: string; status?: string } }[]> {
  const valid: { line: number; record: { source_id: string; status?: string } }[] = [];
  const seen = new Set<string>();
  let sinceTurn = 0;
  for (const { line, value } of req.rows) {
    if (++sinceTurn === RECORDS_PER_SLICE) {
      sinceTurn = 0;
      await nextTurn();
    }
    // A deletion names its record by source id alone (OneRoster's delta rows carry nothing else).
    const deletion = (value as { status?: unknown } | null)?.status === 'tobedeleted';
    const parsed = deletion ? ZRecordBase.safeParse(value) : req.handler.record.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = issue.path.map(String).join('.');
      const field = (req.columns?.[path] ?? path) || null;
      problems.push({ file: req.file, line, source_id: sourceIdOf(value), field, message: field ? `${field}: ${issue.message}` : issue.message });
      counts.failed++;
      continue;
    }
    const record = parsed.data as { source_id: string; status?: string };
    if (seen.has(record.source_id)) {
      const column = req.columns?.source_id ?? 'source_id';
      problems.push({ file: req.file, line, source_id: record.source_id, field: column, message: `${column}: sent twice in this upload; the first one was kept` });
      counts.failed++;
      continue;
    }
    seen.add(record.source_id);
    valid.push({ line, record });
  }
  return valid;
}
