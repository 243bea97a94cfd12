import type { Clock } from '../clock.ts';

/**
 * Values kept for a fixed time by the server's clock, per process: a load in flight is shared by
 * every caller of its key, a failed load is not kept, and the oldest entry goes once there are
 * more than `maxEntries`. For answers that may lag their data by `ttlMs` (a test's content,
 * decision 040; a test report's standing, decision 059).
 */
export function createTtlCache<K, V>(clock: Clock, ttlMs: number, maxEntries: number) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs && now >= hit.at) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { at: now, value });
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
