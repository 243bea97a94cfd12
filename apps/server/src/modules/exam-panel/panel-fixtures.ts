import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

type Mark = [num: number, den: number];
export type FixtureQuestion = { marks: Mark; negative: Mark; correct: string; subject: string };

/**
 * A test of its own for a test file: single-choice questions (choices a, b, c) at the given
 * marks, sat by Aarav's section (Class 8 - A, current year), open from an hour before `now`.
 */
export async function createFixtureTest(
  db: Kysely<DB>,
  now: Date,
  questions: FixtureQuestion[],
  options: { name: string; type?: 1 | 2 | 4; duration?: number; published?: boolean },
): Promise<number> {
  const batch = await db
    .selectFrom('batch_member as m')
    .innerJoin('batch as b', 'b.id', 'm.batch_id')
    .innerJoin('academic_year as y', 'y.id', 'b.academic_year_id')
    .select('b.id')
    .where('m.user_id', '=', 1001)
    .where('b.name', '=', 'Class 8 - A')
    .where('y.is_current', '=', true)
    .executeTakeFirstOrThrow();
  const test = await db
    .insertInto('exam_test')
    .values({
      institute_id: 101,
      label_id: null,
      test_type_id: options.type ?? 4,
      test_name: options.name,
      starts_at: new Date(now.getTime() - 3_600_000),
      ends_at: new Date(now.getTime() + 3 * 3_600_000),
      duration_minutes: options.duration ?? 30,
      test_limit: 1,
      is_result_published: options.published ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('exam_test_batch').values({ test_id: test.id, batch_id: batch.id }).execute();
  const subjects = [...new Set(questions.map((q) => q.subject))];
  await db.insertInto('exam_test_section').values(subjects.map((s, i) => ({ test_id: test.id, section_no: i + 1, section_name: s }))).execute();
  for (const [i, q] of questions.entries()) {
    const row = await db
      .insertInto('exam_question')
      .values({
        institute_id: 101,
        kind: 'single',
        subject_name: q.subject,
        stem_html: `<p>Question ${i + 1}</p>`,
        options: JSON.stringify({ choices: ['a', 'b', 'c'].map((id) => ({ id, html: id.toUpperCase() })) }),
        answer_key: JSON.stringify({ kind: 'single', correct: q.correct }),
        solution_html: `<p>It is ${q.correct}.</p>`,
        media: '[]',
        marks_num: q.marks[0],
        marks_den: q.marks[1],
        negative_num: q.negative[0],
        negative_den: q.negative[1],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('exam_test_question')
      .values({ test_id: test.id, question_id: row.id, position: i + 1, section_no: subjects.indexOf(q.subject) + 1, marks_num: null, marks_den: null, negative_num: null, negative_den: null })
      .execute();
  }
  return test.id;
}
