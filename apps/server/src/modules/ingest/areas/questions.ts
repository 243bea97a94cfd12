import { ZQuestionRecord, type TQuestionRecord } from '@portal/contract';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { canonical, someNames, testsHolding } from './exam-history.ts';
import { answerIds, KEY_FIELD, questionParts } from './question-rows.ts';

/** The institute's passage of this title and text, made when it has none: questions sending the same passage share it. */
async function passageOf({ trx, instituteId }: AreaContext, r: TQuestionRecord): Promise<number | null> {
  if (!r.passage_html?.trim()) return null;
  const title = r.passage_title?.trim() ?? '';
  const found = await trx.selectFrom('exam_passage').select('id').where('institute_id', '=', instituteId).where('title', '=', title).where('body_html', '=', r.passage_html).orderBy('id').executeTakeFirst();
  if (found) return found.id;
  return (await trx.insertInto('exam_passage').values({ institute_id: instituteId, title, body_html: r.passage_html }).returning('id').executeTakeFirstOrThrow()).id;
}

/** A passage no question shows any more goes with the last of them. */
async function dropIfUnused({ trx, instituteId }: AreaContext, passageId: number | null): Promise<void> {
  if (passageId === null) return;
  await trx
    .deleteFrom('exam_passage')
    .where('id', '=', passageId)
    .where('institute_id', '=', instituteId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('exam_question').select('id').where('passage_id', '=', passageId))))
    .execute();
}

type Scored = { kind: string; answer_key: unknown; options: Parameters<typeof answerIds>[0]; marks_num: number; marks_den: number; negative_num: number; negative_den: number };

/** The field whose change would rescore what students answered, or null when only words, solution or images change. */
function scoringChange(before: Scored, after: Scored, kind: TQuestionRecord['kind']): string | null {
  if (before.kind !== after.kind) return 'kind';
  if (before.marks_num * after.marks_den !== after.marks_num * before.marks_den) return 'marks';
  if (before.negative_num * after.negative_den !== after.negative_num * before.negative_den) return 'negative_marks';
  if (canonical(before.answer_key) !== canonical(after.answer_key) || answerIds(before.options) !== answerIds(after.options)) return KEY_FIELD[kind];
  return null;
}

/**
 * The question bank [decision 082]: every kind the panel shows, with its key, marks, solution,
 * passage and images. A question in a test that students have attempted keeps its key, option
 * ids and marks (their answers were scored against them); its wording, solution, passage and
 * images may still be corrected. Deleting a question still in a test is refused with the tests.
 */
export const questions: AreaHandler<TQuestionRecord> = {
  area: 'questions',
  csv: false,
  record: ZQuestionRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId } = ctx;
    const { options, key, media } = questionParts(r);
    const scored: Scored = { kind: r.kind, answer_key: key, options, marks_num: r.marks.num, marks_den: r.marks.den, negative_num: r.negative_marks.num, negative_den: r.negative_marks.den };
    const before = localId === undefined ? undefined : await trx.selectFrom('exam_question').selectAll().where('id', '=', localId).where('institute_id', '=', instituteId).executeTakeFirst();
    if (before) {
      const field = scoringChange(before, scored, r.kind);
      const attempted = field ? (await testsHolding(ctx, before.id)).filter((t) => t.attempted).map((t) => t.name) : [];
      if (field && attempted.length) {
        throw new RowError(field, `${field}: this question is in ${someNames(attempted)}, which students have attempted; its answer and marks stay as they were scored (its wording, solution and images may change). Import the corrected question under a new source_id for tests to come`);
      }
    }
    const row = {
      kind: r.kind,
      subject_name: r.subject,
      topic_name: r.topic?.trim() || null,
      passage_id: await passageOf(ctx, r),
      stem_html: r.question_html,
      options: JSON.stringify(options),
      answer_key: JSON.stringify(key),
      solution_html: r.solution_html?.trim() ? r.solution_html : null,
      media: JSON.stringify(media),
      marks_num: r.marks.num,
      marks_den: r.marks.den,
      negative_num: r.negative_marks.num,
      negative_den: r.negative_marks.den,
    };
    if (!before) return (await trx.insertInto('exam_question').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.updateTable('exam_question').set(row).where('id', '=', before.id).where('institute_id', '=', instituteId).execute();
    if (before.passage_id !== row.passage_id) await dropIfUnused(ctx, before.passage_id);
    return before.id;
  },
  async remove(ctx, localId) {
    const { trx, instituteId } = ctx;
    const tests = await testsHolding(ctx, localId);
    if (tests.length) throw new RowError(null, `this question is in ${someNames(tests.map((t) => t.name))}; take it out of ${tests.length === 1 ? 'that test' : 'those tests'} first (a test students have attempted keeps its questions)`);
    const gone = await trx.deleteFrom('exam_question').where('id', '=', localId).where('institute_id', '=', instituteId).returning('passage_id').executeTakeFirst();
    await dropIfUnused(ctx, gone?.passage_id ?? null);
  },
};
