import { instantOfWall } from '@portal/domain';
import { ZTestRecord, type TTestRecord } from '@portal/contract';
import type { TestTypeId } from '../../../db/types-exams.ts';
import { RowError, type AreaContext, type AreaHandler } from '../area-handler.ts';
import { localIdOf } from '../source-ids.ts';
import { attemptCount } from './exam-history.ts';
import { layoutOf, replaceLayout, sameLayout, storedLayout } from './test-layout.ts';

/** The spec's test types [CONST-TEST-1]. */
const TYPE_ID: Record<TTestRecord['type'], TestTypeId> = { mock: 1, practice: 2, online: 4 };

/** A moment of the record: with its own offset as sent, else the institute's wall time. */
function instantOf(m: TTestRecord['starts_at'], timeZone: string): Date {
  return m.offset ? new Date(`${m.date}T${m.time}${m.offset}`) : instantOfWall(m.date, m.time, timeZone)!;
}

/** The institute's label of this name and type (the exam list's tab), made after its others when it has none. */
async function labelOf({ trx, instituteId }: AreaContext, name: string | undefined, type: TestTypeId): Promise<number | null> {
  const label = name?.trim();
  if (!label) return null;
  const found = await trx.selectFrom('exam_label').select('id').where('institute_id', '=', instituteId).where('label_name', '=', label).where('test_type_id', '=', type).orderBy('id').executeTakeFirst();
  if (found) return found.id;
  const last = await trx.selectFrom('exam_label').select((eb) => eb.fn.max('sort_order').as('n')).where('institute_id', '=', instituteId).executeTakeFirst();
  const sort_order = Math.min(Number(last?.n ?? 0) + 1, 32_767);
  return (await trx.insertInto('exam_label').values({ institute_id: instituteId, label_name: label, test_type_id: type, sort_order }).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * Online tests [decision 082]: a test of bank questions in sections, for batches, in a window,
 * with its result and solution flags. Once students have attempted it, its sections and
 * questions stay as they were scored (the rest may change: name, window, batches, results);
 * deleting it is refused, its attempts being the students' history. One without attempts goes
 * with its sections and batch links.
 */
export const tests: AreaHandler<TTestRecord> = {
  area: 'tests',
  csv: false,
  record: ZTestRecord,
  async write(ctx, r, localId) {
    const { trx, instituteId, timeZone } = ctx;
    const batchIds: number[] = [];
    for (const [i, id] of r.batch_source_ids.entries()) batchIds.push(await localIdOf(ctx, 'batches', id, `batch_source_ids.${i}`));
    const layout = await layoutOf(ctx, r);
    const [starts_at, ends_at] = [instantOf(r.starts_at, timeZone), instantOf(r.ends_at, timeZone)];
    if (ends_at <= starts_at) throw new RowError('ends_at', 'ends_at: the test closes before it opens');
    const type = TYPE_ID[r.type];
    const row = {
      label_id: await labelOf(ctx, r.label, type),
      test_type_id: type,
      test_name: r.name,
      title: r.title?.trim() ?? '',
      instructions_html: r.instructions_html ?? '',
      starts_at,
      ends_at,
      duration_minutes: r.duration_minutes,
      test_limit: r.attempts_allowed,
      is_result_published: r.result_published,
      is_download_solution: r.solutions_downloadable,
    };
    let testId = localId;
    if (testId === undefined) {
      testId = (await trx.insertInto('exam_test').values({ institute_id: instituteId, ...row }).returning('id').executeTakeFirstOrThrow()).id;
      await replaceLayout(ctx, testId, layout);
    } else {
      const attempts = await attemptCount(ctx, testId);
      if (attempts > 0 && !sameLayout(layout, await storedLayout(ctx, testId))) {
        throw new RowError('sections', `sections: ${attempts} attempt(s) of this test were scored against its questions, which stay as they are; its name, window, batches and results may still change. Import a new test for other questions`);
      }
      await trx.updateTable('exam_test').set(row).where('id', '=', testId).where('institute_id', '=', instituteId).execute();
      if (attempts === 0) await replaceLayout(ctx, testId, layout);
      await trx.deleteFrom('exam_test_batch').where('test_id', '=', testId).execute();
    }
    const batches = [...new Set(batchIds)];
    if (batches.length) await trx.insertInto('exam_test_batch').values(batches.map((batch_id) => ({ test_id: testId, batch_id }))).execute();
    return testId;
  },
  async remove(ctx, localId) {
    const { trx, instituteId } = ctx;
    const attempts = await attemptCount(ctx, localId);
    if (attempts > 0) throw new RowError(null, `${attempts} attempt(s) of this test are students' history: it stays. To take it off their lists, send it with no batch_source_ids`);
    const sold = await trx.selectFrom('exam_product_test').select('product_name').where('test_id', '=', localId).where('test_institute_id', '=', instituteId).executeTakeFirst();
    if (sold) throw new RowError(null, `this test is sold in the product '${sold.product_name}': it stays while a learner holds it`);
    await trx.deleteFrom('exam_test').where('id', '=', localId).where('institute_id', '=', instituteId).execute();
  },
};
