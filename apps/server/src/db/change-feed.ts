/**
 * What this process has heard of changes to the database (decision 057): a counter per area
 * ('session'...) that moves on every NOTIFY portal_change naming the area (migration 0014's
 * triggers, sent at commit by whichever process or psql session made the change) and on every
 * change this process reports itself. A cache keeps an entry with the counter it was read at
 * and hands it out only while the counter has not moved.
 *
 * While the feed is not live (not yet listening, or its connection lost) changes may go
 * unheard: caches must read the database. Every counter moves when the feed comes back, so
 * what was kept before it went deaf is never served.
 */
export type ChangeFeed = {
  /** The area's counter, or null while changes may go unheard. */
  version(area: string): number | null;
  /** A change this process made and has committed: heard at once, ahead of its notice. */
  changed(area: string): void;
  /**
   * Resolves once every notice of a change committed before the call has been heard; rejects
   * when that cannot be known (the connection lost, or too slow): read the database then.
   * A change made through another process and confirmed to its client is thus heard before
   * this process hands out anything kept for that client's next call.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Shares round trips among callers: one in flight at a time, and a caller that comes while one
 * is in flight waits for the next (the one in flight may have been sent before the caller's own
 * event), which every caller that comes meanwhile shares too. Under load a round trip serves
 * many calls; a failed one fails the callers that waited for it.
 */
export function sharedRoundTrips(roundTrip: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = () => (current = roundTrip().finally(() => (current = null)));
  return () => {
    if (!current) return start();
    next ??= current.catch(() => {}).then(() => ((next = null), start()));
    return next;
  };
}

/** The channel migration 0014's triggers notify on. */
export const CHANGE_CHANNEL = 'portal_change';

/** The counters behind a feed; the listener that feeds them is the database's own (PostgreSQL or PGlite). */
export class ChangeCounters {
  #live = false;
  readonly #areas = new Map<string, number>();

  version(area: string): number | null {
    if (!this.#live) return null;
    const v = this.#areas.get(area);
    if (v !== undefined) return v;
    // Asked about from now on: moved with the others when the feed comes back.
    this.#areas.set(area, 0);
    return 0;
  }

  heard(area: string): void {
    const v = this.#areas.get(area);
    if (v !== undefined) this.#areas.set(area, v + 1);
  }

  /** Listening again (or for the first time): whatever was kept before is behind. */
  live(): void {
    for (const [area, v] of this.#areas) this.#areas.set(area, v + 1);
    this.#live = true;
  }

  deaf(): void {
    this.#live = false;
  }

  /**
   * The feed over these counters; `stop` ends its listener (the counters go deaf first).
   * `caughtUp` by default resolves at once: right where notices arrive ahead of the result of
   * the statement that committed them, in the one process there is (PGlite).
   */
  feed(stop: () => Promise<void> = async () => {}, caughtUp: () => Promise<void> = async () => {}): ChangeFeed {
    return {
      version: (area) => this.version(area),
      changed: (area) => this.heard(area),
      caughtUp,
      close: async () => {
        this.deaf();
        await stop();
      },
    };
  }
}
