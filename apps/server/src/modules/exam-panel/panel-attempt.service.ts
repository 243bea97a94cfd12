import type { Kysely } from 'kysely';
import type { TPanelResult, TPanelSaveItem } from '@portal/contract';
import { isAnswerInTime, isSaveAccepted, lastHeardCutoffMs, seqGivenAtMs } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { invalidField, notFound } from '../../http-error.ts';
import { addBookmark, answersSavedSince, heldSeqs, lastSavedAt, removeBookmark, upsertAnswers, type SaveOutcome } from './answers.repository.ts';
import { attemptOfCaller, type AttemptCaller } from './attempt-credentials.ts';
import { finishAttempt } from './attempt-finish.ts';
import { closeOverdueAttempts, isOverdue } from './attempt-sweep.ts';
import { findAttempt, findTest, type AttemptRow } from './attempt.repository.ts';
import { attemptClosed, launchRefused, timeOver } from './panel-errors.ts';
import { attemptResult } from './panel-result.ts';
import { attemptState } from './panel-view.ts';
import type { TestContent, TestContentCache } from './test-content.ts';

/**
 * The items of a save as written: each question must be one of the attempt's test, each answer
 * of the question's kind (400 naming the item's field: the panel drops that item, never the
 * batch); a question sent twice in one batch counts once, with its highest seq.
 */
function checkedWrites(content: TestContent, items: readonly TPanelSaveItem[]): TPanelSaveItem[] {
  const byQuestion = new Map<number, TPanelSaveItem>();
  items.forEach((item, i) => {
    const kind = content.kinds.get(item.question_id);
    if (!kind) throw invalidField(`answers.${i}.question_id`, 'not a question of this test');
    if (item.answer !== null && item.answer.kind !== kind) throw invalidField(`answers.${i}.answer`, `expected an answer of kind ${kind}`);
    const before = byQuestion.get(item.question_id);
    if (!before || before.seq < item.seq) byQuestion.set(item.question_id, item);
  });
  return [...byQuestion.values()];
}

/** The exact time left, for the panel's countdown (seconds_left is rounded up). */
const msLeft = (attempt: AttemptRow, now: Date): number => (attempt.status === 'in_progress' ? Math.max(0, attempt.deadline.getTime() - now.getTime()) : 0);

/** A device's "since" on the server's clock, never past now (a date the database can hold). */
const sinceOf = (sinceMs: number | undefined, now: Date): number | undefined => (sinceMs === undefined ? undefined : Math.min(sinceMs, now.getTime()));

/**
 * The calls on one attempt (decision 040): time left, save, submit, bookmarks, result. Each
 * first finds who may act on it (attemptOfCaller: the attempt cookie or the student's session).
 * Time is judged by arrival at the server (decision 035): saves up to SAVE_GRACE_MS after the
 * deadline are kept; later, up to LATE_ANSWER_GRACE_MS, the answers given before the deadline
 * while the device was cut off (decision 070); the rest is refused with a clear message, and what
 * was saved stays.
 */
