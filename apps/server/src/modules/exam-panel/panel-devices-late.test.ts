import { describe, expect, it } from 'vitest';
import { PANEL_ERROR_CODES, ZPanelSaveResponse, ZPanelTimeResponse } from '@portal/contract';
import { seqGivenAtMs } from '@portal/domain';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { CLOSE_AFTER_MS, sweepPanel } from './attempt-sweep.ts';
import { createFixtureTest } from './panel-fixtures.ts';
import { getTime, item, openPanel, postSubmit, putAnswers, storedAnswer, storedAttempt } from './panel-test-helpers.ts';
import { createTestContentCache } from './test-content.ts';

const NOW = new Date(TEST_NOW).getTime();
const t = useSignedInApp({ aarav: '9000000001' });
const choice = (c: string) => ({ kind: 'single' as const, choice: c });
/** The seq of a change made `ms` after the attempt started (decision 070: hundredths of a second). */
const at = (ms: number) => Math.floor(ms / 10);
const QUESTIONS = [1, 2, 3].map(() => ({ marks: [1, 1] as [number, number], negative: [0, 1] as [number, number], correct: 'a', subject: 'Science' }));

async function sitting(name: string) {
  const testId = await createFixtureTest(t.database.db, new Date(NOW), QUESTIONS, { name, duration: 10, type: 2, published: true });
  const a = await openPanel(t.app, t.tokens.aarav, testId);
  const b = await openPanel(t.app, t.tokens.aarav, testId); // another device: the same attempt, a cookie of its own
  expect(b.attemptId).toBe(a.attemptId);
  const [q1, q2, q3] = a.data.questions.map((q: { question_id: number }) => q.question_id) as number[];
  return { testId, a, b, id: a.attemptId, q1: q1!, q2: q2!, q3: q3! };
}

