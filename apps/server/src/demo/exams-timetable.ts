import { sql, type Transaction } from 'kysely';
import { INSTITUTE_TIME_ZONE } from '../clock.ts';
import type { DB } from '../db/types.ts';

/** An online exam of the demo timetable: the test the timetable's Start leads to. */
export type TimetableExam = { testId: number; name: string; subject: string | null; start: Date; end: Date };

/** What one batch's timetable holds around now: the exam open now, those ended (newest first), those to come (soonest first). */
export type TimetableExams = { now: TimetableExam | null; past: TimetableExam[]; next: TimetableExam[] };

/**
 * The 'Online Exam' items of a batch of the current academic year (seed part 'timetable'), so
 * the tests of the exam list are the timetable's: same id, name and window (decision 036).
 * A demo database whose timetable was seeded another day has no item open now: the exam seed
 * then makes its own.
 */
export async function timetableExams(trx: Transaction<DB>, institute: number, yearId: number, batchName: string, now: Date): Promise<TimetableExams> {
  const rows = await trx
    .selectFrom('schedule as s')
    .innerJoin('batch as b', 'b.id', 's.batch_id')
    .select([
      's.test_id',
      's.session_name',
      's.subject_name',
      sql<Date>`(s.date + s.start_time) at time zone ${INSTITUTE_TIME_ZONE}`.as('start_at'),
      sql<Date>`(s.end_date + s.end_time) at time zone ${INSTITUTE_TIME_ZONE}`.as('end_at'),
    ])
    .where('b.institute_id', '=', institute)
    .where('b.academic_year_id', '=', yearId)
    .where('b.name', '=', batchName)
    .where('s.class_type', '=', 'Online Exam')
    .where('s.test_id', 'is not', null)
    .orderBy('s.date')
    .orderBy('s.start_time')
    .execute();
  const exams = rows.map((r) => ({ testId: r.test_id!, name: r.session_name ?? 'Online exam', subject: r.subject_name, start: new Date(r.start_at), end: new Date(r.end_at) }));
  const t = now.getTime();
  return {
    now: exams.find((e) => e.start.getTime() <= t && t < e.end.getTime()) ?? null,
    past: exams.filter((e) => e.end.getTime() <= t).reverse(),
    next: exams.filter((e) => e.start.getTime() > t),
  };
}
