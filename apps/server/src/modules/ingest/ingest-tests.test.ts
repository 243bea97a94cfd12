import { describe, expect, it } from 'vitest';
import { ZExamLabelsResponse, ZExamTestsResponse } from '@portal/contract';
import { signIn } from '../../testing/login-helpers.ts';
import { getLabels, getLabelTests } from '../exams/test-requests.ts';
import { getResult, item, openPanel, postSubmit, putAnswers } from '../exam-panel/panel-test-helpers.ts';
import { BANK, weeklyTest } from './ingest-exam-fixtures.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 082): online tests over the integration API, sat in the real panel.
const { ctx, put } = ingestTestApp();
const db = () => ctx.t.database.db;
const DIYA_USER = 1002; // the coaching institute's student (9000000002)
const testNamed = (name: string) => db().selectFrom('exam_test').selectAll().where('test_name', '=', name).where('institute_id', '=', 102).executeTakeFirst();
let panel: Awaited<ReturnType<typeof openPanel>>;

describe('[issue 34] PUT /api/ingest/v1/tests', () => {
  it('a student of the batch finds the imported test in their exam list and sits it in the panel with the questions as imported', async () => {
    await put('batches', [{ source_id: 'TB-1', name: 'Test batch one' }, { source_id: 'TB-2', name: 'Test batch two' }]);
    await put('questions', BANK);
    expect((await put('tests', [weeklyTest()])).counts).toMatchObject({ created: 1, failed: 0 });
    const batch = await db().selectFrom('batch').select('id').where('name', '=', 'Test batch one').executeTakeFirstOrThrow();
    await db().insertInto('batch_member').values({ user_id: DIYA_USER, batch_id: batch.id }).execute();
    const test = (await testNamed('Imported Weekly Test'))!;
    // The wall time is the institute's (India); the other came with its offset.
    expect(test).toMatchObject({ test_type_id: 4, test_limit: 1, duration_minutes: 60, is_result_published: false });
    expect([test.starts_at.toISOString(), test.ends_at.toISOString()]).toEqual(['2026-11-21T03:30:00.000Z', '2026-11-21T12:30:00.000Z']);

    const { token } = await signIn(ctx.t.app, '9000000002');
    const labels = ZExamLabelsResponse.parse((await getLabels(ctx.t.app, token!)).json()).data;
    const label = labels.find((l) => l.label_name === 'Imported Tests');
    expect(label).toMatchObject({ test_type_id: 4 });
    const listed = ZExamTestsResponse.parse((await getLabelTests(ctx.t.app, token!, label!.label_id)).json()).data;
    expect(listed.map((x) => [x.test_id, x.test_name])).toEqual([[test.id, 'Imported Weekly Test']]);

    panel = await openPanel(ctx.t.app, token!, test.id);
    const { data } = panel;
    expect(data.test).toMatchObject({ test_name: 'Imported Weekly Test', duration_minutes: 60, total_marks: 20, negative_marking: true });
    expect(data.sections.map((s: { section_name: string; question_ids: number[] }) => [s.section_name, s.question_ids.length])).toEqual([['Physics', 3], ['Chemistry', 3], ['Maths and English', 3]]);
    expect(data.questions.map((q: { kind: string }) => q.kind)).toEqual(['single', 'multiple', 'numeric', 'true-false', 'text', 'matching', 'grid', 'single', 'text']);
    const [single, , numeric, tf, , matching] = data.questions;
    expect(single).toMatchObject({ stem_html: '<p>Speed is a \\(scalar\\) or a vector?</p>', options: { choices: [{ id: 'a', html: 'Scalar' }, { id: 'b', html: 'Vector' }] }, media: [{ media_type: 'image', source_path: 'https://cdn.example.org/speed.png' }], marks: 4, negative_marks: 1 });
    expect(numeric).toMatchObject({ options: { unit: 'm/s²' }, marks: 3 });
    expect(tf).toMatchObject({ marks: 2, negative_marks: 0.5 });
    expect(matching).toMatchObject({ options: { left: [{ id: 'l1', html: 'H' }, { id: 'l2', html: 'O' }], right: [{ id: 'r1', html: 'Oxygen' }, { id: 'r2', html: 'Hydrogen' }] }, partial_marks: true });
    expect(JSON.stringify(data.questions)).not.toContain('is_correct');
    expect(data.passages).toEqual([{ passage_id: data.questions[7].passage_id, title: 'The river', body_html: '<p>The river ran quiet under the old bridge.</p>' }]);
    expect(data.questions[8].passage_id).toBe(data.questions[7].passage_id);

    const answers = [item(single.question_id, { kind: 'single', choice: 'a' }, 1), item(numeric.question_id, { kind: 'numeric', text: '9.83' }, 2), item(tf.question_id, { kind: 'true-false', value: false }, 3), item(data.questions[4].question_id, { kind: 'text', text: ' na ' }, 4)];
    const saved = await putAnswers(ctx.t.app, panel.attemptId, { attempt: panel.cookie }, answers);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('the same upload is unchanged; results published by a later upload open the submitted attempt, scored by the imported keys', async () => {
    expect((await put('tests', [weeklyTest()])).counts).toMatchObject({ unchanged: 1 });
    expect((await postSubmit(ctx.t.app, panel.attemptId, { attempt: panel.cookie })).json().data.result).toBeNull();
    expect((await getResult(ctx.t.app, panel.attemptId, { attempt: panel.cookie })).statusCode).toBe(409);
    expect((await put('tests', [weeklyTest({ result_published: true, solutions_downloadable: true })])).counts).toMatchObject({ updated: 1 });
    const result = await getResult(ctx.t.app, panel.attemptId, { attempt: panel.cookie });
    expect(result.statusCode, result.body).toBe(200);
    // 4 (single) + 3 (numeric within ± 0.05) + 2 (text, any case) - 0.5 (true-false wrong, the section's negative).
    expect(result.json().data).toMatchObject({ marks: 8.5, max_marks: 20, right: 3, wrong: 1 });
  });

  it('once attempted, its questions and their keys stay (the row says which field); wording, name and batches may change; it is not deleted', async () => {
    const key = await put('questions', [{ ...BANK[0], options: [{ id: 'a', html: 'Scalar' }, { id: 'b', html: 'Vector', is_correct: true }] }]);
    expect(key.errors[0]).toMatchObject({ field: 'options', message: expect.stringContaining("in 'Imported Weekly Test', which students have attempted") });
    expect((await put('questions', [{ ...BANK[2], answer: false }])).errors[0]).toMatchObject({ field: 'answer' });
    expect((await put('questions', [{ ...BANK[0], question_html: '<p>Is speed a scalar?</p>' }])).counts).toMatchObject({ updated: 1 });

    const moved = weeklyTest({ sections: [{ name: 'Physics', question_source_ids: ['Q-SINGLE'] }] });
    expect((await put('tests', [moved])).errors[0]).toMatchObject({ field: 'sections', message: expect.stringContaining('1 attempt(s) of this test were scored') });
    expect((await put('tests', [weeklyTest({ name: 'Weekly Test (renamed)', batch_source_ids: ['TB-1', 'TB-2'] })])).counts).toMatchObject({ updated: 1 });
    const test = (await testNamed('Weekly Test (renamed)'))!;
    expect(await db().selectFrom('exam_test_batch').select('batch_id').where('test_id', '=', test.id).execute()).toHaveLength(2);

    const refused = await put('tests', [{ source_id: 'T-1', status: 'tobedeleted' }]);
    expect(refused.errors[0]).toMatchObject({ source_id: 'T-1', message: expect.stringContaining("students' history: it stays") });
    expect((await put('questions', [{ source_id: 'Q-NUM', status: 'tobedeleted' }])).errors[0]).toMatchObject({ message: expect.stringContaining("this question is in 'Weekly Test (renamed)'") });
    expect(await db().selectFrom('exam_attempt').select('id').where('test_id', '=', test.id).execute()).toHaveLength(1);
  });

  it('bad tests are their rows\' errors with their fields; a test without attempts is deleted with its sections', async () => {
    const job = await put('tests', [
      weeklyTest({ source_id: 'T-B1', sections: [{ name: 'S', question_source_ids: ['Q-TF', 'Q-404'] }] }),
      weeklyTest({ source_id: 'T-B2', batch_source_ids: ['TB-404'] }),
      weeklyTest({ source_id: 'T-B3', ends_at: '2026-11-21 08:00' }),
      weeklyTest({ source_id: 'T-B4', attempts_allowed: 3 }),
      weeklyTest({ source_id: 'T-B5', sections: [{ name: 'A', question_source_ids: ['Q-TF'] }, { name: 'B', question_source_ids: ['Q-TF'] }] }),
      weeklyTest({ source_id: 'T-B6', starts_at: '21/11/2026 09:00' }),
      weeklyTest({ source_id: 'T-2', name: 'Practice Set', type: 'practice', attempts_allowed: 0, label: undefined }),
    ]);
    expect(job.counts).toMatchObject({ created: 1, failed: 6 });
    expect(job.errors.map((e) => [e.line, e.field]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [1, 'sections.0.question_source_ids.1'],
      [2, 'batch_source_ids.0'],
      [3, 'ends_at'],
      [4, 'attempts_allowed'],
      [5, 'sections.1.question_source_ids.0'],
      [6, 'starts_at'],
    ]);
    expect(job.errors.find((e) => e.line === 1)?.message).toBe("sections.0.question_source_ids.1: no question 'Q-404' was imported; import it first");
    const practice = (await testNamed('Practice Set'))!;
    expect(practice).toMatchObject({ test_type_id: 2, test_limit: 0, label_id: null });
    expect((await put('tests', [{ source_id: 'T-2', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await testNamed('Practice Set')).toBeUndefined();
    expect(await db().selectFrom('exam_test_question').select('question_id').where('test_id', '=', practice.id).execute()).toEqual([]);
  });

  it('a dry run keeps nothing; an atomic upload with a bad row writes nothing', async () => {
    expect((await put('tests', [weeklyTest({ source_id: 'T-DRY', name: 'Dry test' })], { query: '?dry_run=true' })).counts).toMatchObject({ created: 1 });
    expect(await testNamed('Dry test')).toBeUndefined();
    const atomic = await put('tests', [weeklyTest({ source_id: 'T-AT', name: 'Atomic test' }), weeklyTest({ source_id: 'T-AT2', batch_source_ids: ['nope'] })], { query: '?atomic=true' });
    expect(atomic).toMatchObject({ state: 'failed', counts: { created: 0, failed: 1 }, message: expect.stringContaining('Nothing was written') });
    expect(await testNamed('Atomic test')).toBeUndefined();
  });

  it('a bulk upload that drops many tests is stopped by the guard', async () => {
    const all = Array.from({ length: 5 }, (_, i) => weeklyTest({ source_id: `TG-${i}`, name: `Guarded ${i}` }));
    expect((await put('tests', all, { mode: 'bulk', scope: 'term' })).counts).toMatchObject({ created: 5 });
    const guarded = await put('tests', all.slice(0, 3), { mode: 'bulk', scope: 'term' });
    expect(guarded).toMatchObject({ state: 'failed', counts: { deleted: 0 }, message: expect.stringContaining('Stopped before deleting 2 of 5') });
    expect(await testNamed('Guarded 4')).toBeDefined();
    expect((await put('tests', all.slice(0, 3), { mode: 'bulk', scope: 'term', query: '?max_delete_percent=50' })).counts).toMatchObject({ deleted: 2 });
    expect(await testNamed('Guarded 4')).toBeUndefined();
  });

  it("another institute's key can name none of this institute's questions or batches, nor delete its test", async () => {
    const theirs = await put('tests', [weeklyTest({ name: 'Borrowed test', batch_source_ids: [] })], { as: ctx.otherKey });
    expect(theirs.errors[0]).toMatchObject({ field: 'sections.0.question_source_ids.0', message: "sections.0.question_source_ids.0: no question 'Q-SINGLE' was imported; import it first" });
    const del = await ctx.t.app.inject({ method: 'DELETE', url: '/api/ingest/v1/tests/T-1', headers: { authorization: `Bearer ${ctx.otherKey}` } });
    expect(del.json()).toMatchObject({ counts: { deleted: 0, unchanged: 1 } });
    expect(await testNamed('Weekly Test (renamed)')).toBeDefined();
    expect(await db().selectFrom('exam_test').select('id').where('test_name', '=', 'Borrowed test').execute()).toEqual([]);
  });
});
