import { beforeAll, describe, expect, it } from 'vitest';
import { attemptPath, PANEL_ERROR_CODES, ZPanelEnterResponse, ZPanelQuestion } from '@portal/contract';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { CLOSE_AFTER_MS } from './attempt-sweep.ts';
import { LAUNCH_TOKEN_MS } from './launch.service.ts';
import { attemptCookieOf, launchTokenOf, openPanel, postEnter, postLaunch, postSubmit, storedAttempt, testIdByName } from './panel-test-helpers.ts';

const NOW = new Date(TEST_NOW).getTime();
const t = useSignedInApp({ aarav: '9000000001' });
let quiz: number;

beforeAll(async () => {
  quiz = await testIdByName(t.database.db, 'Online Quiz: Science (weekly practice)');
});

/** Every property name anywhere in a JSON value. */
function keysIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysIn(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysIn(v, into);
    }
  }
  return into;
}

describe('POST /exam-api/panel/enter: sitting a test (decision 040)', () => {
  let first: Awaited<ReturnType<typeof openPanel>>;

  it('[EXAM-BTN-2] opens a new attempt now, with a deadline of start plus duration, and an attempt cookie scoped to it', async () => {
    first = await openPanel(t.app, t.tokens.aarav, quiz);
    const body = ZPanelEnterResponse.parse(first.res.json());
    expect(body.data).toMatchObject({ mode: 'attempt', result: null, answers: [] });
    expect(body.data.attempt).toMatchObject({ attempt_no: 1, status: 'in_progress', started_at_ms: NOW, deadline_ms: NOW + 20 * 60_000, seconds_left: 1200, server_now_ms: NOW, finished_at_ms: null });
    expect(body.data.questions).toHaveLength(15);
    expect(new Set(body.data.questions.map((q) => q.kind))).toEqual(new Set(['single', 'multiple', 'true-false', 'numeric', 'text', 'matching', 'grid']));
    expect(body.data.sections.flatMap((s) => s.question_ids)).toEqual(body.data.questions.map((q) => q.question_id));
    expect(body.data.test).toMatchObject({ test_id: quiz, duration_minutes: 20 });
    const cookie = attemptCookieOf(first.res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: attemptPath(first.attemptId) });
    expect(cookie.expires!.getTime()).toBe(NOW + 20 * 60_000 + 3 * 3_600_000);
    expect(await storedAttempt(t.database.db, first.attemptId)).toMatchObject({ user_id: 1001, test_id: quiz, status: 'in_progress' });
  });

  it('answers no answer key, solution or accepted answer anywhere in the body', async () => {
    const keys = keysIn(first.res.json());
    for (const secret of ['answer_key', 'key', 'correct', 'accepted', 'tolerance', 'solution_html', 'solution', 'value', 'pairs']) expect(keys.has(secret), secret).toBe(false);
    // Each question carries exactly the fields the panel draws, nothing more.
    for (const q of first.res.json().data.questions) ZPanelQuestion.strict().parse(q);
  });

  it('a second launch resumes the open attempt (Resume, another window or device), each window with its own cookie', async () => {
    const again = await openPanel(t.app, t.tokens.aarav, quiz);
    expect(again.attemptId).toBe(first.attemptId);
    expect(again.cookie).not.toBe(first.cookie);
    expect(again.data.attempt.seconds_left).toBe(1200);
  });

  it('[EXAM-LIST-7] Resume of the demo mock test returns its saved answers with their seq and the time the server says is left', async () => {
    const mock = await testIdByName(t.database.db, 'Science Olympiad Mock Test 1');
    const { data } = await openPanel(t.app, t.tokens.aarav, mock);
    expect(data.attempt).toMatchObject({ attempt_no: 1, status: 'in_progress', seconds_left: 45 * 60 });
    expect(data.answers).toHaveLength(4);
    expect(data.answers.map((a: { seq: number }) => a.seq)).toEqual([3, 1, 1, 1]);
    expect(data.answers.filter((a: { marked_for_review: boolean }) => a.marked_for_review)).toHaveLength(2);
    expect(data.answers[3].answer).toBeNull();
  });

  it('[EXAM-LIST-8] a mock test cannot be started twice: once submitted, Start is refused', async () => {
    const mock = await testIdByName(t.database.db, 'Science Olympiad Mock Test 1');
    const { attemptId, cookie } = await openPanel(t.app, t.tokens.aarav, mock);
    expect((await postSubmit(t.app, attemptId, { attempt: cookie })).statusCode).toBe(200);
    const res = await postLaunch(t.app, t.tokens.aarav, { test_id: mock });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(PANEL_ERROR_CODES.alreadyTaken);
  });

  it('two launches entered at once open one attempt', async () => {
    const diya = (await signIn(t.app, '9000000002')).token!;
    const open = await t.database.db
      .selectFrom('exam_test')
      .select('id')
      .where('institute_id', '=', 102)
      .where('test_type_id', '=', 1)
      .where('starts_at', '<=', new Date(NOW))
      .where('ends_at', '>', new Date(NOW))
      .execute();
    let testId: number | undefined;
    let tokens: string[] = [];
    for (const { id } of open) {
      const a = await postLaunch(t.app, diya, { test_id: id });
      if (a.statusCode !== 200 || a.json().data.mode !== 'attempt') continue;
      tokens = [launchTokenOf(a), launchTokenOf(await postLaunch(t.app, diya, { test_id: id }))];
      testId = id;
      break;
    }
    expect(testId).toBeDefined();
    const [a, b] = await Promise.all(tokens.map((tok) => postEnter(t.app, diya, tok)));
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect(a!.json().data.attempt.attempt_id).toBe(b!.json().data.attempt.attempt_id);
    const rows = await t.database.db.selectFrom('exam_attempt').select('id').where('test_id', '=', testId!).where('user_id', '=', 1002).where('status', '=', 'in_progress').execute();
    expect(rows).toHaveLength(1);
  });

  it('an open attempt found past its deadline is ended (finished at the deadline) and a practice test starts anew', async () => {
    const drill = await testIdByName(t.database.db, 'Mental Maths Drill'); // unlimited, 20 minutes
    const first = await openPanel(t.app, t.tokens.aarav, drill);
    t.clock.set(new Date(NOW + 20 * 60_000 + CLOSE_AFTER_MS + 1));
    const next = await openPanel(t.app, t.tokens.aarav, drill);
    expect(next.attemptId).not.toBe(first.attemptId);
    expect(next.data.attempt.attempt_no).toBe(first.data.attempt.attempt_no + 1);
    expect(await storedAttempt(t.database.db, first.attemptId)).toMatchObject({ status: 'expired', finished_at: new Date(NOW + 20 * 60_000) });
    t.clock.set(TEST_NOW);
  });

  it('[EXAM-BTN-7] a token entered after the deadline resumes the attempt at 0 s, and one entered once it is overdue ends it: never an attempt past the limit', async () => {
    const sprint = await testIdByName(t.database.db, 'Square Roots Sprint (1 minute)'); // limit 1, 1 minute
    const first = await openPanel(t.app, t.tokens.aarav, sprint);
    try {
      // Resume pressed before the deadline; its token entered after it, while answers may still
      // arrive (decision 070): the same attempt, nothing left to answer in.
      t.clock.set(new Date(NOW + 50_000));
      const resume = launchTokenOf(await postLaunch(t.app, t.tokens.aarav, { test_id: sprint }));
      const entered = NOW + 60_000 + 45_000;
      expect(entered).toBeLessThan(NOW + 50_000 + LAUNCH_TOKEN_MS);
      t.clock.set(new Date(entered));
      const res = await postEnter(t.app, t.tokens.aarav, resume);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.attempt).toMatchObject({ attempt_id: first.attemptId, status: 'in_progress', seconds_left: 0 });
      // Once overdue, a new launch finds the attempt ended and the limit used.
      t.clock.set(new Date(NOW + 60_000 + CLOSE_AFTER_MS + 1));
      const again = await postLaunch(t.app, t.tokens.aarav, { test_id: sprint });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe(PANEL_ERROR_CODES.attemptsUsed);
      const ended = await storedAttempt(t.database.db, first.attemptId);
      const attempts = await t.database.db.selectFrom('exam_attempt').select('id').where('test_id', '=', sprint).where('user_id', '=', ended.user_id).execute();
      expect(attempts).toHaveLength(1);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('[EXAM-LIST-1] [EXAM-BTN-6] [EXAM-BTN-7] a practice test is retaken up to its limit, then refused', async () => {
    const practice = await testIdByName(t.database.db, 'Rational Numbers Practice Set'); // limit 3, one done
    for (const n of [2, 3]) {
      const { attemptId, cookie, data } = await openPanel(t.app, t.tokens.aarav, practice);
      expect(data.attempt.attempt_no).toBe(n);
      expect((await postSubmit(t.app, attemptId, { attempt: cookie })).json().data.attempt.status).toBe('submitted');
    }
    const res = await postLaunch(t.app, t.tokens.aarav, { test_id: practice });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(PANEL_ERROR_CODES.attemptsUsed);
  });
});

describe('View: reviewing a published result (decision 040) [EXAM-BTN-4]', () => {
  it('[EXAM-LIST-2] opens the latest finished attempt with its result, keys and solutions (the test allows them)', async () => {
    const published = await t.database.db.selectFrom('exam_test').select('id').where('institute_id', '=', 101).where('is_result_published', '=', true).where('test_type_id', '=', 4).where('ends_at', '<', new Date(NOW)).orderBy('ends_at', 'desc').executeTakeFirstOrThrow();
    const launch = await postLaunch(t.app, t.tokens.aarav, { test_id: published.id });
    expect(launch.json().data.mode).toBe('review');
    const res = await postEnter(t.app, t.tokens.aarav, launchTokenOf(launch));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ZPanelEnterResponse.parse(res.json());
    expect(data.mode).toBe('review');
    expect(data.attempt.status).not.toBe('in_progress');
    expect(data.result).toMatchObject({ attempt_id: data.attempt.attempt_id });
    expect(data.result!.total_students).toBeGreaterThan(10);
    expect(data.result!.questions.every((q) => q.key !== undefined)).toBe(true);
    expect(attemptCookieOf(res)!.expires!.getTime()).toBe(NOW + 3 * 3_600_000);
  });

  it("another learner's attempt id is 404", async () => {
    const published = await t.database.db.selectFrom('exam_test').select('id').where('institute_id', '=', 101).where('is_result_published', '=', true).where('test_type_id', '=', 4).where('ends_at', '<', new Date(NOW)).orderBy('ends_at', 'desc').executeTakeFirstOrThrow();
    const other = await t.database.db.selectFrom('exam_attempt').select('id').where('test_id', '=', published.id).where('user_id', '<>', 1001).executeTakeFirstOrThrow();
    expect((await postLaunch(t.app, t.tokens.aarav, { test_id: published.id, attempt_id: other.id })).statusCode).toBe(404);
  });
});
