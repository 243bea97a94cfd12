import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/**
 * A test's questions in order with their section and the marks they carry in it (the test's own
 * when set, else the bank's): one query on exam_test_question's primary key.
 */
export function testQuestions(db: Kysely<DB>, testId: number) {
  return db
    .selectFrom('exam_test_question as tq')
    .innerJoin('exam_question as q', 'q.id', 'tq.question_id')
    .innerJoin('exam_test_section as s', (j) => j.onRef('s.test_id', '=', 'tq.test_id').onRef('s.section_no', '=', 'tq.section_no'))
    .select([
      'tq.question_id',
      'tq.position',
      'tq.section_no',
      's.section_name',
      'q.kind',
      'q.stem_html',
      'q.options',
      'q.media',
      'q.passage_id',
      'q.answer_key',
      'q.solution_html',
      sql<number>`coalesce(tq.marks_num, q.marks_num)`.as('marks_num'),
      sql<number>`coalesce(tq.marks_den, q.marks_den)`.as('marks_den'),
      sql<number>`coalesce(tq.negative_num, q.negative_num)`.as('negative_num'),
      sql<number>`coalesce(tq.negative_den, q.negative_den)`.as('negative_den'),
    ])
    .where('tq.test_id', '=', testId)
    .orderBy('tq.position')
    .execute();
}
export type TestQuestionRow = Awaited<ReturnType<typeof testQuestions>>[number];

export function testSections(db: Kysely<DB>, testId: number) {
  return db.selectFrom('exam_test_section').select(['section_no', 'section_name']).where('test_id', '=', testId).orderBy('section_no').execute();
}

export function passagesById(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('exam_passage').select(['id', 'title', 'body_html']).where('id', 'in', ids).orderBy('id').execute();
}
