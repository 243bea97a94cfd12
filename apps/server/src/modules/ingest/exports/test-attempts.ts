import type { TTestAttemptRow } from '@portal/contract';
import { inChangeOrder, pageOf, sourceIdOf } from './change-cursor.ts';
import { iso, num, type ExportPage, type ExportRead } from './export-reader.ts';

/**
 * Online test attempts (decision 083) of the institute's own people: started, submitted or
 * expired, with the score and counts once scored (finishing and scoring stamp the row again).
 * Per-section marks are not kept by the panel (they are worked out from the answers on a report).
 */
export async function readTestAttempts(q: ExportRead): Promise<ExportPage<TTestAttemptRow>> {
  const { db, instituteId, cursor, limit } = q;
  const read = await db
    .selectFrom('exam_attempt as at')
    .innerJoin('exam_test as t', 't.id', 'at.test_id')
    .innerJoin('app_user as u', 'u.id', 'at.user_id')
    .leftJoin('student as s', 's.user_id', 'u.id')
    .select([
      'at.id',
      's.id as student_id',
      'at.user_id',
      'at.test_id',
      't.test_name',
      'at.attempt_no',
      'at.status',
      'at.started_at',
      'at.finished_at',
      'at.score',
      'at.max_marks',
      'at.right_count',
      'at.partial_count',
      'at.wrong_count',
      'at.left_count',
      'at.time_taken_seconds',
      'at.change_xid',
      'at.change_seq',
      sourceIdOf(instituteId, 'students', 's.id').as('student_source_id'),
      sourceIdOf(instituteId, 'tests', 'at.test_id').as('test_source_id'),
    ])
    // The learner's institute decides: a product's test may be another institute's paper.
    .where('u.institute_id', '=', instituteId)
    .$call(inChangeOrder('at', cursor, limit))
    .execute();
  const page = pageOf(read, limit, q.since);
  return {
    ...page,
    rows: page.rows.map((r) => ({
      attempt_id: r.id,
      student_id: r.student_id,
      student_source_id: r.student_source_id,
      user_id: r.user_id,
      test_id: r.test_id,
      test_source_id: r.test_source_id,
      test_name: r.test_name,
      attempt_no: r.attempt_no,
      status: r.status,
      started_at: r.started_at.toISOString(),
      submitted_at: iso(r.finished_at),
      score: num(r.score),
      max_marks: num(r.max_marks),
      right: r.right_count,
      partial: r.partial_count,
      wrong: r.wrong_count,
      left: r.left_count,
      time_taken_seconds: r.time_taken_seconds,
    })),
  };
}
