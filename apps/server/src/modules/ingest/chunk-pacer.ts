import { setTimeout as wait } from 'node:timers/promises';

/** How many records the next chunk takes, and what to do once a chunk is written. */
export type ChunkPacer = { size(): number; written(records: number, ms: number): Promise<void> };

// On PostgreSQL an import holds one pooled connection of many: fixed chunks of this size.
const POOLED_CHUNK = 250;
// The embedded database is one connection: while a chunk's transaction holds it, every other
// query waits, and a signed-in call makes several queries one after another. Chunks are sized to
// take about this long, and after each the import rests a quarter of it, so the calls' queries
// that arrived meanwhile go first (issue 34: signed-in calls keep answering during an import).
const TARGET_MS = 40;
const REST_SHARE = 0.25;
const MIN_CHUNK = 10;

/**
 * The chunks of an import (import-engine.ts): fixed on a pooled database; on the embedded one,
 * sized from the last chunk's speed to take about TARGET_MS, with a rest after each.
 */
export function chunkPacer(oneConnection: boolean): ChunkPacer {
  if (!oneConnection) return { size: () => POOLED_CHUNK, written: async () => undefined };
  let next = 50;
  return {
    size: () => next,
    async written(records, ms) {
      const perRecord = Math.max(ms, 1) / Math.max(records, 1);
      next = Math.min(POOLED_CHUNK, Math.max(MIN_CHUNK, Math.round(TARGET_MS / perRecord)));
      await wait(Math.max(1, Math.round(ms * REST_SHARE)));
    },
  };
}
