import { kyselySessionStore } from './kysely-session-store.ts';
import type { SessionStore } from './session-store.ts';

// The one session store of the process (decision 074), reached by its operations' names. Callers
// import them from here, typed by SessionStore, never from the implementation: another store (a
// cache in front, another database) is a change of this line only.
export const {
  findSessionByTokenHash,
  insertSession,
  revokeSession,
  revokeActiveSessions,
  hasLiveSessionElsewhere,
  revokePresentedSession,
  setSessionStudent,
  findAllowedChild,
  setSessionYear,
  deleteOldSessions,
}: SessionStore = kyselySessionStore;

export type { AllowedChild, NewSession, SessionLookup, SessionStore } from './session-store.ts';
