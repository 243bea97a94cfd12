import { practiceAttemptsLeft, PRACTICE_TEST } from './exam-list-status.ts';

/**
 * How long after its deadline the server still accepts a save (decision 035): 30 s covers a
 * save sent in the last second over a slow or retrying network, and is far too short to answer
 * more questions in. It only widens what is accepted, never the time the panel shows.
 */
export const SAVE_GRACE_MS = 30_000;

/**
 * The deadline of an attempt (issue 13), in ms: its start plus the test's duration, never past
 * the exam's close (end_timestamp × 1000 [EXAM-LIST-10]). A duration of 0 or less (or none)
 * means untimed: the close. Decided at start and stored, so a later change of the test's duration
 * does not move running attempts.
 */
export function attemptDeadline(startedAtMs: number, durationMinutes: number | null | undefined, examCloseMs: number): number {
  const duration = durationMinutes ?? 0;
  return duration > 0 ? Math.min(startedAtMs + duration * 60_000, examCloseMs) : examCloseMs;
}

/**
 * Whether a save is accepted: by the time it arrived at the server (a device clock is never
 * trusted), at most `graceMs` after the deadline, inclusive (decision 035). Later saves are
 * refused with a clear message; the attempt keeps what it had.
 */
export function isSaveAccepted(arrivedAtMs: number, deadlineMs: number, graceMs: number = SAVE_GRACE_MS): boolean {
  return arrivedAtMs <= deadlineMs + graceMs;
}

/**
 * How long after the deadline an answer given before it, while the device was cut off, is still
 * taken (issue 32, decision 070). The arrival grace (SAVE_GRACE_MS) covers a send in the last
 * second; this covers a network that comes back a little later. Kept short: the server cannot
 * prove when an offline answer was given, only bound the claim.
 */
export const LATE_ANSWER_GRACE_MS = 60_000;
/** A device's reading of the server's clock may be off by about half a round trip. */
export const GIVEN_AT_SLACK_MS = 1_000;

/**
 * When each part of an answer's timing happened, in ms on the server's clock: its arrival, the
 * attempt's deadline, when the device says it was given (seqGivenAtMs), and the last moment the
 * server took a change of this attempt (any device) by the end of the arrival grace: a device
 * back online after it may send several late batches without one silencing the next.
 */
/** Saves up to this moment count as hearing from the attempt (AnswerTiming.lastHeardMs): the end of the arrival grace. */
export const lastHeardCutoffMs = (deadlineMs: number): number => deadlineMs + SAVE_GRACE_MS;

export type AnswerTiming = { arrivedAtMs: number; deadlineMs: number; givenAtMs: number; lastHeardMs: number };

/**
 * Whether an answer is taken (decision 070): anything arriving within the arrival grace (035);
 * later, up to LATE_ANSWER_GRACE_MS after the deadline, only an answer the device says was given
 * before the deadline AND after the server last heard from the attempt, i.e. inside a silence the
 * server itself saw (a device that kept saving past the deadline cannot claim an earlier moment),
 * and never in the future of its own arrival.
 */
export function isAnswerInTime(t: AnswerTiming): boolean {
  if (isSaveAccepted(t.arrivedAtMs, t.deadlineMs)) return true;
  if (t.arrivedAtMs > t.deadlineMs + LATE_ANSWER_GRACE_MS) return false;
  return t.givenAtMs <= t.deadlineMs + GIVEN_AT_SLACK_MS && t.givenAtMs > t.lastHeardMs && t.givenAtMs <= t.arrivedAtMs;
}

/** Whether an attempt is over at `nowMs`: at or after its deadline (the sweep then ends it with the deadline as finish time). */
export const isAttemptOver = (nowMs: number, deadlineMs: number): boolean => nowMs >= deadlineMs;

/**
 * Seconds left for the panel's timer: rounded up, so it reads 0 only once the deadline is
 * reached (a fresh 60-minute attempt reads 3600, not 3599); never negative.
 */
export function secondsLeft(nowMs: number, deadlineMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

export type AttemptCounts = { test_type_id: number; test_limit: number; completedAttempts: number; openAttempts: number };

/**
 * Whether a new attempt may start (issue 13): never while one is open (it is resumed instead);
 * a practice test (type 2) while attempts are unlimited (test_limit 0) or the completed ones are
 * below the limit [EXAM-LIST-1] [EXAM-BTN-6]; mock, online and any other test once.
 */
export function mayStartAttempt(test: AttemptCounts): boolean {
  if (test.openAttempts > 0) return false;
  if (test.test_type_id === PRACTICE_TEST) return practiceAttemptsLeft(test.test_limit, test.completedAttempts);
  return test.completedAttempts === 0;
}
