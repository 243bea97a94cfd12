import type { AnswerStore } from './answer-store.ts';
import { createIdbAnswerStore } from './idb-answer-store.ts';
import { createMemoryAnswerStore } from './memory-answer-store.ts';

export type OpenedStore = { store: AnswerStore; onDevice: boolean };

let opened: Promise<OpenedStore> | null = null;

async function open(): Promise<OpenedStore> {
  try {
    if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
    const store = await createIdbAnswerStore();
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
