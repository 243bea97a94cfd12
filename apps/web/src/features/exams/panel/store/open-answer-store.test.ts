import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_TIMEOUT_MS, openAnswerStore, provideAnswerStore } from './open-answer-store.ts';

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis, 'indexedDB');
  provideAnswerStore(null);
});

describe('opening the device store', () => {
  it('an IndexedDB open that hangs (blocked, a WebKit bug) gives way to memory, and the panel says so', async () => {
    vi.useFakeTimers();
    // A request whose success and error never come.
    Object.defineProperty(globalThis, 'indexedDB', { value: { open: () => ({}) }, configurable: true });
    provideAnswerStore(null);
    const opening = openAnswerStore();
    await vi.advanceTimersByTimeAsync(OPEN_TIMEOUT_MS);
    const { store, onDevice } = await opening;
    expect(onDevice).toBe(false);
    await store.write([{ attempt_id: 1, question_id: 2, answer: null, marked_for_review: true, seq: 1, saved_seq: 0, time_spent_ms: 0 }]);
    expect((await store.load(1)).answers).toHaveLength(1);
  });
});
