import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPanelSaveItem } from '@portal/contract';
import { ApiError } from '../../../../lib/api-client.ts';
import type { PanelSaved } from '../api/panel-types.ts';
import { createAnswerBook } from '../model/answer-book.ts';
import { createMemoryAnswerStore } from '../store/memory-answer-store.ts';
import { createSyncQueue, type QueueStatus } from './sync-queue.ts';

type Reply = (items: TPanelSaveItem[]) => Promise<PanelSaved>;
const accept: Reply = async (items) => ({ saved: items.map((i) => ({ question_id: i.question_id, seq: i.seq })), seconds_left: 100, ms_left: 100_000, server_now_ms: 0, newer: [] });

/** A book, a queue on it and a fake server whose next answers the test decides. */
function setup(replies: Reply[] = [], online = { value: true }) {
  const store = createMemoryAnswerStore();
  const book = createAnswerBook(store, { answers: [], meta: { attempt_id: 5, seq: 0, visited: [] } });
  const batches: TPanelSaveItem[][] = [];
  const statuses: QueueStatus[] = [];
  const events = { signIn: 0, closed: [] as (string | null)[], seconds: [] as number[] };
  const queue = createSyncQueue({
    unsent: book.unsent,
    send: (items) => {
      batches.push(items);
      return (replies.shift() ?? accept)(items);
    },
    acknowledge: book.acknowledge,
    refuse: book.refuse,
    onStatus: (s) => statuses.push(s),
    onSignIn: () => (events.signIn += 1),
    onClosed: (code) => events.closed.push(code),
    onReply: (r) => {
      events.seconds.push(r.seconds_left);
      book.adopt(r.newer);
    },
    isOnline: () => online.value,
  });
  const answer = async (questionId: number, choice: string) => {
    await book.change(questionId, { answer: { kind: 'single', choice } });
    queue.notify();
  };
  return { store, book, queue, batches, statuses, events, answer };
}
const offline = () => Promise.reject(new ApiError(null, null, null));
const seqs = (batch: TPanelSaveItem[] | undefined) => batch?.map((i) => [i.question_id, i.seq]);

