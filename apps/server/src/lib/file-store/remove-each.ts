import type { FileStore } from './file-store.ts';

/**
 * Removes each stored file, one failure not stopping the others (best effort), and answers the
 * keys that are gone, so the caller clears only their pending marks: a key that could not be
 * removed keeps its mark and the start-up sweep tries again.
 */
export async function removeEach(store: FileStore, keys: readonly string[], onError: (err: unknown, key: string) => void): Promise<string[]> {
  const removed: string[] = [];
  for (const key of keys) {
    try {
      await store.remove(key);
      removed.push(key);
    } catch (err) {
      onError(err, key);
    }
  }
  return removed;
}
