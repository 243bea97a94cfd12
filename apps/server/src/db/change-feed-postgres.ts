import pg from 'pg';
import { CHANGE_CHANNEL, ChangeCounters, sharedRoundTrips, type ChangeFeed } from './change-feed.ts';

/** How long to wait before listening again after the connection was lost. */
const RETRY_MS = 1_000;
/** The longest a catch-up round trip may take before the caller reads the database instead. */
const CATCH_UP_MS = 2_000;

/**
 * The change feed of a PostgreSQL server: one connection of its own (outside the pool, which
 * hands connections out per query) LISTENing on portal_change. Lost, it goes deaf at once and
 * tries again every second; the feed is live again only once LISTEN has succeeded.
 */
export function postgresChangeFeed(url: string, onError?: (err: Error) => void): ChangeFeed {
  const counters = new ChangeCounters();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  /** Lets go of the current connection; an error on it after this is nobody's concern. */
  const drop = async () => {
    const gone = client;
    client = null;
    gone?.removeAllListeners();
    // Without a handler an error after this would end the process.
    gone?.on('error', () => {});
    await gone?.end().catch(() => {});
  };

  const lost = (err?: Error) => {
    counters.deaf();
    if (err) onError?.(err);
    void drop();
    if (!closed && !retry) retry = setTimeout(() => ((retry = null), void connect()), RETRY_MS);
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, keepAlive: true });
    client = c;
    c.on('error', (err) => client === c && lost(err));
    c.on('end', () => client === c && lost());
    c.on('notification', (n) => {
      if (n.channel === CHANGE_CHANNEL && n.payload) counters.heard(n.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${CHANGE_CHANNEL}`);
      if (client === c && !closed) counters.live();
    } catch (err) {
      if (client === c) lost(err as Error);
    }
  }

  /**
   * A round trip on the listening connection: PostgreSQL hands a listener every notice committed
   * before a statement ahead of that statement's result, so once `select 1` answers, every change
   * committed before it was sent has been heard (decision 057: a logout through another process).
   */
  const roundTrip = async () => {
    const c = client;
    if (!c) throw new Error('the change feed is not connected');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        c.query('select 1'),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('the change feed is slow to answer')), CATCH_UP_MS))),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };

  void connect();
  return counters.feed(async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await drop();
  }, sharedRoundTrips(roundTrip));
}
