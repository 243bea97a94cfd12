import { sql, type Kysely } from 'kysely';
import { dataVersion } from '../../db/area-cache.ts';
import type { DB } from '../../db/types.ts';
import type { ClassType } from '../../db/types-timetable.ts';

export type ItemsQuery = {
  instituteId: number;
  userId: number;
  from: string;
  to: string;
  classTypes: readonly ClassType[];
  /** Only this batch; null for all of the learner's batches. */
  batchId: number | null;
};

/** The institute's zone, modes and recording settings. */
export function findInstitute(db: Kysely<DB>, instituteId: number) {
  return db
    .selectFrom('institute')
    .select(['time_zone', 'classes_mode', 'exam_mode', 'live_recording_view', 'vimeo_downloadable', 'live_view_or_download'])
    .where('id', '=', instituteId)
    .executeTakeFirstOrThrow();
}

/** The timetable's data version: moved by every change to what a month reads (migration 0013). */
export function timetableVersion(db: Kysely<DB>): Promise<number> {
  return dataVersion(db, 'timetable');
}

/** Whether the learner is in any batch at all (else 'Please assign course!'). */
export async function hasAnyBatch(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('batch_member').select('batch_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function isMember(db: Kysely<DB>, userId: number, batchId: number): Promise<boolean> {
  const row = await db.selectFrom('batch_member').select('batch_id').where('user_id', '=', userId).where('batch_id', '=', batchId).executeTakeFirst();
  return row !== undefined;
}

/**
 * The learner's schedule items of a date range, with their batch, in one query: the
 * learner's batch_member rows (primary key user_id, batch_id), then per batch one range scan
 * of schedule_batch_date_idx (batch_id, date, start_time), so the cost follows the learner's
 * own items however many students and batches the institute has. Items are taken by their
 * start date. Exported as a builder so a test can EXPLAIN it.
 */
export function itemsQuery(db: Kysely<DB>, q: ItemsQuery) {
  return db
    .selectFrom('batch_member as bm')
    .innerJoin('schedule as s', 's.batch_id', 'bm.batch_id')
    .innerJoin('batch as b', 'b.id', 's.batch_id')
    .select([
      's.id',
      's.batch_id',
      's.class_type',
      's.date',
      's.end_date',
      's.start_time',
      's.end_time',
      's.subject_name',
      's.topics_covered',
      's.teacher_name',
      's.teacher_photo_urls',
      's.classroom',
      's.session_name',
      's.session_link',
      's.live_meeting_with',
      's.description',
      's.test_id',
      's.test_inst_id',
      'b.name as batch_name',
      'b.course_name',
      'b.master_course_name',
      'b.product_name',
    ])
    .where('bm.user_id', '=', q.userId)
    .$if(q.batchId !== null, (qb) => qb.where('bm.batch_id', '=', q.batchId!))
    .where('s.date', '>=', q.from)
    .where('s.date', '<=', q.to)
    .where('s.class_type', 'in', [...q.classTypes])
    .where('b.institute_id', '=', q.instituteId)
    .orderBy('s.date')
    .orderBy('s.start_time')
    .orderBy('s.id');
}

export type ItemRow = Awaited<ReturnType<ReturnType<typeof itemsQuery>['execute']>>[number];

/** The recordings of the given live classes, oldest first (index on schedule_id). */
export function listRecordings(db: Kysely<DB>, scheduleIds: readonly number[]) {
  return db
    .selectFrom('recording')
    .select(['id', 'schedule_id', 'session_name', 'duration_minutes', 'size_mb', 'recorded_at', 'uploaded_on', 'video_id', 'vimeo_video_id'])
    .where('schedule_id', 'in', [...scheduleIds])
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
}

/**
 * Per batch, a student's marked classes and those marked present (status P, case and spaces
 * ignored as in the domain's isPresent) — index attendance (student_id, batch_id).
 */
export function attendanceTotals(db: Kysely<DB>, studentId: number, batchIds: readonly number[]) {
  return db
    .selectFrom('attendance')
    .select(['batch_id', (eb) => eb.fn.countAll<number>().as('marked'), sql<number>`count(*) filter (where upper(trim(status)) = 'P')`.as('present')])
    .where('student_id', '=', studentId)
    .where('batch_id', 'in', [...batchIds])
    .groupBy('batch_id')
    .execute();
}

/** Items per month (1..12) of a calendar year, by the same path as itemsQuery (a builder, for EXPLAIN). */
export function monthCountsQuery(db: Kysely<DB>, q: Omit<ItemsQuery, 'batchId'>) {
  return db
    .selectFrom('batch_member as bm')
    .innerJoin('schedule as s', 's.batch_id', 'bm.batch_id')
    .innerJoin('batch as b', 'b.id', 's.batch_id')
    .select([sql<number>`extract(month from s.date)::int`.as('month'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('bm.user_id', '=', q.userId)
    .where('s.date', '>=', q.from)
    .where('s.date', '<=', q.to)
    .where('s.class_type', 'in', [...q.classTypes])
    .where('b.institute_id', '=', q.instituteId)
    .groupBy(sql`extract(month from s.date)`);
}

export function countByMonth(db: Kysely<DB>, q: Omit<ItemsQuery, 'batchId'>) {
  return monthCountsQuery(db, q).execute();
}

/** A student's marks in one batch, newest class first. */
export function listAttendance(db: Kysely<DB>, studentId: number, batchId: number, from: string | null, to: string | null) {
  return db
    .selectFrom('attendance as a')
    .innerJoin('schedule as s', 's.id', 'a.schedule_id')
    .select([
      's.date',
      's.start_time',
      's.end_time',
      's.subject_name',
      'a.status',
      'a.custom_class_type',
      'a.home_work_status',
      'a.remark',
      'a.homework_assigned',
      'a.attendance_note',
      's.topics_covered',
    ])
    .where('a.student_id', '=', studentId)
    .where('a.batch_id', '=', batchId)
    .$if(from !== null, (qb) => qb.where('s.date', '>=', from!))
    .$if(to !== null, (qb) => qb.where('s.date', '<=', to!))
    .orderBy('s.date', 'desc')
    .orderBy('s.start_time', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** A live class of one of the learner's batches at the institute, or undefined. */
export function findLiveClass(db: Kysely<DB>, instituteId: number, userId: number, scheduleId: number) {
  return db
    .selectFrom('schedule as s')
    .innerJoin('batch_member as bm', 'bm.batch_id', 's.batch_id')
    .select(['s.date', 's.start_time', 's.end_time'])
    .where('s.id', '=', scheduleId)
    .where('s.class_type', '=', 'Online Class')
    .where('s.institute_id', '=', instituteId)
    .where('bm.user_id', '=', userId)
    .executeTakeFirst();
}
