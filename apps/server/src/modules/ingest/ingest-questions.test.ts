import { describe, expect, it } from 'vitest';
import { BANK } from './ingest-exam-fixtures.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 082): the question bank over the integration API, every kind the panel shows.
const { ctx, put } = ingestTestApp();
const db = () => ctx.t.database.db;
const question = (stem: string) => db().selectFrom('exam_question').selectAll().where('stem_html', '=', stem).where('institute_id', '=', 102).executeTakeFirst();
const bySource = (sourceId: string, institute = 102) =>
  db()
    .selectFrom('source_record as s')
    .innerJoin('exam_question as q', 'q.id', 's.local_id')
    .selectAll('q')
    .where('s.area', '=', 'questions')
    .where('s.source_id', '=', sourceId)
    .where('s.institute_id', '=', institute)
    .executeTakeFirst();
const choice = (source_id: string, extra: Record<string, unknown> = {}) => ({
  source_id,
  kind: 'single',
  subject: 'Guard',
  question_html: `<p>${source_id}</p>`,
  options: [
    { id: 'a', html: 'yes', is_correct: true },
    { id: 'b', html: 'no' },
  ],
  ...extra,
});

describe('[issue 34] PUT /api/ingest/v1/questions', () => {
  it('creates every kind with the key the panel scores by, marks as fractions, a shared passage and images', async () => {
    expect((await put('questions', BANK)).counts).toMatchObject({ created: 9, failed: 0 });
    expect(await bySource('Q-SINGLE')).toMatchObject({
      kind: 'single',
      subject_name: 'Physics',
      topic_name: 'Motion',
      options: { choices: [{ id: 'a', html: 'Scalar' }, { id: 'b', html: 'Vector' }] },
      answer_key: { kind: 'single', correct: 'a' },
      media: [{ media_type: 'image', source_path: 'https://cdn.example.org/speed.png' }],
      solution_html: '<p>Speed has no direction.</p>',
      marks_num: 4,
      negative_num: 1,
    });
    expect(await bySource('Q-MULTI')).toMatchObject({ answer_key: { kind: 'multiple', correct: ['a', 'c'], partial: true }, marks_num: 4, negative_num: 1, negative_den: 3 });
    expect((await bySource('Q-TF'))?.answer_key).toEqual({ kind: 'true-false', correct: true });
    expect(await bySource('Q-NUM')).toMatchObject({ options: { unit: 'm/s²' }, answer_key: { kind: 'numeric', value: '9.8', tolerance: '0.05' } });
    expect((await bySource('Q-TEXT'))?.answer_key).toEqual({ kind: 'text', accepted: ['Na'] });
    expect((await bySource('Q-MATCH'))?.answer_key).toEqual({ kind: 'matching', pairs: { l1: 'r2', l2: 'r1' }, partial: true });
    expect((await bySource('Q-GRID'))?.answer_key).toEqual({ kind: 'grid', rows: { r1: ['c1'], r2: ['c2'] }, partial: false });
    const [p1, p2] = [await bySource('Q-PASS-1'), await bySource('Q-PASS-2')];
    expect(p1?.passage_id).not.toBeNull();
    expect(p2?.passage_id).toBe(p1?.passage_id);
  });

  it('the same bank again is unchanged; a corrected wording updates the question in place', async () => {
    expect((await put('questions', BANK)).counts).toMatchObject({ unchanged: 9 });
    const before = await bySource('Q-TF');
    expect((await put('questions', [{ ...BANK[2], question_html: '<p>Water boils at 100 °C at sea level (1 atm).</p>' }])).counts).toMatchObject({ updated: 1 });
    expect(await bySource('Q-TF')).toMatchObject({ id: before?.id, stem_html: '<p>Water boils at 100 °C at sea level (1 atm).</p>' });
  });

  it('a bad question is its row\'s error with its field; the rest are written', async () => {
    const job = await put('questions', [
      choice('BAD-1', { options: [{ id: 'a', html: 'x' }, { id: 'b', html: 'y' }] }),
      choice('BAD-2', { options: [{ id: 'a', html: 'x', is_correct: true }, { id: 'a', html: 'y' }] }),
      choice('BAD-3', { options: [{ id: 'a', html: 'x', is_correct: true }, { id: 'b', html: 'y', is_correct: true }] }),
      { source_id: 'BAD-4', kind: 'numeric', subject: 'Maths', question_html: '<p>?</p>', answer: 'twelve' },
      { source_id: 'BAD-5', kind: 'matching', subject: 'Maths', question_html: '<p>?</p>', left: [{ id: 'l1', html: 'x', match: 'r9' }], right: [{ id: 'r1', html: 'y' }] },
      choice('BAD-6', { image_urls: ['javascript:alert(1)'] }),
      choice('BAD-7', { marks: 0.125 }),
      { source_id: 'BAD-8', kind: 'numeric', subject: 'Maths', question_html: '<p>?</p>', answer: '2', tolerance: '-1' },
      { source_id: 'BAD-9', kind: 'true-false', subject: 'Maths', question_html: '<p>?</p>', answer: { value: true } },
      choice('GOOD-1', { marks: '2.5', negative_marks: '0.25' }),
    ]);
    expect(job.counts).toMatchObject({ created: 1, failed: 9 });
    expect(job.errors.map((e) => [e.line, e.field, e.message])).toEqual([
      [1, 'options', 'options: no option is marked is_correct; a single-choice question needs one'],
      [2, 'options.1.id', "options.1.id: option id 'a' is repeated"],
      [3, 'options', 'options: 2 options are marked is_correct; a single-choice question takes one (kind multiple takes several)'],
      [4, 'answer', 'answer: expected the right number'],
      [5, 'left.0.match', "left.0.match: no right item has the id 'r9'"],
      [6, 'image_urls.0', 'image_urls.0: expected an https:// address'],
      [7, 'marks', 'marks: expected marks as a number of at least 0 with at most 2 decimals, or a fraction such as 1/3'],
      [8, 'tolerance', 'tolerance: expected a number of at least 0'],
      [9, 'answer', expect.stringContaining('answer: ')],
    ]);
    expect(await question('<p>BAD-1</p>')).toBeUndefined();
    expect(await question('<p>GOOD-1</p>')).toMatchObject({ marks_num: 5, marks_den: 2, negative_num: 1, negative_den: 4 });
  });

  it('a dry run keeps nothing; an atomic upload with a bad row writes nothing', async () => {
    expect((await put('questions', [choice('DRY-1')], { query: '?dry_run=true' })).counts).toMatchObject({ created: 1 });
    expect(await question('<p>DRY-1</p>')).toBeUndefined();
    const atomic = await put('questions', [choice('AT-1'), choice('AT-2', { kind: 'grid' })], { query: '?atomic=true' });
    expect(atomic).toMatchObject({ state: 'failed', counts: { created: 0, failed: 1 }, message: expect.stringContaining('Nothing was written') });
    expect(atomic.errors[0]).toMatchObject({ line: 2, field: 'rows' });
    expect(await question('<p>AT-1</p>')).toBeUndefined();
  });

  it('delete removes a question in no test, and its passage with its last question', async () => {
    const passageId = (await bySource('Q-PASS-1'))!.passage_id!;
    expect((await put('questions', [{ source_id: 'Q-PASS-1', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await bySource('Q-PASS-1')).toBeUndefined();
    expect(await db().selectFrom('exam_passage').select('id').where('id', '=', passageId).executeTakeFirst()).toBeDefined();
    expect((await put('questions', [{ source_id: 'Q-PASS-2', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await db().selectFrom('exam_passage').select('id').where('id', '=', passageId).executeTakeFirst()).toBeUndefined();
  });

  it('a bulk bank that drops many questions is stopped by the guard, then deletes when allowed', async () => {
    const all = Array.from({ length: 10 }, (_, i) => choice(`G-${i}`));
    expect((await put('questions', all, { mode: 'bulk', scope: 'guard' })).counts).toMatchObject({ created: 10 });
    const guarded = await put('questions', all.slice(0, 6), { mode: 'bulk', scope: 'guard' });
    expect(guarded).toMatchObject({ state: 'failed', counts: { deleted: 0, unchanged: 6 }, message: expect.stringContaining('Stopped before deleting 4 of 10') });
    expect(await question('<p>G-9</p>')).toBeDefined();
    expect((await put('questions', all.slice(0, 6), { mode: 'bulk', scope: 'guard', query: '?max_delete_percent=40' })).counts).toMatchObject({ deleted: 4 });
    expect(await question('<p>G-9</p>')).toBeUndefined();
  });

  it("another institute's key reaches none of this institute's questions", async () => {
    const mine = await bySource('Q-SINGLE');
    expect((await put('questions', [{ ...BANK[0], question_html: '<p>Theirs</p>' }], { as: ctx.otherKey })).counts).toMatchObject({ created: 1 });
    expect(await bySource('Q-SINGLE', 101)).toMatchObject({ institute_id: 101, stem_html: '<p>Theirs</p>' });
    const del = await ctx.t.app.inject({ method: 'DELETE', url: '/api/ingest/v1/questions/Q-NUM', headers: { authorization: `Bearer ${ctx.otherKey}` } });
    expect(del.json()).toMatchObject({ counts: { deleted: 0, unchanged: 1 } });
    expect(await bySource('Q-SINGLE')).toEqual(mine);
    expect(await bySource('Q-NUM')).toBeDefined();
  });
});
