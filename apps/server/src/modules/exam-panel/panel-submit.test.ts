import { beforeAll, describe, expect, it } from 'vitest';
import { PANEL_ERROR_CODES, ZPanelResultResponse, ZPanelSubmitResponse } from '@portal/contract';
import { scoreAttempt, type QuestionKey } from '@portal/domain';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { createFixtureTest } from './panel-fixtures.ts';
import { getResult, item, openPanel, postSubmit, putAnswers, questionsOf, rightAnswer, storedAttempt, testIdByName } from './panel-test-helpers.ts';

const NOW = new Date(TEST_NOW);
const t = useSignedInApp({ aarav: '9000000001' });

describe('scoring a stored attempt with the domain rules (decision 035, decision 040)', () => {
  it('three wrong answers at -1/3 cost exactly 1, added as fractions and rounded once (GATE evaluator PR #5)', async () => {
    const third = { marks: [2, 1] as [number, number], negative: [1, 3] as [number, number], correct: 'a' };
    const testId = await createFixtureTest(t.database.db, NOW, [{ ...third, subject: 'Physics' }, { ...third, subject: 'Physics' }, { ...third, subject: 'Chemistry' }, { ...third, subject: 'Chemistry' }], { name: 'Thirds', published: true });
    const panel = await openPanel(t.app, t.tokens.aarav, testId);
    expect(panel.data.test).toMatchObject({ total_marks: 8, negative_marking: true });
    expect(panel.data.questions[0]).toMatchObject({ marks: 2, negative_marks: 0.33 });
    const [q1, q2, q3, q4] = panel.data.questions.map((q: { question_id: number }) => q.question_id);
    const wrong = { kind: 'single' as const, choice: 'b' };
    await putAnswers(t.app, panel.attemptId, { attempt: panel.cookie }, [item(q1, wrong, 1), item(q2, wrong, 1), item(q3, wrong, 1)]);
    t.clock.advance(5 * 60_000);
    const res = await postSubmit(t.app, panel.attemptId, { attempt: panel.cookie }, [item(q4, { kind: 'single', choice: 'a' }, 1, true)]);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ZPanelSubmitResponse.parse(res.json());
    expect(data.attempt).toMatchObject({ status: 'submitted', finished_at_ms: NOW.getTime() + 5 * 60_000, seconds_left: 0 });
    expect(data.result).toMatchObject({ marks: 1, max_marks: 8, right: 1, wrong: 3, left: 0, attempted: 4, time_taken_seconds: 300, rank: 1, total_students: 1, percentile: 99 });
    expect(data.result!.subjects).toEqual([
      { subject: 'Physics', marks: -0.67, time_ms: 0, right: 0, partial: 0, wrong: 2, left: 0, right_marks: 0, wrong_marks: -0.67 },
      { subject: 'Chemistry', marks: 1.67, time_ms: 0, right: 1, partial: 0, wrong: 1, left: 0, right_marks: 2, wrong_marks: -0.33 },
    ]);
    expect(await storedAttempt(t.database.db, panel.attemptId)).toMatchObject({ score: '1.00', max_marks: '8.00', right_count: 1, wrong_count: 3, left_count: 0, time_taken_seconds: 300 });
    t.clock.set(TEST_NOW);
  });

  it("the demo quiz's stored score is the domain's score of its stored answers, question types of every kind", async () => {
    const quiz = await testIdByName(t.database.db, 'Online Quiz: Science (weekly practice)');
    const panel = await openPanel(t.app, t.tokens.aarav, quiz);
    const bank = await questionsOf(t.database.db, quiz);
    // Right answers but the 2nd (wrong) and the 3rd (left).
    const items = bank.flatMap((q, i) => (i === 2 ? [] : [item(q.id, i === 1 ? { kind: 'single', choice: 'a' } : rightAnswer(q.answer_key), 1)]));
    expect((await putAnswers(t.app, panel.attemptId, { attempt: panel.cookie }, items)).statusCode).toBe(200);
    const res = await postSubmit(t.app, panel.attemptId, { attempt: panel.cookie });
    expect(res.json().data.result).toBeNull(); // not published
    const keys = (await t.database.db.selectFrom('exam_test_question as tq').innerJoin('exam_question as q', 'q.id', 'tq.question_id').select(['q.id', 'q.answer_key', 'q.marks_num', 'q.marks_den', 'q.negative_num', 'q.negative_den']).where('tq.test_id', '=', quiz).execute()).map((q) => ({
      id: String(q.id),
      key: { ...q.answer_key, marks: { num: q.marks_num, den: q.marks_den }, negative: { num: q.negative_num, den: q.negative_den } } as QuestionKey,
    }));
    const expected = scoreAttempt(keys, Object.fromEntries(items.map((i) => [String(i.question_id), { answer: i.answer as never }])));
    expect(expected).toMatchObject({ right: 13, wrong: 1, left: 1 });
    expect(await storedAttempt(t.database.db, panel.attemptId)).toMatchObject({ score: expected.marks.toFixed(2), right_count: 13, wrong_count: 1, left_count: 1, status: 'submitted' });
  });
});

describe('submit is idempotent; results only once published (decision 040)', () => {
  let panel: Awaited<ReturnType<typeof openPanel>>;
  let q: number;

  beforeAll(async () => {
    const testId = await createFixtureTest(t.database.db, NOW, [{ marks: [1, 1], negative: [0, 1], correct: 'a', subject: 'Science' }], { name: 'Once' });
    panel = await openPanel(t.app, t.tokens.aarav, testId);
    q = panel.data.questions[0].question_id;
  });

  it('a second submit answers the same state; one with newer answers is refused (409), the stored answer stays', async () => {
    const first = await postSubmit(t.app, panel.attemptId, { attempt: panel.cookie }, [item(q, { kind: 'single', choice: 'a' }, 4)]);
    expect(first.statusCode).toBe(200);
    const again = await postSubmit(t.app, panel.attemptId, { attempt: panel.cookie }, [item(q, { kind: 'single', choice: 'a' }, 4)]);
    expect(again.json().data.attempt).toEqual(first.json().data.attempt);
    const newer = await postSubmit(t.app, panel.attemptId, { attempt: panel.cookie }, [item(q, { kind: 'single', choice: 'b' }, 5)]);
    expect(newer.json()).toMatchObject({ statusCode: 409, code: PANEL_ERROR_CODES.attemptClosed });
    const save = await putAnswers(t.app, panel.attemptId, { attempt: panel.cookie }, [item(q, { kind: 'single', choice: 'b' }, 6)]);
    expect(save.json()).toMatchObject({ statusCode: 409, code: PANEL_ERROR_CODES.attemptClosed });
    expect(await storedAttempt(t.database.db, panel.attemptId)).toMatchObject({ score: '1.00', right_count: 1 });
  });

  it('[EXAM-LIST-4] the result is refused (409) until the institute publishes it, then answered', async () => {
    const hidden = await getResult(t.app, panel.attemptId, { attempt: panel.cookie });
    expect(hidden.json()).toMatchObject({ statusCode: 409, code: PANEL_ERROR_CODES.resultPending, message: 'The result of this exam is not published yet.' });
    await t.database.db.updateTable('exam_test').set({ is_result_published: true }).where('id', '=', panel.data.test.test_id).execute();
    const shown = await getResult(t.app, panel.attemptId, { session: t.tokens.aarav });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(ZPanelResultResponse.parse(shown.json()).data).toMatchObject({ marks: 1, rank: 1, total_students: 1, percentile: 99, topper: { marks: 1 } });
    expect(shown.json().data.questions[0].key).toBeUndefined(); // the test does not let solutions be seen
  });
});
