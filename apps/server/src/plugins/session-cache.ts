import type { Kysely } from 'kysely';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { DB } from '../db/types.ts';
import { findSessionByTokenHash, type SessionLookup } from '../sessions/sessions.ts';

/** Sessions kept per process: a few hundred bytes each, so some megabytes at most. */
const MAX_ENTRIES = 20_000;

/** The area of the change feed that migration 0014's triggers name for what the lookup reads. */
export const SESSION_AREA = 'session';

/**
 * The session lookup of every signed-in call, kept per process (decision 057): a session read
 * once is handed out again, without a round trip to the database, until anything it was read
 * from changes (a logout or sign-in elsewhere revoking it, a year or child switched, the
 * account blocked), by this process or another: the change feed's 'session' counter moves and
 * everything kept goes. The counter is read before the lookup, so a change committed while it
 * runs leaves the row behind: never handed out. Expiry is judged on every call, as before.
 * Without a live feed every call reads the database.
 */
export function createSessionCache(changes: ChangeFeed | undefined) {
  const entries = new Map<string, SessionLookup>();
  let keptAt: number | null = null;
  return {
    async find(db: Kysely<DB>, tokenHash: string): Promise<SessionLookup | undefined> {
      // Every change committed before this call heard first: a logout through another process,
      // confirmed to the client just before this call, must not leave a kept copy serving (on
      // a busy machine its notice came after the client's next call: the multi-process test).
      // On PostgreSQL a round trip shared by the calls of the moment; not knowing reads the row.
      let sure = true;
      if (changes?.version(SESSION_AREA) != null) await changes.caughtUp().catch(() => (sure = false));
      const version = sure ? (changes?.version(SESSION_AREA) ?? null) : null;
      if (version !== keptAt) {
        entries.clear();
        keptAt = version;
      }
      if (version !== null) {
        const kept = entries.get(tokenHash);
        if (kept) return kept;
      }
      const row = await findSessionByTokenHash(db, tokenHash);
      // Only a session that serves is worth keeping; an ended one answers 403 once and is dropped.
      if (row && version !== null && keptAt === version && !row.revoked_at && !row.blocked) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(tokenHash, row);
      }
      return row;
    },
    /** This process changed a session (after its commit): nothing kept may serve now. */
    changed(): void {
      changes?.changed(SESSION_AREA);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
