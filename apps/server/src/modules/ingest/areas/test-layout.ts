import type { TTestRecord } from '@portal/contract';
import type { AreaContext } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';
import { canonical } from './exam-history.ts';

/** A test's sections and its questions in order with the marks the test gives them (exam_test_section, exam_test_question). */
export type TestLayout = {
  sections: { section_no: number; section_name: string }[];
  questions: { question_id: number; position: number; section_no: number; marks_num: number | null; marks_den: number | null; negative_num: number | null; negative_den: number | null }[];
};

/** The record's sections with its questions' local ids; a question never imported is the row's error at its place. */
export async function layoutOf(ctx: AreaContext, r: TTestRecord): Promise<TestLayout> {
  const layout: TestLayout = { sections: [], questions: [] };
  for (const [i, s] of r.sections.entries()) {
    const section_no = i + 1;
    layout.sections.push({ section_no, section_name: s.name });
    for (const [j, sourceId] of s.question_source_ids.entries()) {
      layout.questions.push({
        question_id: await localIdOf(ctx, 'questions', sourceId, `sections.${i}.question_source_ids.${j}`),
        position: layout.questions.length + 1,
        section_no,
        marks_num: s.marks?.num ?? null,
        marks_den: s.marks?.den ?? null,
        negative_num: s.negative_marks?.num ?? null,
        negative_den: s.negative_marks?.den ?? null,
      });
    }
  }
  return layout;
}

/** The layout a test has now. */
export async function storedLayout({ trx }: AreaContext, testId: number): Promise<TestLayout> {
  const sections = await trx.selectFrom('exam_test_section').select(['section_no', 'section_name']).where('test_id', '=', testId).orderBy('section_no').execute();
  const questions = await trx
    .selectFrom('exam_test_question')
    .select(['question_id', 'position', 'section_no', 'marks_num', 'marks_den', 'negative_num', 'negative_den'])
    .where('test_id', '=', testId)
    .orderBy('position')
    .execute();
  return { sections, questions };
}

export const sameLayout = (a: TestLayout, b: TestLayout) => canonical(a) === canonical(b);

/** Puts `layout` in place of the test's sections and questions. */
export async function replaceLayout({ trx }: AreaContext, testId: number, layout: TestLayout): Promise<void> {
  await trx.deleteFrom('exam_test_question').where('test_id', '=', testId).execute();
  await trx.deleteFrom('exam_test_section').where('test_id', '=', testId).execute();
  await trx.insertInto('exam_test_section').values(layout.sections.map((s) => ({ test_id: testId, ...s }))).execute();
  await trx.insertInto('exam_test_question').values(layout.questions.map((q) => ({ test_id: testId, ...q }))).execute();
}
