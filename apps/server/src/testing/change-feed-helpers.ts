import type { ChangeFeed } from '../db/change-feed.ts';

/**
 * Waits until the feed is live and the area's counter is no longer `before` (null: only until
 * the feed is live). On PGlite the word comes with the statement's result, so this returns at
 * once; on PostgreSQL it arrives on the feed's own connection a moment after the commit.
 */
export async function heardChange(changes: ChangeFeed, area: string, before: number | null, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = changes.version(area);
    if (now !== null && now !== before) return;
    if (Date.now() > deadline) throw new Error(`No word of a change to ${area} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