export function createAttemptService({ db, clock, contents }: { db: Kysely<DB>; clock: Clock; contents: TestContentCache }) {
  /** An attempt past its deadline and the close margin is ended here if the sweep has not yet. */
  async function current(attempt: AttemptRow, now: Date): Promise<AttemptRow> {
    if (attempt.status !== 'in_progress' || !isOverdue(attempt.deadline, now)) return attempt;
    await closeOverdueAttempts(db, contents, now, { attemptId: attempt.id });
    return (await findAttempt(db, attempt.id)) ?? attempt;
  }

  /**
   * Writes what is in time (decision 070): within the arrival grace, everything; later, only the
   * answers given before the deadline in a silence the server saw (domain isAnswerInTime). Says
   * how many were refused as late; none in time and the attempt overdue: 409 time over.
   */
  async function write(attempt: AttemptRow, items: readonly TPanelSaveItem[], now: Date, sinceMs?: number): Promise<SaveOutcome & { late: number }> {
    if (attempt.status !== 'in_progress') throw attemptClosed();
    const writes = checkedWrites(await contents.get(attempt.test_id), items);
    let taken = writes;
    if (!isSaveAccepted(now.getTime(), attempt.deadline.getTime())) {
      // Heard from by the end of the arrival grace: late batches of a device back online (a
      // submit after its saves) do not silence one another.
      const heardBy = new Date(lastHeardCutoffMs(attempt.deadline.getTime()));
      const lastHeardMs = ((await lastSavedAt(db, attempt.id, heardBy)) ?? attempt.started_at).getTime();
      const timing = { arrivedAtMs: now.getTime(), deadlineMs: attempt.deadline.getTime(), lastHeardMs };
      taken = writes.filter((w) => isAnswerInTime({ ...timing, givenAtMs: seqGivenAtMs(attempt.started_at.getTime(), w.seq) }));
      if (taken.length === 0) {
        await current(attempt, now);
        throw timeOver();
      }
    }
    const outcome = await upsertAnswers(db, attempt.id, taken, now, sinceOf(sinceMs, now));
    // Ended between the check and the write (a submit elsewhere, the sweep): nothing was written.
    if (!outcome.open) throw attemptClosed();
    return { ...outcome, late: writes.length - taken.length };
  }

  /** A finished attempt and, once the institute has published the results, its result. */
  async function finished(attempt: AttemptRow, now: Date): Promise<{ attempt: ReturnType<typeof attemptState>; result: TPanelResult | null }> {
    const test = await findTest(db, attempt.test_id);
    const shown = test?.is_result_published && attempt.status !== 'in_progress';
    const result = shown ? await attemptResult(db, await contents.get(attempt.test_id), test, attempt) : null;
    return { attempt: attemptState(attempt, now), result };
  }

  return {
    async time(caller: AttemptCaller, attemptId: number, sinceMs?: number) {
      const now = clock.now();
      const attempt = await current(await attemptOfCaller(db, caller, attemptId, now), now);
      const state = attemptState(attempt, now);
      const since = sinceOf(sinceMs, now);
      const newer = since === undefined ? [] : await answersSavedSince(db, attempt.id, since);
      return { status: state.status, seconds_left: state.seconds_left, deadline_ms: state.deadline_ms, server_now_ms: state.server_now_ms, ms_left: msLeft(attempt, now), newer };
    },

    async save(caller: AttemptCaller, attemptId: number, items: readonly TPanelSaveItem[], sinceMs?: number) {
      const now = clock.now();
      const attempt = await attemptOfCaller(db, caller, attemptId, now);
      const { saved, newer, late } = await write(attempt, items, now, sinceMs);
      // Some answers came too late: those in time are kept, the panel stops and says so.
      if (late > 0) throw timeOver();
      return { saved, seconds_left: attemptState(attempt, now).seconds_left, ms_left: msLeft(attempt, now), server_now_ms: now.getTime(), newer };
    },

    /**
     * Submit, with the last unsent answers if any: they are saved, then the attempt ends now (at
     * its deadline when later) and is scored. Idempotent: a finished attempt answers its state,
     * unless the call carries answers newer than those held (then 409: they came too late).
     */
    async submit(caller: AttemptCaller, attemptId: number, items: readonly TPanelSaveItem[] = []) {
      const now = clock.now();
      let attempt = await attemptOfCaller(db, caller, attemptId, now);
      const late = attempt.status === 'in_progress' && items.length > 0 ? (await write(attempt, items, now)).late : 0;
      if (attempt.status === 'in_progress') {
        const inTime = isSaveAccepted(now.getTime(), attempt.deadline.getTime());
        // Never before its start: app servers' clocks may differ by a little.
        const finishedAt = new Date(Math.max(attempt.started_at.getTime(), Math.min(now.getTime(), attempt.deadline.getTime())));
        await finishAttempt(db, await contents.get(attempt.test_id), attempt.id, { status: inTime ? 'submitted' : 'expired', finishedAt, now });
        attempt = (await findAttempt(db, attempt.id)) ?? attempt;
        // Ended with the answers that were in time; the panel says the rest came too late and
        // reads the result (decision 070).
        if (late > 0) throw timeOver();
      } else if (items.length > 0) {
        const held = await heldSeqs(db, attempt.id, items.map((i) => i.question_id));
        if (items.some((i) => i.seq > (held.get(i.question_id) ?? -1))) throw attemptClosed();
      }
      return finished(attempt, now);
    },

    async result(caller: AttemptCaller, attemptId: number): Promise<TPanelResult> {
      const now = clock.now();
      const attempt = await current(await attemptOfCaller(db, caller, attemptId, now), now);
      const { result } = await finished(attempt, now);
      if (!result) throw launchRefused('result-pending');
      return result;
    },

    /** A question of the attempt's test, bookmarked or not by its learner (data for API-EXAM-3/4); allowed while reviewing too. */
    async bookmark(caller: AttemptCaller, attemptId: number, questionId: number, on: boolean) {
      const now = clock.now();
      const attempt = await attemptOfCaller(db, caller, attemptId, now);
      if (!(await contents.get(attempt.test_id)).kinds.has(questionId)) throw notFound();
      if (on) await addBookmark(db, { userId: attempt.user_id, questionId, testId: attempt.test_id, attemptId: attempt.id, now });
      else await removeBookmark(db, attempt.user_id, questionId);
      return { question_id: questionId, bookmarked: on };
    },
  };
}
export type AttemptService = ReturnType<typeof createAttemptService>;
