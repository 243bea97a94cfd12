import { sql, type Kysely } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { DB } from '../../db/types.ts';
import type { ExamLearner } from './exam-learner.ts';

/** The institute's labels in their order [API-EXAM-1]. */
export function listLabels(db: Kysely<DB>, instituteId: number) {
  return db
    .selectFrom('exam_label')
    .select(['id', 'label_name', 'test_type_id', 'title'])
    .where('institute_id', '=', instituteId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** A label of the institute, or nothing (another institute's, or unknown). */
export function findLabel(db: Kysely<DB>, instituteId: number, labelId: number) {
  return db.selectFrom('exam_label').select('id').where('id', '=', labelId).where('institute_id', '=', instituteId).executeTakeFirst();
}

export function findTimeZone(db: Kysely<DB>, instituteId: number) {
  return db.selectFrom('institute').select('time_zone').where('id', '=', instituteId).executeTakeFirstOrThrow();
}

/**
 * Ids of the tests the learner sits through their batches: the batch_member rows of the user
 * (primary key user_id, batch_id), then exam_test_batch by batch (its primary key). Only
 * batches of the session's academic year (or of no year) when the session has one.
 */
/** What the card queries read of the learner. */
type CardLearner = Pick<ExamLearner, 'userId' | 'instituteId' | 'academicYearId'>;

function batchTests(db: Kysely<DB>, learner: CardLearner) {
  let q = db
    .selectFrom('batch_member as bm')
    .innerJoin('exam_test_batch as tb', 'tb.batch_id', 'bm.batch_id')
    .innerJoin('batch as b', 'b.id', 'bm.batch_id')
    .select('tb.test_id')
    .where('bm.user_id', '=', learner.userId);
  const year = learner.academicYearId;
  if (year !== null) q = q.where((w) => w.or([w('b.academic_year_id', '=', year), w('b.academic_year_id', 'is', null)]));
  return q;
}

/** Ids of the tests the learner has through products they bought. */
function productTests(db: Kysely<DB>, userId: number) {
  return db.selectFrom('exam_product_test as pt').select('pt.test_id').where('pt.user_id', '=', userId);
}

/**
 * Test cards with the learner's attempt counts, in one query: each test's attempts by this
 * learner come from exam_attempt_user_idx (user_id, test_id). An attempt still in_progress
 * past its deadline is over (completed), whether or not the sweep has closed it.
 */
function cardQuery(db: Kysely<DB>, learner: CardLearner, now: Date) {
  return db
    .selectFrom('exam_test as t')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('exam_attempt as a')
          .select([
            sql<number>`count(*) filter (where a.status <> 'in_progress' or a.deadline <= ${now})`.as('total_attempts'),
            sql<number>`count(*) filter (where a.status = 'in_progress' and a.deadline > ${now})`.as('incomplete_attempts'),
          ])
          .whereRef('a.test_id', '=', 't.id')
          .where('a.user_id', '=', learner.userId)
          .as('s'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('exam_product_test as p')
          .select(['p.product_id', 'p.product_name'])
          .whereRef('p.test_id', '=', 't.id')
          .where('p.user_id', '=', learner.userId)
          .orderBy('p.product_id')
          .limit(1)
          .as('p'),
      (join) => join.onTrue(),
    )
    .select([
      't.id',
      't.institute_id',
      't.label_id',
      't.test_type_id',
      't.test_name',
      't.title',
      't.starts_at',
      't.ends_at',
      't.duration_minutes',
      't.test_limit',
      't.is_result_published',
      't.is_download_solution',
      's.total_attempts',
      's.incomplete_attempts',
      'p.product_id',
      'p.product_name',
      // The learner's institute's zone, for the card's dates: read here rather than by a
      // statement of its own (the exam start's launch reads one card: issue 13's bench).
      sql<string>`(select i.time_zone from institute i where i.id = ${learner.instituteId})`.as('institute_time_zone'),
    ])
    .orderBy('t.starts_at')
    .orderBy('t.id');
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

/** A label's tests that the learner sits through their batches [API-EXAM-2]. */
export function labelCards(db: Kysely<DB>, learner: ExamLearner, labelId: number, now: Date): Promise<CardRow[]> {
  return cardQuery(db, learner, now)
    .where('t.label_id', '=', labelId)
    .where('t.id', 'in', batchTests(db, learner))
    .execute();
}

/** The learner's tests outside any label (the placeholder labels, decision 034), of one type when given. */
export function unlabelledCards(db: Kysely<DB>, learner: ExamLearner, testType: number | undefined, now: Date): Promise<CardRow[]> {
  let q = cardQuery(db, learner, now)
    .where('t.institute_id', '=', learner.instituteId)
    .where('t.label_id', 'is', null)
    .where('t.id', 'in', batchTests(db, learner));
  if (testType !== undefined) q = q.where('t.test_type_id', '=', testType as 1 | 2 | 4);
  return q.execute();
}

type CardValues = { ids: number | number[]; userId: number; instituteId: number; year?: number; now: Date };
type CardShape = `${'one' | 'many'}-${'year' | 'any-year'}`;

/**
 * The tests among `ids` that the learner has, by product or by batch [API-EXAM-7]: compiled once
 * per shape, since the exam start's launch reads its card this way (issue 13). One id is `t.id =
 * $1`; several are one array parameter. (PostgreSQL keeps a generic plan for the first, but plans
 * `= any($1)` again on every run, its generic estimate of an array being poor: 0.6 ms a launch.)
 */
const cardsByIdQuery = reusableQuery((db: Kysely<DB>, v: CardValues, shape: CardShape) => {
  const withYear = shape === 'one-year' || shape === 'many-year';
  const learner: CardLearner = { userId: v.userId, instituteId: v.instituteId, academicYearId: withYear ? (v.year as number) : null };
  const q = cardQuery(db, learner, v.now).where((eb) => eb.or([eb('t.id', 'in', productTests(db, learner.userId)), eb('t.id', 'in', batchTests(db, learner))]));
  return shape.startsWith('one') ? q.where('t.id', '=', v.ids as number) : q.where(sql<boolean>`t.id = any(${v.ids}::int[])`);
});

/** The tests among `ids` that the learner has, by product or by batch [API-EXAM-7]; the others are left out. */
export function cardsById(db: Kysely<DB>, learner: ExamLearner, ids: number[], now: Date): Promise<CardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const { userId, instituteId, academicYearId: year } = learner;
  const one = ids.length === 1;
  const values = { ids: one ? ids[0]! : ids, userId, instituteId, now };
  if (year === null) return cardsByIdQuery.rows(db, values, one ? 'one-any-year' : 'many-any-year');
  return cardsByIdQuery.rows(db, { ...values, year }, one ? 'one-year' : 'many-year');
}

/** The learner's product tests of one type, each once, in the order they were assigned [API-EXAM-5/6]. */
export function productTestIds(db: Kysely<DB>, userId: number, testType: 1 | 4) {
  return db
    .selectFrom('exam_product_test as pt')
    .innerJoin('exam_test as t', (j) => j.onRef('t.id', '=', 'pt.test_id').onRef('t.institute_id', '=', 'pt.test_institute_id'))
    .select(['pt.test_id', 'pt.test_institute_id'])
    .where('pt.user_id', '=', userId)
    .where('t.test_type_id', '=', testType)
    .groupBy(['pt.test_id', 'pt.test_institute_id'])
    .orderBy(sql`min(pt.assigned_at)`)
    .orderBy('pt.test_id')
    .execute();
}
