import { describe, expect, it } from 'vitest';
import { createAnswerBook } from '../model/answer-book.ts';
import { createMemoryAnswerStore } from './memory-answer-store.ts';

describe('the answer store and book (issue 13: every change written to the device at once)', () => {
  it('writes each change with its number and the attempt counter, per attempt', async () => {
    const store = createMemoryAnswerStore();
    const book = createAnswerBook(store, { answers: [], meta: { attempt_id: 7, seq: 0, visited: [] } });
    await book.change(11, { answer: { kind: 'numeric', text: '4.9' } });
    await book.change(12, { marked_for_review: true });
    await book.change(11, { answer: null });
    const saved = await store.load(7);
    expect(saved.meta).toEqual({ attempt_id: 7, seq: 3, visited: [11, 12] });
    expect(saved.answers.map((a) => [a.question_id, a.answer, a.marked_for_review, a.seq, a.saved_seq])).toEqual([
      [11, null, false, 3, 0],
      [12, null, true, 2, 0],
    ]);
    expect((await store.load(8)).answers).toEqual([]);
  });

  it('keeps the acknowledged seq, so a reopened window knows what the server has', async () => {
    const store = createMemoryAnswerStore();
    const book = createAnswerBook(store, { answers: [], meta: { attempt_id: 7, seq: 0, visited: [] } });
    await book.change(11, { answer: { kind: 'true-false', value: true } });
    await book.change(12, { answer: { kind: 'true-false', value: false } });
    book.acknowledge([{ question_id: 11, seq: 1 }]);
    await Promise.resolve();
    const reopened = await store.load(7);
    expect(reopened.answers.map((a) => [a.question_id, a.seq, a.saved_seq])).toEqual([
      [11, 1, 1],
      [12, 2, 0],
    ]);
    const again = createAnswerBook(store, { answers: reopened.answers, meta: reopened.meta! });
    expect(again.unsent().map((i) => i.question_id)).toEqual([12]);
  });

  it('what it returns is a copy: changing it changes nothing stored', async () => {
    const store = createMemoryAnswerStore();
    await store.write([{ attempt_id: 1, question_id: 2, answer: null, marked_for_review: false, seq: 1, saved_seq: 0, time_spent_ms: 0 }]);
    const first = await store.load(1);
    first.answers[0]!.seq = 99;
    expect((await store.load(1)).answers[0]!.seq).toBe(1);
  });

  it('a failed device write does not stop the exam: the change is still there to send', async () => {
    const failing = { ...createMemoryAnswerStore(), write: () => Promise.reject(new Error('QuotaExceededError')) };
    let failures = 0;
    const book = createAnswerBook(failing, { answers: [], meta: { attempt_id: 1, seq: 0, visited: [] } }, () => (failures += 1));
    await book.change(3, { answer: { kind: 'text', text: 'ethanol' } });
    expect(failures).toBe(1);
    expect(book.unsent()).toEqual([{ question_id: 3, answer: { kind: 'text', text: 'ethanol' }, marked_for_review: false, seq: 1, time_spent_ms: 0 }]);
  });

  it('forgets an attempt: its answers and counter go, other attempts stay', async () => {
    const store = createMemoryAnswerStore();
    const one = createAnswerBook(store, { answers: [], meta: { attempt_id: 1, seq: 0, visited: [] } });
    const two = createAnswerBook(store, { answers: [], meta: { attempt_id: 2, seq: 0, visited: [] } });
    await one.change(3, { answer: { kind: 'text', text: 'ethanol' } });
    await two.change(3, { answer: { kind: 'text', text: 'methanol' } });
    await one.forget();
    expect(await store.load(1)).toEqual({ answers: [], meta: null });
    expect((await store.load(2)).answers).toHaveLength(1);
  });
});
