import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { scoreAttempt, type QuestionKey } from '@portal/domain';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { finishAttempt, responsesOf } from './attempt-finish.ts';
import { CLOSE_AFTER_MS, closeOverdueAttempts, registerAttemptSweep, sweepPanel } from './attempt-sweep.ts';
import { createFixtureTest } from './panel-fixtures.ts';
import { getTime, item, openPanel, postSubmit, putAnswers, storedAttempt, testIdByName } from './panel-test-helpers.ts';
import { createTestContentCache } from './test-content.ts';

const NOW = new Date(TEST_NOW);
const t = useSignedInApp({ aarav: '9000000001' });
const contents = () => createTestContentCache(t.database.db, t.clock);

/** The domain's score of an attempt's stored answers. */
async function domainScore(attemptId: number, testId: number) {
  const content = await contents().get(testId);
  const answers = await t.database.db.selectFrom('exam_answer').select(['question_id', 'answer', 'marked_for_review']).where('attempt_id', '=', attemptId).execute();
  return scoreAttempt(content.scorable, responsesOf(answers));
}

describe('the deadline sweep (decision 040) [issue 13]', () => {
  it('ends an overdue attempt as expired, finished at its deadline (not the sweep time), scored with the answers it has', async () => {
    const mock = await testIdByName(t.database.db, 'Science Olympiad Mock Test 1');
    const open = await t.database.db.selectFrom('exam_attempt').selectAll().where('test_id', '=', mock).where('user_id', '=', 1001).where('status', '=', 'in_progress').executeTakeFirstOrThrow();
    const cache = contents();
    expect(await sweepPanel(t.database.db, cache, new Date(open.deadline.getTime() + CLOSE_AFTER_MS))).toBe(0); // a save in its grace may still be on its way
    const sweptAt = new Date(open.deadline.getTime() + CLOSE_AFTER_MS + 1);
    expect(await sweepPanel(t.database.db, cache, sweptAt)).toBe(1);
    const closed = await storedAttempt(t.database.db, open.id);
    const expected = await domainScore(open.id, mock);
    expect(closed).toMatchObject({ status: 'expired', finished_at: open.deadline, score: expected.marks.toFixed(2), right_count: expected.right, left_count: expected.left, scored_at: sweptAt });
    expect(closed.time_taken_seconds).toBe(60 * 60);
    expect(await sweepPanel(t.database.db, cache, sweptAt)).toBe(0);
  });

  it('a read ends an overdue attempt itself: correctness never waits for the timer', async () => {
    const testId = await createFixtureTest(t.database.db, NOW, [{ marks: [1, 1], negative: [0, 1], correct: 'a', subject: 'Science' }], { name: 'Lazy', duration: 10 });
    const panel = await openPanel(t.app, t.tokens.aarav, testId);
    await putAnswers(t.app, panel.attemptId, { attempt: panel.cookie }, [item(panel.data.questions[0].question_id, { kind: 'single', choice: 'a' }, 1)]);
    t.clock.set(new Date(NOW.getTime() + 10 * 60_000 + CLOSE_AFTER_MS + 1));
    const res = await getTime(t.app, panel.attemptId, { attempt: panel.cookie });
    expect(res.json().data).toMatchObject({ status: 'expired', seconds_left: 0 });
    expect(await storedAttempt(t.database.db, panel.attemptId)).toMatchObject({ status: 'expired', score: '1.00', finished_at: new Date(NOW.getTime() + 10 * 60_000) });
    t.clock.set(TEST_NOW);
  });

  it('a sweep racing a submit and other finishes ends and scores the attempt once', async () => {
    const testId = await createFixtureTest(t.database.db, NOW, [{ marks: [3, 1], negative: [1, 1], correct: 'b', subject: 'Science' }], { name: 'Race', duration: 10 });
    const cache = contents();
    const content = await cache.get(testId);
    const panel = await openPanel(t.app, t.tokens.aarav, testId);
    await putAnswers(t.app, panel.attemptId, { attempt: panel.cookie }, [item(panel.data.questions[0].question_id, { kind: 'single', choice: 'b' }, 1)]);
    const deadline = new Date(NOW.getTime() + 10 * 60_000);
    const late = deadline.getTime() + CLOSE_AFTER_MS + 1;
    t.clock.set(new Date(late)); // the submit's time; each other closer scores at a time of its own, so scored_at names the one that scored
    const [swept, first, second, submitted] = await Promise.all([
      closeOverdueAttempts(t.database.db, cache, new Date(late + 1), { attemptId: panel.attemptId }),
      finishAttempt(t.database.db, content, panel.attemptId, { status: 'expired', finishedAt: deadline, now: new Date(late + 2) }),
      finishAttempt(t.database.db, content, panel.attemptId, { status: 'expired', finishedAt: deadline, now: new Date(late + 3) }),
      postSubmit(t.app, panel.attemptId, { attempt: panel.cookie }),
    ]);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const stored = await storedAttempt(t.database.db, panel.attemptId);
    expect(stored).toMatchObject({ status: 'expired', finished_at: deadline, score: '3.00', right_count: 1, wrong_count: 0 });
    const bySubmit = stored.scored_at!.getTime() === late ? 1 : 0;
    expect(swept + Number(first) + Number(second) + bySubmit).toBe(1);
    expect([late, late + 1, late + 2, late + 3]).toContain(stored.scored_at!.getTime());
    t.clock.set(TEST_NOW);
  });

  it('runs on a timer from onReady, and stops on close', async () => {
    const testId = await createFixtureTest(t.database.db, NOW, [{ marks: [1, 1], negative: [0, 1], correct: 'a', subject: 'Science' }], { name: 'Timer', duration: 5 });
    const panel = await openPanel(t.app, t.tokens.aarav, testId);
    const clock = { now: () => new Date(NOW.getTime() + 5 * 60_000 + CLOSE_AFTER_MS + 1) };
    const app = Fastify();
    registerAttemptSweep(app, { db: t.database.db, clock, contents: createTestContentCache(t.database.db, clock), everyMs: 20 });
    await app.ready();
    await vi.waitFor(async () => expect((await storedAttempt(t.database.db, panel.attemptId)).status).toBe('expired'), { timeout: 5_000 });
    await app.close();
  });
});