describe('the sync queue (issue 13, decision 040)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends every unsent change in one batch ~300 ms after the first, and marks them saved', async () => {
    const { book, batches, answer, events } = setup();
    await answer(1, 'a');
    await answer(2, 'b');
    await answer(1, 'c');
    await vi.advanceTimersByTimeAsync(299);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(seqs(batches[0])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    expect(batches[0]![0]).toMatchObject({ answer: { kind: 'single', choice: 'c' }, marked_for_review: false });
    expect(book.unsent()).toEqual([]);
    expect(events.seconds).toEqual([100]);
  });

  it('a change made while a batch travels goes in the next one; the late acknowledgement does not mark it saved', async () => {
    let release!: () => void;
    const slow: Reply = (items) => new Promise((resolve) => (release = () => resolve(accept(items))));
    const { book, batches, answer } = setup([slow]);
    await answer(1, 'a');
    await vi.advanceTimersByTimeAsync(300);
    await answer(1, 'b'); // seq 2 while seq 1 is on its way
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(book.get(1)).toMatchObject({ seq: 2, saved_seq: 1 });
    await vi.advanceTimersByTimeAsync(300);
    expect(seqs(batches[1])).toEqual([[1, 2]]);
    expect(book.unsent()).toEqual([]);
  });

  it('a change overtaken by a later one of another device shows the answer that stands, says so, and never reads as saved (issue 32)', async () => {
    const newerElsewhere: Reply = async (items) => ({
      ...(await accept(items)),
      saved: items.map((i) => ({ question_id: i.question_id, seq: 40 })),
      newer: [{ question_id: 1, answer: { kind: 'single', choice: 'z' }, marked_for_review: true, seq: 40, time_spent_ms: 9 }],
    });
    const { book, answer } = setup([newerElsewhere]);
    await answer(1, 'a');
    await vi.advanceTimersByTimeAsync(300);
    expect(book.get(1)).toMatchObject({ answer: { kind: 'single', choice: 'z' }, marked_for_review: true, seq: 40, saved_seq: 40 });
    expect(book.isOvertaken(1)).toBe(true);
    // The next change here outranks what it has seen, and is this window's own again.
    await book.change(1, { marked_for_review: false });
    expect(book.get(1)!.seq).toBe(41);
    expect(book.isOvertaken(1)).toBe(false);
  });

  it("another device's answer to a question not touched here is shown without a warning; this window's own echo changes nothing", async () => {
    const echo: Reply = async (items) => ({
      ...(await accept(items)),
      newer: [
        { question_id: 2, answer: { kind: 'single', choice: 'b' }, marked_for_review: false, seq: 7, time_spent_ms: 0 },
        ...items.map((i) => ({ question_id: i.question_id, answer: i.answer, marked_for_review: false, seq: i.seq, time_spent_ms: 0 })),
      ],
    });
    const { book, answer } = setup([echo]);
    await answer(1, 'a');
    await vi.advanceTimersByTimeAsync(300);
    expect(book.get(2)).toMatchObject({ answer: { kind: 'single', choice: 'b' }, seq: 7, saved_seq: 7 });
    expect(book.isOvertaken(2)).toBe(false);
    expect(book.get(1)).toMatchObject({ answer: { kind: 'single', choice: 'a' }, seq: 1, saved_seq: 1 });
    expect(book.isOvertaken(1)).toBe(false);
  });

  it('while the network is gone a probe is tried every 3 s, and the queue sends as soon as one gets through (issue 32)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const store = createMemoryAnswerStore();
    const book = createAnswerBook(store, { answers: [], meta: { attempt_id: 5, seq: 0, visited: [] } });
    const sent: number[] = [];
    let reachable = false;
    let probes = 0;
    const queue = createSyncQueue({
      unsent: book.unsent,
      send: (items) => (sent.push(Date.now()), reachable ? accept(items) : offline()),
      acknowledge: book.acknowledge,
      refuse: book.refuse,
      onStatus: () => undefined,
      onSignIn: () => undefined,
      onClosed: () => undefined,
      isOnline: () => true, // the browser did not notice either way
      probe: () => ((probes += 1), reachable ? Promise.resolve() : Promise.reject(new Error('offline'))),
    });
    await book.change(1, { answer: { kind: 'single', choice: 'a' } });
    queue.notify();
    await vi.advanceTimersByTimeAsync(300 + 1_000 + 2_000 + 4_000); // three failed sends, backing off
    expect(sent).toHaveLength(4);
    expect(probes).toBe(2);
    reachable = true;
    await vi.advanceTimersByTimeAsync(3_000); // the next probe, not the 8 s backoff
    expect(sent).toHaveLength(5);
    expect(book.unsent()).toEqual([]);
    queue.dispose();
  });

  it('retries with backoff 1 s, 2 s, 4 s ... 15 s while there is no network, and says so', async () => {
    const { batches, statuses, answer, book } = setup([offline, offline, offline, offline, offline, offline]);
    await answer(1, 'a');
    await vi.advanceTimersByTimeAsync(300);
    expect(statuses.at(-1)).toBe('offline');
    const at: number[] = [];
    for (const wait of [1_000, 2_000, 4_000, 8_000, 15_000, 15_000]) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      at.push(batches.length);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(at).toEqual([1, 2, 3, 4, 5, 6]);
    expect(batches).toHaveLength(7);
    expect(book.unsent()).toHaveLength(0); // the 7th went through
    expect(statuses.at(-1)).toBe('idle');
  });

  it('offline then online: answers made offline wait, and go at once when the network returns', async () => {
    const online = { value: false };
    const { batches, statuses, answer, queue, book } = setup([offline, offline], online);
    await answer(1, 'a');
    queue.offline();
    expect(statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(300);
    await answer(2, 'b');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(book.unsent()).toHaveLength(2); // the sends failed: both wait on the device
    expect(statuses.at(-1)).toBe('offline');
    online.value = true;
    queue.sendNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(seqs(batches.at(-1))).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(book.unsent()).toEqual([]);
    expect(statuses.at(-1)).toBe('idle');
  });

  it('a browser that wrongly says it is offline does not stop the saves: they are sent, and the status says offline until one works', async () => {
    const { batches, statuses, answer, book } = setup([], { value: false });
    await answer(1, 'a');
    await vi.advanceTimersByTimeAsync(300);
    expect(seqs(batches[0])).toEqual([[1, 1]]);
    expect(book.unsent()).toEqual([]);
    expect(statuses).toContain('offline');
    expect(statuses.at(-1)).toBe('idle');
  });

  it('a 400 naming no item drops nothing: the batch waits and is sent again', async () => {
    const tooBig: Reply = () => Promise.reject(new ApiError(400, 'answers: Too big', 'VALIDATION'));
    const { batches, answer, book } = setup([tooBig]);
    await answer(1, 'a');
    await vi.advanceTimersByTimeAsync(300);
    expect(book.unsent()).toHaveLength(1);
    expect(book.refusal(1)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(batches).toHaveLength(2);
    expect(book.unsent()).toEqual([]);
  });

  it('a 400 naming one item drops that item and resends the rest at once', async () => {
    const refuseSecond: Reply = () => Promise.reject(new ApiError(400, 'answers.1.answer: expected an answer of kind numeric', 'VALIDATION'));
    const { batches, answer, book } = setup([refuseSecond]);
    await answer(1, 'a');
    await answer(2, 'b');
    await answer(3, 'c');
    await vi.advanceTimersByTimeAsync(300);
    await vi.advanceTimersByTimeAsync(0);
    expect(seqs(batches[1])).toEqual([
      [1, 1],
      [3, 3],
    ]);
    expect(book.unsent()).toEqual([]);
    expect(book.refusal(2)).toBe('answers.1.answer: expected an answer of kind numeric');
  });

  it('a late 409 (time over) stops sending and says so; later changes are not sent', async () => {
    const late: Reply = () => Promise.reject(new ApiError(409, 'The time for this exam is over', 'EXAM_TIME_OVER'));
    const { batches, answer, events, statuses } = setup([late]);
    await answer(1, 'a');
    await vi.advanceTimersByTimeAsync(300);
    expect(events.closed).toEqual(['EXAM_TIME_OVER']);
    expect(statuses.at(-1)).toBe('stopped');
    await answer(2, 'b');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(batches).toHaveLength(1);
  });

  it('a 401 asks for the sign-in and holds everything until resume, then sends it all', async () => {
    const signedOut: Reply = () => Promise.reject(new ApiError(401, 'Please sign in again', 'PANEL_SIGN_IN'));
    const { batches, answer, events, queue, book } = setup([signedOut]);
    await answer(1, 'a');
    await vi.advanceTimersByTimeAsync(300);
    expect(events.signIn).toBe(1);
    await answer(2, 'b');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(batches).toHaveLength(1);
    queue.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(seqs(batches[1])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(book.unsent()).toEqual([]);
  });

  it('never pauses near the deadline: a change in the last second is sent like any other', async () => {
    const nearEnd: Reply = async (items) => ({ ...(await accept(items)), seconds_left: 1, ms_left: 900 });
    const { batches, answer, events } = setup([nearEnd, nearEnd]);
    await answer(1, 'a');
    await vi.advanceTimersByTimeAsync(300);
    await answer(2, 'b');
    await vi.advanceTimersByTimeAsync(300);
    expect(batches).toHaveLength(2);
    expect(events.seconds).toEqual([1, 1]);
  });

  it('stop does not wait for the batch on its way; its late answer is ignored, and nothing more is sent', async () => {
    let reject!: () => void;
    const slow: Reply = () => new Promise((_resolve, fail) => (reject = () => fail(new ApiError(409, 'This attempt has already ended', 'EXAM_ATTEMPT_CLOSED'))));
    const { batches, answer, queue, events, statuses } = setup([slow]);
    await answer(1, 'a');
    await vi.advanceTimersByTimeAsync(300);
    queue.stop();
    expect(statuses.at(-1)).toBe('stopped');
    reject(); // the submit closed the attempt before this batch arrived
    await vi.advanceTimersByTimeAsync(0);
    expect(events.closed).toEqual([]);
    await answer(2, 'b');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(batches).toHaveLength(1);
  });
});
