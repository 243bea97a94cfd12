import type { Kysely } from 'kysely';
import type { DB, RevokedReason } from '../db/types.ts';

// The session store is one part shared by the auth plugin, the login, the password change and
// the exam panel (decision 074): no module owns it, so none has to reach into another for it.
// Every operation takes the executor it runs on, the database or a caller's transaction: a login
// opens its session together with spending a temporary password, a password change ends the
// other sessions together with storing the new hash.

/** A session by its token digest, with what every call needs to know about its owner. */
export type SessionLookup = {
  id: string;
  user_id: number;
  institute_id: number;
  student_id: number | null;
  academic_year_id: number | null;
  device_id: string;
  time_zone: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: RevokedReason | null;
  any_child: boolean;
  user_type: number;
  account_id: number;
  blocked: boolean;
  student_user_id: number | null;
  student_account_id: number | null;
};

export type NewSession = {
  tokenHash: string;
  userId: number;
  instituteId: number;
  studentId: number | null;
  academicYearId: number | null;
  deviceId: string;
  timeZone: string;
  createdAt: Date;
  expiresAt: Date;
  /** A parent session opened before a child was chosen (decision 028). */
  anyChild?: boolean;
};

/** One of a parent's children a session may act for. */
export type AllowedChild = { student_id: number; user_id: number; account_id: number };

/** What the callers of the session store do with it, and nothing else. */
export type SessionStore = {
  findSessionByTokenHash(db: Kysely<DB>, tokenHash: string): Promise<SessionLookup | undefined>;
  /** Stores a new session; its id. */
  insertSession(db: Kysely<DB>, s: NewSession): Promise<string>;
  revokeSession(db: Kysely<DB>, id: string, reason: RevokedReason, now: Date): Promise<void>;
  /**
   * Ends every live session of an account (the "log out the other devices" of option 10), or
   * every one but `except` (a password change keeps the session it was made in: decision 022).
   */
  revokeActiveSessions(db: Kysely<DB>, userId: number, reason: RevokedReason, now: Date, options?: { except?: string }): Promise<void>;
  /** Whether the account is signed in, right now, on a device other than this one [LOGIN-OPT-1]. */
  hasLiveSessionElsewhere(db: Kysely<DB>, userId: number, deviceId: string, now: Date): Promise<boolean>;
  /**
   * A new login from a browser ends the session that browser presented, when it is the same
   * account's (the child chosen after a parent's first answer): a browser holds one session.
   */
  revokePresentedSession(db: Kysely<DB>, tokenHash: string, userId: number, now: Date): Promise<void>;
  /** The child a parent session (any_child) last named: calls that name none act for it. */
  setSessionStudent(db: Kysely<DB>, id: string, studentId: number): Promise<void>;
  /**
   * One of the parent's children whose login is allowed, named by student id or by the child's
   * user id; undefined for anyone else (another parent's child, a child with fee dues).
   */
  findAllowedChild(db: Kysely<DB>, parentUserId: number, named: { studentId: number } | { userId: number }): Promise<AllowedChild | undefined>;
  setSessionYear(db: Kysely<DB>, id: string, academicYearId: number): Promise<void>;
  /** Sessions over for a while (expired or revoked) are only history; drop them. */
  deleteOldSessions(db: Kysely<DB>, before: Date): Promise<void>;
};