describe('the sweep deletes old credentials', () => {
  it('launches and attempt tokens an hour past their expiry are deleted', async () => {
    const db = t.database.db;
    expect((await db.selectFrom('exam_launch').select('token_hash').execute()).length).toBeGreaterThan(0);
    const later = new Date(NOW.getTime() + 3.5 * 3_600_000);
    await sweepPanel(db, contents(), later);
    const hourAgo = new Date(later.getTime() - 3_600_000);
    expect(await db.selectFrom('exam_launch').select('token_hash').where('expires_at', '<', hourAgo).execute()).toEqual([]);
    expect(await db.selectFrom('exam_attempt_token').select('token_hash').where('expires_at', '<', hourAgo).execute()).toEqual([]);
    expect((await db.selectFrom('exam_attempt_token').select('token_hash').execute()).length).toBeGreaterThan(0); // those of attempts with later deadlines stay
  });
});

describe('scoring keys as the domain reads them', () => {
  it('a question key carries the test-question marks when the test sets its own (JEE: +4, -1)', async () => {
    const jee = await t.database.db.selectFrom('exam_test_question').select(['test_id']).where('marks_num', '=', 4).executeTakeFirstOrThrow();
    const content = await contents().get(jee.test_id);
    const withOwn = content.scorable.find((q) => q.key.kind === 'single')!;
    expect((withOwn.key as QuestionKey).marks).toEqual({ num: 4, den: 1 });
    expect(content.questions.find((q) => q.question_id === Number(withOwn.id))).toMatchObject({ marks: 4, negative_marks: 1 });
  });
});
