import type { AnswerStore } from './answer-store.ts';
import { createIdbAnswerStore } from './idb-answer-store.ts';
import { createMemoryAnswerStore } from './memory-answer-store.ts';

export type OpenedStore = { store: AnswerStore; onDevice: boolean };

let opened: Promise<OpenedStore> | null = null;

/** An IndexedDB open that neither succeeds nor fails (blocked, a WebKit hang) gives way to memory. */
export const OPEN_TIMEOUT_MS = 5_000;

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB did not open in time')), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

async function open(): Promise<OpenedStore> {
  try {
    if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
    const store = await withinTime(createIdbAnswerStore(), OPEN_TIMEOUT_MS);
    void navigator.storage?.persist?.().catch(() => false);
    return { store, onDevice: true };
  } catch {
    return { store: createMemoryAnswerStore(), onDevice: false };
  }
}

/**
 * The window's answer store, opened once: IndexedDB when the browser gives it; else memory, and
 * the panel says so (answers then live on the server and in this window only). Also asks the
 * browser to keep the site's storage (Safari deletes it after 7 days without a visit otherwise).
 */
export function openAnswerStore(): Promise<OpenedStore> {
  opened ??= open();
  return opened;
}

/** Tests: the store the panel opens next (jsdom has no IndexedDB); null opens the real one again. */
export function provideAnswerStore(store: AnswerStore | null): void {
  opened = store ? Promise.resolve({ store, onDevice: true }) : null;
}
