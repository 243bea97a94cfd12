import { sql, type Insertable } from 'kysely';
import type { QuestionKey } from '@portal/domain/exam/question-types';
import type { ExamQuestionTable, ExamTestQuestionTable } from '../db/types-exams.ts';
import { reserveIds } from './bulk-insert.ts';
import type { SeedContext } from './context.ts';
import type { BankSeed, Mark, QuestionSeed, TestSeed } from './exams-types.ts';
import type { StoredTest } from './exams-attempts.ts';

const ONE: Mark = [1, 1];
const NONE: Mark = [0, 1];
const CHUNK = 500;

export type StoredQuestion = { id: number; seed: QuestionSeed };

/** Inserts an institute's bank: passages, then questions (ids reserved first); returns the questions by ref. */
export async function storeBank(ctx: SeedContext, institute: number, bank: BankSeed): Promise<Map<string, StoredQuestion>> {
  const passages = new Map<string, number>();
  for (const p of bank.passages) {
    const row = await ctx.trx.insertInto('exam_passage').values({ institute_id: institute, title: p.title, body_html: p.body }).returning('id').executeTakeFirstOrThrow();
    passages.set(p.ref, row.id);
  }
  const ids = await reserveIds(ctx.trx, 'exam_question', bank.questions.length);
  const rows: Insertable<ExamQuestionTable>[] = bank.questions.map((q, i) => {
    const [marks, den] = q.marks ?? ONE;
    const [negative, negativeDen] = q.negative ?? NONE;
    return {
      id: ids[i]!,
      institute_id: institute,
      kind: q.key.kind,
      subject_name: q.subject,
      topic_name: q.topic ?? null,
      passage_id: q.passage ? passages.get(q.passage)! : null,
      stem_html: q.stem,
      options: JSON.stringify(q.options ?? {}),
      answer_key: JSON.stringify(q.key),
      solution_html: q.solution ?? null,
      media: JSON.stringify(q.media ?? []),
      marks_num: marks,
      marks_den: den,
      negative_num: negative,
      negative_den: negativeDen,
    };
  });
  for (let i = 0; i < rows.length; i += CHUNK) await ctx.trx.insertInto('exam_question').values(rows.slice(i, i + CHUNK)).execute();
  return new Map(bank.questions.map((q, i) => [q.ref, { id: ids[i]!, seed: q }]));
}

/**
 * Moves the tests' id sequence past the timetable's test ids (the tests it names keep them), so
 * the seed's own tests and later ones never take one.
 */
export async function reserveTestIds(ctx: SeedContext, n: number): Promise<number[]> {
  await sql`select setval(pg_get_serial_sequence('exam_test', 'id'), greatest(
    (select coalesce(max(test_id), 0) from schedule), (select coalesce(max(id), 0) from exam_test), 1))`.execute(ctx.trx);
  return reserveIds(ctx.trx, 'exam_test', n);
}

/** The marks a question carries in a test: the test's scheme (numbers typed in keep their own negative), else the bank's. */
function marksIn(test: TestSeed, q: QuestionSeed): { marks: Mark; negative: Mark } | null {
  if (!test.scheme) return null;
  return { marks: test.scheme.marks, negative: q.key.kind === 'numeric' ? (q.negative ?? NONE) : test.scheme.negative };
}

/** Inserts one test with its batches, sections and questions; returns it with its questions' keys for the attempts. */
export async function storeTest(ctx: SeedContext, test: TestSeed & { id: number }, labelId: number | null, questions: ReadonlyMap<string, StoredQuestion>, batchIds: ReadonlyMap<string, number>): Promise<StoredTest> {
  const { trx } = ctx;
  await trx
    .insertInto('exam_test')
    .values({
      id: test.id,
      institute_id: test.institute,
      label_id: labelId,
      test_type_id: test.type,
      test_name: test.name,
      title: test.title,
      instructions_html: `<p>${test.sections.reduce((n, s) => n + s.questions.length, 0)} questions, ${test.duration} minutes once started. The timer keeps running if you close the window; your answers are saved as you go.</p>`,
      starts_at: test.start,
      ends_at: test.end,
      duration_minutes: test.duration,
      test_limit: test.limit,
      is_result_published: test.published,
      is_download_solution: test.downloadSolution ?? false,
    })
    .execute();
  const batches = test.batches.map((b) => batchIds.get(`${test.institute}|${b}`)).filter((b): b is number => b !== undefined);
  if (batches.length) await trx.insertInto('exam_test_batch').values(batches.map((batch_id) => ({ test_id: test.id, batch_id }))).execute();
  await trx.insertInto('exam_test_section').values(test.sections.map((s, i) => ({ test_id: test.id, section_no: i + 1, section_name: s.name }))).execute();
  const stored: StoredTest['questions'] = [];
  const rows: Insertable<ExamTestQuestionTable>[] = [];
  test.sections.forEach((section, s) => {
    for (const ref of section.questions) {
      const q = questions.get(ref);
      if (!q) throw new Error(`exam seed: no question ${ref} at institute ${test.institute}`);
      const own = marksIn(test, q.seed);
      rows.push({
        test_id: test.id,
        question_id: q.id,
        position: rows.length + 1,
        section_no: s + 1,
        marks_num: own?.marks[0] ?? null,
        marks_den: own?.marks[1] ?? null,
        negative_num: own?.negative[0] ?? null,
        negative_den: own?.negative[1] ?? null,
      });
      const [marks, negative] = [own?.marks ?? q.seed.marks ?? ONE, own?.negative ?? q.seed.negative ?? NONE];
      stored.push({ id: q.id, section: section.name, seed: q.seed, key: { ...q.seed.key, marks: { num: marks[0], den: marks[1] }, negative: { num: negative[0], den: negative[1] } } as QuestionKey });
    }
  });
  await trx.insertInto('exam_test_question').values(rows).execute();
  return { ...test, questions: stored };
}
