import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/**
 * The learner's finished attempts of tests whose results are published, newest attempt of each
 * test first (the progress reads the latest, as the report's -1 does).
 */
export function publishedAttempts(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('exam_attempt as a')
    .innerJoin('exam_test as t', 't.id', 'a.test_id')
    .select(['a.id', 'a.test_id', 'a.user_id', 'a.attempt_no', 'a.started_at', 'a.deadline', 'a.finished_at', 'a.status', 't.label_id'])
    .where('a.user_id', '=', userId)
    .where('a.status', '<>', 'in_progress')
    .where('t.is_result_published', '=', true)
    .orderBy('a.test_id')
    .orderBy('a.attempt_no', 'desc')
    .execute();
}

/** The bank topic of each question named. */
export function questionTopics(db: Kysely<DB>, questionIds: readonly number[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('exam_question').select(['id', 'topic_name']).where('id', 'in', questionIds).execute();
}

/** Every attendance mark of the student, with the class's day. */
export function attendanceMarks(db: Kysely<DB>, studentId: number) {
  return db.selectFrom('attendance as a').innerJoin('schedule as s', 's.id', 'a.schedule_id').select(['s.date', 'a.status']).where('a.student_id', '=', studentId).execute();
}

/** The assignments shared with the student (their batches' at their institute), with when each was handed in. */
export function homeworkDue(db: Kysely<DB>, studentId: number) {
  return db
    .selectFrom('assignment as a')
    .innerJoin('batch_member as m', 'm.batch_id', 'a.batch_id')
    .innerJoin('student as st', (j) => j.onRef('st.user_id', '=', 'm.user_id').on('st.id', '=', studentId))
    .leftJoin('assignment_submission as s', (j) => j.onRef('s.assignment_id', '=', 'a.id').on('s.student_id', '=', studentId).on('s.student_status', '=', 'Submitted'))
    .whereRef('a.institute_id', '=', 'st.institute_id')
    .select(['a.id', 'a.end_at', 's.submitted_at'])
    .execute();
}

/** The first and last day of an academic year of the institute; undefined for another's. */
export function academicYearDays(db: Kysely<DB>, yearId: number, instituteId: number) {
  return db.selectFrom('academic_year').select(['start_date', 'end_date']).where('id', '=', yearId).where('institute_id', '=', instituteId).executeTakeFirst();
}
