import { describe, expect, it } from 'vitest';
import { attemptDeadline, GIVEN_AT_SLACK_MS, isAnswerInTime, isAttemptOver, isSaveAccepted, LATE_ANSWER_GRACE_MS, lastHeardCutoffMs, mayStartAttempt, SAVE_GRACE_MS, secondsLeft, type AnswerTiming } from './attempt-deadline.ts';

const MIN = 60_000;
const start = 1_000_000;

describe('attempt deadline (issue 13, decision 035)', () => {
  it('is the start plus the duration', () => expect(attemptDeadline(start, 90, start + 200 * MIN)).toBe(start + 90 * MIN));
  it('is never past the exam close', () => {
    expect(attemptDeadline(start, 90, start + 30 * MIN)).toBe(start + 30 * MIN);
    expect(attemptDeadline(start, 90, start + 90 * MIN)).toBe(start + 90 * MIN);
  });
  it('an untimed test (duration 0, negative or none) runs to the close', () => {
    expect(attemptDeadline(start, 0, start + 5 * MIN)).toBe(start + 5 * MIN);
    expect(attemptDeadline(start, -3, start + 5 * MIN)).toBe(start + 5 * MIN);
    expect(attemptDeadline(start, null, start + 5 * MIN)).toBe(start + 5 * MIN);
  });

  const deadline = start + 60 * MIN;
  it('accepts a save arriving up to the grace after the deadline, inclusive', () => {
    expect(SAVE_GRACE_MS).toBe(30_000);
    expect(isSaveAccepted(deadline - 1, deadline)).toBe(true);
    expect(isSaveAccepted(deadline, deadline)).toBe(true);
    expect(isSaveAccepted(deadline + SAVE_GRACE_MS, deadline)).toBe(true);
    expect(isSaveAccepted(deadline + SAVE_GRACE_MS + 1, deadline)).toBe(false);
    expect(isSaveAccepted(deadline + 5_001, deadline, 5_000)).toBe(false);
  });

  it('an attempt is over at its deadline', () => {
    expect(isAttemptOver(deadline - 1, deadline)).toBe(false);
    expect(isAttemptOver(deadline, deadline)).toBe(true);
  });

  it('seconds left round up and are never negative', () => {
    expect(secondsLeft(start + 1, deadline)).toBe(3600);
    expect(secondsLeft(start + 1000, deadline)).toBe(3599);
    expect(secondsLeft(deadline - 1, deadline)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline + 10 * MIN, deadline)).toBe(0);
  });
});

describe('starting a new attempt (issue 13)', () => {
  const t = (test_type_id: number, test_limit: number, completedAttempts: number, openAttempts = 0) =>
    mayStartAttempt({ test_type_id, test_limit, completedAttempts, openAttempts });
  it('[EXAM-LIST-1] [EXAM-BTN-6] a practice test is retaken while unlimited (0) or below its limit', () => {
    expect(t(2, 0, 0)).toBe(true);
    expect(t(2, 0, 57)).toBe(true);
    expect(t(2, 3, 2)).toBe(true);
    expect(t(2, 3, 3)).toBe(false);
    expect(t(2, 1, 1)).toBe(false);
  });
  it.each([1, 4])('test type %i (mock, online) is taken once, whatever its test_limit', (type) => {
    expect(t(type, 0, 0)).toBe(true);
    expect(t(type, 0, 1)).toBe(false);
    expect(t(type, 5, 1)).toBe(false);
  });
  it('an open attempt is resumed, never doubled', () => {
    expect(t(2, 0, 0, 1)).toBe(false);
    expect(t(4, 0, 0, 1)).toBe(false);
  });
});

describe('answers given before the deadline and sent late (issue 32, decision 070)', () => {
  const deadline = start + 60 * MIN;
  const timing = (over: Partial<AnswerTiming>): AnswerTiming => ({ arrivedAtMs: deadline + 45_000, deadlineMs: deadline, givenAtMs: deadline - 2_000, lastHeardMs: deadline - 10_000, ...over });

  it('the server last heard from the attempt by the end of the arrival grace', () => {
    expect(lastHeardCutoffMs(deadline)).toBe(deadline + SAVE_GRACE_MS);
  });
  it('anything arriving within the arrival grace is taken, as before', () => {
    expect(isAnswerInTime(timing({ arrivedAtMs: deadline + SAVE_GRACE_MS, givenAtMs: deadline + 20_000, lastHeardMs: deadline + 25_000 }))).toBe(true);
  });
  it('an answer given offline before the deadline is taken up to the late grace', () => {
    expect(LATE_ANSWER_GRACE_MS).toBe(60_000);
    expect(isAnswerInTime(timing({}))).toBe(true);
    expect(isAnswerInTime(timing({ arrivedAtMs: deadline + LATE_ANSWER_GRACE_MS }))).toBe(true);
    expect(isAnswerInTime(timing({ arrivedAtMs: deadline + LATE_ANSWER_GRACE_MS + 1 }))).toBe(false);
  });
  it('an answer said to be given after the deadline is not', () => {
    expect(isAnswerInTime(timing({ givenAtMs: deadline + GIVEN_AT_SLACK_MS }))).toBe(true);
    expect(isAnswerInTime(timing({ givenAtMs: deadline + GIVEN_AT_SLACK_MS + 1 }))).toBe(false);
  });
  it('nor one said to be given before the server last heard from the attempt (no silence seen then)', () => {
    expect(isAnswerInTime(timing({ lastHeardMs: deadline - 2_000 }))).toBe(false);
    expect(isAnswerInTime(timing({ lastHeardMs: deadline + 5_000 }))).toBe(false);
  });
  it('nor one said to be given after it arrived', () => {
    expect(isAnswerInTime(timing({ arrivedAtMs: deadline + 40_000, givenAtMs: deadline + 41_000, lastHeardMs: 0, deadlineMs: deadline + 50_000 }))).toBe(true); // within the arrival grace
    expect(isAnswerInTime({ arrivedAtMs: deadline + 40_000, deadlineMs: deadline, givenAtMs: deadline + 40_001, lastHeardMs: 0 })).toBe(false);
  });
});
