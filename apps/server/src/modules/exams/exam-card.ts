import type { TExamTest } from '@portal/contract';
import { isoInZone } from '@portal/domain';
import type { CardRow } from './exams.repository.ts';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/**
 * A test card on the wire [S2 §3 Test (exam card)]: unix seconds [EXAM-LIST-10], the days and
 * instants in the institute's zone, the learner's counts, and is_submitted 1 while a completed
 * attempt waits for an unpublished result (decision 033, which the list status reads). The
 * product fields only on the product list's cards (`asProduct`, API-EXAM-7), so a label's card
 * is never taken for a product exam [EXAM-BTN-9].
 */
export function toExamCard(row: CardRow, timeZone: string, asProduct = false): TExamTest {
  const total = Number(row.total_attempts ?? 0);
  // The calendar day is the ISO instant's date part: one zone conversion per instant.
  const startIso = isoInZone(row.starts_at, timeZone);
  const endIso = isoInZone(row.ends_at, timeZone);
  return {
    test_id: row.id,
    test_name: row.test_name,
    test_type_id: row.test_type_id,
    label_id: row.label_id,
    title: row.title,
    start_timestamp: seconds(row.starts_at),
    end_timestamp: seconds(row.ends_at),
    start_date: startIso.slice(0, 10),
    end_date: endIso.slice(0, 10),
    test_start_date: startIso,
    test_end_date: endIso,
    duration: row.duration_minutes,
    total_attempts: total,
    incomplete_attempts: Number(row.incomplete_attempts ?? 0),
    test_limit: row.test_limit,
    is_submitted: flag(total > 0 && !row.is_result_published),
    is_result_published: flag(row.is_result_published),
    is_download_solution: flag(row.is_download_solution),
    test_institute_id: row.institute_id,
    product_id: asProduct ? (row.product_id ?? null) : null,
    product_name: asProduct ? (row.product_name ?? null) : null,
  };
}
