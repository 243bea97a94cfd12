import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PANEL_ERROR_CODES, ZPanelSaveResponse, ZPanelTimeResponse } from '@portal/contract';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { PANEL_MESSAGES } from './panel-errors.ts';
import { getTime, item, openPanel, putAnswers, storedAnswer, testIdByName } from './panel-test-helpers.ts';

const NOW = new Date(TEST_NOW).getTime();
const t = useSignedInApp({ aarav: '9000000001' });
let drill: Awaited<ReturnType<typeof openPanel>>;
const one = (choice: string) => ({ kind: 'numeric' as const, text: choice });
let numericId: number;
let otherId: number;

beforeAll(async () => {
  drill = await openPanel(t.app, t.tokens.aarav, await testIdByName(t.database.db, 'Mental Maths Drill'));
  numericId = drill.data.questions.find((q: { kind: string }) => q.kind === 'numeric').question_id;
  otherId = drill.data.questions.find((q: { question_id: number }) => q.question_id !== numericId).question_id;
});

const save = (items: ReturnType<typeof item>[], who = { attempt: drill.cookie }) => putAnswers(t.app, drill.attemptId, who, items);
const held = async (q: number) => {
  const row = await storedAnswer(t.database.db, drill.attemptId, q);
  return { seq: row?.seq, answer: row?.answer };
};

