import type { ExpressionBuilder, Kysely } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { DB } from '../../db/types.ts';
import { learnerBatchIds, type LearnerInYear } from '../../lib/learner-batches.ts';

/** Whose library a call reads: the learner's user at the institute, in the session's academic year (null: any). */
export type StudyReader = LearnerInYear;

/** At most this many course types, topics and materials in one answer: lists stay bounded. */
export const MAX_COURSE_TYPES = 500;
export const MAX_TOPICS = 2000;
export const MAX_MATERIALS = 5000;

/** The values of a learner's queries; academicYearId only in the shape 'year' (every value must be a parameter). */
type LearnerValues = { userId: number; instituteId: number; academicYearId?: number };
/** 'year': batches of the session's academic year and of none; 'any': every batch (a session without a year). */
type YearShape = 'year' | 'any';

export const learnerValues = (r: StudyReader): { values: LearnerValues; shape: YearShape } =>
  r.academicYearId === null
    ? { values: { userId: r.userId, instituteId: r.instituteId }, shape: 'any' }
    : { values: { userId: r.userId, instituteId: r.instituteId, academicYearId: r.academicYearId }, shape: 'year' };

/** The learner's batches (the documents' rule too): the year's and those of no year in the shape 'year', every batch in 'any'. */
const learnerBatches = (db: Kysely<DB>, v: LearnerValues, shape: YearShape) =>
  learnerBatchIds(db, { userId: v.userId, instituteId: v.instituteId, academicYearId: shape === 'year' ? v.academicYearId! : null });

/** Whether one of the learner's batches has course type c (a free course is reached so). */
const inLearnerBatches = (db: Kysely<DB>, eb: ExpressionBuilder<DB & { c: DB['course_type'] }, 'c'>, v: LearnerValues, shape: YearShape) =>
  eb.exists(eb.selectFrom('course_type_batch as cb').select('cb.batch_id').whereRef('cb.course_type_id', '=', 'c.id').where('cb.batch_id', 'in', learnerBatches(db, v, shape)));

/**
 * The course types a learner may be offered [API-STUDY-1]: free ones of their batches, and paid
 * ones whose product they are enrolled in, with the enrolment's expiry (the service keeps those
 * valid today, by the products' rule), the institute's zone and its e-learning setting (paid ones
 * only with it, decision 066); by name. Compiled once per shape.
 */
const learnerCourseTypes = reusableQuery((db: Kysely<DB>, v: LearnerValues, shape: YearShape) =>
  db
    .selectFrom('course_type as c')
    .innerJoin('institute as i', 'i.id', 'c.institute_id')
    .leftJoin('product_enrolment as e', (j) => j.onRef('e.product_id', '=', 'c.product_id').on('e.user_id', '=', v.userId))
    .select(['c.id', 'c.name', 'c.product_id', 'e.expires_on', 'i.time_zone', 'i.elearn'])
    .where('c.institute_id', '=', v.instituteId)
    .where((eb) => eb.or([eb.and([eb('c.product_id', 'is', null), inLearnerBatches(db, eb, v, shape)]), eb('e.user_id', 'is not', null)]))
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(MAX_COURSE_TYPES),
);

export function courseTypesOf(db: Kysely<DB>, r: StudyReader) {
  const { values, shape } = learnerValues(r);
  return learnerCourseTypes.rows(db, values, shape);
}

/**
 * A course type of the institute with what deciding access needs: whether one of the learner's
 * batches has it (a free one), and the learner's enrolment in its product (a paid one: its
 * expiry, null without one), with the product's title, the institute's zone and its e-learning
 * setting. Compiled once per shape.
 */
const courseAccess = reusableQuery((db: Kysely<DB>, v: LearnerValues & { courseTypeId: number }, shape: YearShape) =>
  db
    .selectFrom('course_type as c')
    .innerJoin('institute as i', 'i.id', 'c.institute_id')
    .leftJoin('product as p', 'p.id', 'c.product_id')
    .leftJoin('product_enrolment as e', (j) => j.onRef('e.product_id', '=', 'c.product_id').on('e.user_id', '=', v.userId))
    .select((eb) => ['c.id', 'c.name', 'c.product_id', 'p.title as product_title', 'e.expires_on', 'i.time_zone', 'i.elearn', inLearnerBatches(db, eb, v, shape).as('in_batches')])
    .where('c.id', '=', v.courseTypeId)
    .where('c.institute_id', '=', v.instituteId),
);

export function courseTypeAccess(db: Kysely<DB>, r: StudyReader, courseTypeId: number) {
  const { values, shape } = learnerValues(r);
  return courseAccess.first(db, { ...values, courseTypeId }, shape);
}

export type CourseAccessRow = NonNullable<Awaited<ReturnType<typeof courseTypeAccess>>>;

/** A course type's topics with their subjects' names, in the institute's order. Exported for EXPLAIN. */
export function topicsQuery(db: Kysely<DB>, courseTypeId: number) {
  return db
    .selectFrom('study_topic as t')
    .innerJoin('subject as s', 's.id', 't.subject_id')
    .select(['t.id', 't.parent_id', 't.subject_id', 's.name as subject_name', 't.name', 't.position'])
    .where('t.course_type_id', '=', courseTypeId)
    .orderBy('t.position')
    .orderBy('t.id')
    .limit(MAX_TOPICS);
}

export type TopicRow = Awaited<ReturnType<ReturnType<typeof topicsQuery>['execute']>>[number];

/** A course type's materials, newest first. Exported for EXPLAIN. */
export function materialsQuery(db: Kysely<DB>, courseTypeId: number) {
  return db
    .selectFrom('study_material as m')
    .innerJoin('study_topic as t', 't.id', 'm.topic_id')
    .select([
      'm.id',
      'm.topic_id',
      'm.category',
      'm.title',
      'm.file_name',
      'm.video_host',
      'm.video_id',
      'm.youtube_id',
      'm.video_url',
      'm.is_readonly',
      'm.poster_url',
      'm.shared_at',
    ])
    .where('t.course_type_id', '=', courseTypeId)
    .orderBy('m.shared_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(MAX_MATERIALS);
}

export type MaterialRow = Awaited<ReturnType<ReturnType<typeof materialsQuery>['execute']>>[number];

/** A material of the institute, with what a download or a protected play needs and its course type. */
export function materialById(db: Kysely<DB>, instituteId: number, materialId: number) {
  return db
    .selectFrom('study_material as m')
    .innerJoin('study_topic as t', 't.id', 'm.topic_id')
    .select(['m.id', 'm.file_name', 'm.file_key', 'm.content_type', 'm.is_readonly', 'm.video_host', 'm.video_id', 't.course_type_id'])
    .where('m.id', '=', materialId)
    .where('m.institute_id', '=', instituteId)
    .executeTakeFirst();
}

/** The course types holding a protected video of the institute by its video id (the watch report names the video). */
export function protectedVideoCourses(db: Kysely<DB>, instituteId: number, videoId: string) {
  return db
    .selectFrom('study_material as m')
    .innerJoin('study_topic as t', 't.id', 'm.topic_id')
    .select('t.course_type_id')
    .distinct()
    .where('m.institute_id', '=', instituteId)
    .where('m.video_id', '=', videoId)
    .where('m.video_host', '=', 'vdocipher')
    .limit(20)
    .execute();
}
