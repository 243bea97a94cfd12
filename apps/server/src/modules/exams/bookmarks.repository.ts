import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/**
 * A learner's bookmarks, newest first (exam_bookmark_user_idx), each with its question, passage,
 * the test it was bookmarked in (published? solutions allowed? its position there), the
 * learner's own answer in that attempt, and whether a test they are sitting holds it now.
 */
export function bookmarksOf(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('exam_bookmark as b')
    .innerJoin('exam_question as q', 'q.id', 'b.question_id')
    .leftJoin('exam_passage as p', 'p.id', 'q.passage_id')
    .leftJoin('exam_test as t', 't.id', 'b.test_id')
    .leftJoin('exam_test_question as tq', (j) => j.onRef('tq.test_id', '=', 'b.test_id').onRef('tq.question_id', '=', 'b.question_id'))
    .leftJoin('exam_attempt as a', 'a.id', 'b.attempt_id')
    .leftJoin('exam_answer as ea', (j) => j.onRef('ea.attempt_id', '=', 'b.attempt_id').onRef('ea.question_id', '=', 'b.question_id'))
    .select([
      'b.question_id',
      'b.created_at',
      'b.test_id',
      'q.kind',
      'q.stem_html',
      'q.options',
      'q.media',
      'q.answer_key',
      'q.solution_html',
      'p.body_html as passage_html',
      't.test_name',
      't.is_result_published',
      't.is_download_solution',
      'tq.position',
      'a.status as attempt_status',
      'ea.answer',
      // Whether the learner is sitting a test with this question now (a bank question reused).
      sql<boolean>`exists (
        select 1 from exam_attempt o join exam_test_question oq on oq.test_id = o.test_id
        where o.user_id = b.user_id and o.status = 'in_progress' and oq.question_id = b.question_id
      )`.as('sitting'),
    ])
    .where('b.user_id', '=', userId)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.question_id')
    .execute();
}
export type BookmarkRow = Awaited<ReturnType<typeof bookmarksOf>>[number];