describe('PUT /exam-api/panel/attempts/{id}/answers: idempotent saves (decision 040)', () => {
  it('saves with the attempt cookie and acknowledges each question with its seq', async () => {
    const res = await save([item(numericId, one('12'), 1, true)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZPanelSaveResponse.parse(res.json()).data).toEqual({ saved: [{ question_id: numericId, seq: 1 }], seconds_left: 1200, ms_left: 1_200_000, server_now_ms: NOW, newer: [] });
    expect(await storedAnswer(t.database.db, drill.attemptId, numericId)).toMatchObject({ seq: 1, answer: one('12'), marked_for_review: true });
  });

  it('the same seq twice changes nothing: the first stays', async () => {
    expect((await save([item(numericId, one('99'), 1)])).json().data.saved).toEqual([{ question_id: numericId, seq: 1 }]);
    expect(await held(numericId)).toEqual({ seq: 1, answer: one('12') });
  });

  it('a lower seq after a higher one leaves the higher, and is told the seq held', async () => {
    await save([item(numericId, one('15'), 5)]);
    const late = await save([item(numericId, one('13'), 3)]);
    expect(late.json().data.saved).toEqual([{ question_id: numericId, seq: 5 }]);
    expect(await held(numericId)).toEqual({ seq: 5, answer: one('15') });
  });

  it('concurrent saves of one question end with the highest seq, whatever the order they arrive in', async () => {
    const seqs = [12, 7, 20, 9, 15, 11, 18, 6, 14, 10];
    const answers = await Promise.all(seqs.map((s) => save([item(numericId, one(String(s)), s)])));
    expect(answers.map((r) => r.statusCode)).toEqual(seqs.map(() => 200));
    expect(await held(numericId)).toEqual({ seq: 20, answer: one('20') });
  });

  it('a batch naming a question twice keeps its highest seq; a cleared answer is null', async () => {
    const res = await save([item(otherId, null, 30), item(numericId, one('21'), 21), item(numericId, one('25'), 25)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await held(numericId)).toEqual({ seq: 25, answer: one('25') });
    expect(await held(otherId)).toMatchObject({ seq: 30, answer: null });
  });

  it('POST saves as PUT does (a last save sent as the window closes)', async () => {
    expect((await putAnswers(t.app, drill.attemptId, { attempt: drill.cookie }, [item(numericId, one('26'), 26)], 'POST')).statusCode).toBe(200);
    expect(await held(numericId)).toEqual({ seq: 26, answer: one('26') });
  });

  it('a question not of the test, or an answer of another kind, is 400 naming the item', async () => {
    const foreign = await putAnswers(t.app, drill.attemptId, { attempt: drill.cookie }, [item(numericId, one('1'), 40), item(999_999, one('1'), 1)]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: ERROR_CODES.validation, errors: [{ field: 'answers.1.question_id' }] });
    const kind = await save([item(numericId, { kind: 'true-false', value: true }, 41)]);
    expect(kind.json()).toMatchObject({ statusCode: 400, errors: [{ field: 'answers.0.answer', message: 'expected an answer of kind numeric' }] });
    const shape = await putAnswers(t.app, drill.attemptId, { attempt: drill.cookie }, [{ question_id: numericId, answer: { kind: 'numeric' }, seq: 1 }]);
    expect(shape.statusCode).toBe(400);
    expect(await held(numericId)).toEqual({ seq: 26, answer: one('26') });
  });
});

describe('who may save (decision 040)', () => {
  it("the student's session works without the attempt cookie (another device, an app)", async () => {
    const res = await save([item(numericId, one('27'), 27)], { session: t.tokens.aarav } as never);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('no attempt cookie and no session: 401 PANEL_SIGN_IN, the panel signs in again in place', async () => {
    const res = await save([item(numericId, one('28'), 28)], {} as never);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: PANEL_ERROR_CODES.signIn, message: PANEL_MESSAGES.signIn });
  });

  it("another student's session, or this attempt's cookie on another attempt, is 404; a parent's session 400", async () => {
    const diya = (await signIn(t.app, '9000000002')).token!;
    expect((await save([item(numericId, one('1'), 50)], { session: diya } as never)).statusCode).toBe(404);
    expect((await getTime(t.app, drill.attemptId, { session: diya })).statusCode).toBe(404);
    const other = await t.database.db.selectFrom('exam_attempt').select('id').where('user_id', '=', 1002).executeTakeFirstOrThrow();
    expect((await putAnswers(t.app, other.id, { attempt: drill.cookie }, [item(numericId, one('1'), 50)])).statusCode).toBe(404);
    const parent = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
    const res = await save([item(numericId, one('1'), 50)], { session: parent } as never);
    expect(res.json()).toMatchObject({ statusCode: 400, code: ERROR_CODES.parentNotAllowed, message: 'Parents are not allowed to give exam' });
    expect(await held(numericId)).toMatchObject({ seq: 27 });
  });
});

describe('the deadline and its grace, judged by arrival (decision 035) [issue 13]', () => {
  it('GET .../time answers the seconds left from the stored deadline', async () => {
    t.clock.set(new Date(NOW + 61_500));
    const res = await getTime(t.app, drill.attemptId, { attempt: drill.cookie });
    expect(ZPanelTimeResponse.parse(res.json()).data).toEqual({ status: 'in_progress', seconds_left: 1139, ms_left: 1_138_500, deadline_ms: NOW + 1_200_000, server_now_ms: NOW + 61_500, newer: [] });
  });

  it('a save 10 s after the deadline is kept; 31 s after, refused with the clear message, and the earlier answers stay', async () => {
    const deadline = NOW + 20 * 60_000;
    t.clock.set(new Date(deadline + 10_000));
    const inGrace = await save([item(numericId, one('60'), 60)]);
    expect(inGrace.statusCode, inGrace.body).toBe(200);
    expect(inGrace.json().data.seconds_left).toBe(0);
    t.clock.set(new Date(deadline + 31_000));
    const late = await save([item(numericId, one('61'), 61), item(otherId, null, 61)]);
    expect(late.json()).toMatchObject({ statusCode: 409, code: PANEL_ERROR_CODES.timeOver, message: 'The time for this exam is over; answers saved before the end are kept.' });
    expect(await held(numericId)).toEqual({ seq: 60, answer: one('60') });
    expect(await held(otherId)).toMatchObject({ seq: 30 });
    t.clock.set(TEST_NOW);
  });
});

describe('an attempt across midnight in India (the login day ends) [SESSION-EXP-2]', () => {
  it('keeps saving with its attempt cookie after the session has ended', async () => {
    t.clock.set('2026-11-21T23:50:00+05:30');
    const late = (await signIn(t.app, '9000000001')).token!;
    const panel = await openPanel(t.app, late, await testIdByName(t.database.db, 'Mental Maths Drill'));
    expect(panel.data.attempt.deadline_ms).toBe(new Date('2026-11-22T00:10:00+05:30').getTime());
    t.clock.set('2026-11-22T00:05:00+05:30');
    expect((await t.app.inject({ url: '/api/v1/session', headers: withSession(late) })).statusCode).toBe(403);
    const q = panel.data.questions[0].question_id;
    const a = panel.data.questions[0].kind === 'numeric' ? one('3') : null;
    const res = await putAnswers(t.app, panel.attemptId, { attempt: panel.cookie, session: late }, [item(q, a, 1)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.seconds_left).toBe(300);
    expect((await putAnswers(t.app, panel.attemptId, { session: late }, [item(q, a, 2)])).statusCode).toBe(401);
    t.clock.set(TEST_NOW);
  });
});