describe('two devices on one attempt: the change made last wins (issue 32, decision 070)', () => {
  it('of two devices answering 1.5 s apart the later stands; the earlier device, sending after, is told and given the answer that stands', async () => {
    const s = await sitting('Two devices');
    // Device A answered at 50 s; device B at 51.5 s; A's change reaches the server last.
    t.clock.set(new Date(NOW + 52_000));
    const fromB = await putAnswers(t.app, s.id, { attempt: s.b.cookie }, [item(s.q1, choice('b'), at(51_500))]);
    expect(ZPanelSaveResponse.parse(fromB.json()).data.newer).toEqual([]);
    const fromA = await putAnswers(t.app, s.id, { attempt: s.a.cookie }, [item(s.q1, choice('a'), at(50_000))]);
    const reply = ZPanelSaveResponse.parse(fromA.json()).data;
    expect(reply.saved).toEqual([{ question_id: s.q1, seq: at(51_500) }]);
    expect(reply.newer).toEqual([{ question_id: s.q1, answer: choice('b'), marked_for_review: false, seq: at(51_500), time_spent_ms: 0 }]);
    expect(await storedAnswer(t.database.db, s.id, s.q1)).toMatchObject({ answer: choice('b'), seq: at(51_500) });
    t.clock.set(TEST_NOW);
  });

  it("a save or a clock reading with since_ms brings the other device's answers saved since; the device's own come back only when asked from before them", async () => {
    const s = await sitting('Since');
    t.clock.set(new Date(NOW + 60_000));
    await putAnswers(t.app, s.id, { attempt: s.b.cookie }, [item(s.q2, choice('c'), at(60_000))]);
    t.clock.set(new Date(NOW + 70_000));
    const save = await t.app.inject({ method: 'PUT', url: `/exam-api/panel/attempts/${s.id}/answers`, cookies: { portal_attempt: s.a.cookie }, payload: { answers: [item(s.q3, choice('a'), at(70_000))], since_ms: NOW + 55_000 } });
    expect(save.statusCode, save.body).toBe(200);
    expect(ZPanelSaveResponse.parse(save.json()).data.newer).toEqual([{ question_id: s.q2, answer: choice('c'), marked_for_review: false, seq: at(60_000), time_spent_ms: 0 }]);
    const time = await t.app.inject({ url: `/exam-api/panel/attempts/${s.id}/time?since_ms=${NOW + 65_000}`, cookies: { portal_attempt: s.b.cookie } });
    expect(ZPanelTimeResponse.parse(time.json()).data.newer.map((n) => n.question_id)).toEqual([s.q3]);
    // Without since_ms, or with one past now or past any date, nothing is read and nothing fails.
    expect(ZPanelTimeResponse.parse((await getTime(t.app, s.id, { attempt: s.b.cookie })).json()).data.newer).toEqual([]);
    const far = await t.app.inject({ url: `/exam-api/panel/attempts/${s.id}/time?since_ms=${Number.MAX_SAFE_INTEGER}`, cookies: { portal_attempt: s.b.cookie } });
    expect(far.statusCode, far.body).toBe(200);
    const bad = await t.app.inject({ url: `/exam-api/panel/attempts/${s.id}/time?since_ms=soon`, cookies: { portal_attempt: s.b.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('since_ms');
    t.clock.set(TEST_NOW);
  });
});

describe('answers given before the deadline and sent late (issue 32, decision 070)', () => {
  const DEADLINE = 10 * 60_000; // after the start

  it('a save 45 s after the deadline takes the answers given before it while the device was silent, and refuses those given later', async () => {
    const s = await sitting('Late saves');
    t.clock.set(new Date(NOW + 500_000));
    await putAnswers(t.app, s.id, { attempt: s.a.cookie }, [item(s.q1, choice('a'), at(500_000))]); // last heard at 500 s
    t.clock.set(new Date(NOW + DEADLINE + 45_000));
    const inTime = await putAnswers(t.app, s.id, { attempt: s.a.cookie }, [item(s.q2, choice('a'), at(DEADLINE - 3_000))]);
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(await storedAnswer(t.database.db, s.id, s.q2)).toMatchObject({ answer: choice('a') });
    // Given after the deadline: refused; the one in time beside it is kept.
    const mixed = await putAnswers(t.app, s.id, { attempt: s.a.cookie }, [item(s.q3, choice('a'), at(DEADLINE + 5_000)), item(s.q1, choice('b'), at(DEADLINE - 1_000))]);
    expect(mixed.json()).toMatchObject({ statusCode: 409, code: PANEL_ERROR_CODES.timeOver });
    expect(await storedAnswer(t.database.db, s.id, s.q3)).toBeUndefined();
    expect(await storedAnswer(t.database.db, s.id, s.q1)).toMatchObject({ answer: choice('b') });
    t.clock.set(TEST_NOW);
  });

  it('an answer said to be given before the server last heard from the attempt is refused (no silence then), as is anything past the late grace', async () => {
    const s = await sitting('No silence');
    t.clock.set(new Date(NOW + DEADLINE + 20_000));
    await putAnswers(t.app, s.id, { attempt: s.a.cookie }, [item(s.q1, choice('a'), at(DEADLINE - 100))]); // within the arrival grace
    t.clock.set(new Date(NOW + DEADLINE + 45_000));
    const claim = await putAnswers(t.app, s.id, { attempt: s.a.cookie }, [item(s.q2, choice('a'), at(DEADLINE - 2_000))]);
    expect(claim.json()).toMatchObject({ statusCode: 409, code: PANEL_ERROR_CODES.timeOver });
    expect(await storedAnswer(t.database.db, s.id, s.q2)).toBeUndefined();
    t.clock.set(new Date(NOW + DEADLINE + 60_001));
    const tooLate = await putAnswers(t.app, s.id, { attempt: s.b.cookie }, [item(s.q3, choice('a'), at(DEADLINE - 100))]);
    expect(tooLate.json()).toMatchObject({ statusCode: 409, code: PANEL_ERROR_CODES.timeOver });
    t.clock.set(TEST_NOW);
  });

  it('a submit arriving 45 s after the deadline keeps its answers given in time, ends the attempt at the deadline and shows the published result', async () => {
    const s = await sitting('Late submit');
    t.clock.set(new Date(NOW + 300_000));
    await putAnswers(t.app, s.id, { attempt: s.a.cookie }, [item(s.q1, choice('a'), at(300_000))]);
    t.clock.set(new Date(NOW + DEADLINE + 45_000));
    const res = await postSubmit(t.app, s.id, { attempt: s.a.cookie }, [item(s.q2, choice('a'), at(DEADLINE - 4_000))]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.attempt).toMatchObject({ status: 'expired', finished_at_ms: NOW + DEADLINE });
    expect(res.json().data.result).toMatchObject({ right: 2, left: 1 });
    expect(seqGivenAtMs(NOW, at(DEADLINE - 4_000))).toBeLessThan(NOW + DEADLINE);
    t.clock.set(TEST_NOW);
  });

  it('a late submit carrying one answer in time and one not ends the attempt with the first, says the time is over, and the result is there', async () => {
    const s = await sitting('Late mixed submit');
    t.clock.set(new Date(NOW + DEADLINE + 50_000));
    const res = await postSubmit(t.app, s.id, { attempt: s.a.cookie }, [item(s.q1, choice('a'), at(DEADLINE - 1_000)), item(s.q2, choice('a'), at(DEADLINE + 30_000))]);
    expect(res.json()).toMatchObject({ statusCode: 409, code: PANEL_ERROR_CODES.timeOver });
    expect(await storedAttempt(t.database.db, s.id)).toMatchObject({ status: 'expired', right_count: 1 });
    const result = await t.app.inject({ url: `/exam-api/panel/attempts/${s.id}/result`, cookies: { portal_attempt: s.a.cookie } });
    expect(result.statusCode).toBe(200);
    t.clock.set(TEST_NOW);
  });

  it('the sweep leaves an attempt open through the late grace and ends it after', async () => {
    const s = await sitting('Sweep waits');
    const cache = createTestContentCache(t.database.db, t.clock);
    expect(CLOSE_AFTER_MS).toBe(70_000);
    expect(await sweepPanel(t.database.db, cache, new Date(NOW + DEADLINE + 60_000))).toBe(0);
    expect(await storedAttempt(t.database.db, s.id)).toMatchObject({ status: 'in_progress' });
    expect(await sweepPanel(t.database.db, cache, new Date(NOW + DEADLINE + CLOSE_AFTER_MS + 1))).toBeGreaterThanOrEqual(1);
    expect(await storedAttempt(t.database.db, s.id)).toMatchObject({ status: 'expired' });
  });
});
