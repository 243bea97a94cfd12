import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The learner's batches of the academic year (all years when null), as the timetable joins them. */
export function learnerBatches(db: Kysely<DB>, userId: number, academicYearId: number | null) {
  let q = db
    .selectFrom('batch_member as bm')
    .innerJoin('batch as b', 'b.id', 'bm.batch_id')
    .select(['b.id', 'b.name'])
    .where('bm.user_id', '=', userId);
  if (academicYearId !== null) q = q.where((w) => w.or([w('b.academic_year_id', '=', academicYearId), w('b.academic_year_id', 'is', null)]));
  return q.orderBy('b.id').execute();
}

/**
 * The offline exams of some batches (offline_exam_batch_idx), each with whether it has ended:
 * its date and end time are the institute's wall clock.
 */
export function batchExams(db: Kysely<DB>, batchIds: number[], timeZone: string, now: Date) {
  return db
    .selectFrom('offline_exam as e')
    .select([
      'e.id',
      'e.batch_id',
      'e.exam_name',
      'e.exam_date',
      'e.start_time',
      'e.end_time',
      'e.topic_name',
      'e.description',
      sql<boolean>`((e.exam_date + e.end_time) at time zone ${timeZone}) <= ${now}`.as('ended'),
    ])
    .where('e.batch_id', 'in', batchIds)
    .orderBy('e.exam_date')
    .orderBy('e.start_time')
    .orderBy('e.id')
    .execute();
}

/**
 * The subjects of some exams in their order, and one student's results and marks in them: only
 * of exams whose results are published (decision 080; an unpublished exam reads as not marked).
 */
export async function examDetails(db: Kysely<DB>, examIds: number[], studentId: number) {
  const published = db.selectFrom('offline_exam').select('id').where('id', 'in', examIds).where('results_published', '=', true);
  const [subjects, results, marks] = await Promise.all([
    db.selectFrom('offline_exam_subject').select(['exam_id', 'subject_name', 'total_marks']).where('exam_id', 'in', examIds).orderBy('exam_id').orderBy('position').execute(),
    db.selectFrom('offline_exam_result').select(['exam_id', 'is_absent', 'course_rank']).where('student_id', '=', studentId).where('exam_id', 'in', published).execute(),
    db
      .selectFrom('offline_exam_mark')
      .select(['exam_id', 'subject_name', 'marks_obtained', 'subject_rank'])
      .where('student_id', '=', studentId)
      .where('exam_id', 'in', published)
      .execute(),
  ]);
  return { subjects, results, marks };
}

/** Whether the institute shows offline ranks; shown unless it said otherwise. */
export async function showsExamRank(db: Kysely<DB>, instituteId: number): Promise<boolean> {
  const row = await db.selectFrom('exam_setting').select('show_exam_rank').where('institute_id', '=', instituteId).executeTakeFirst();
  return row?.show_exam_rank ?? true;
}
