/** One statement's result, as PGlite returns it (and as the worker proxy passes it on). */
export type PgliteResult<T> = {
  rows: T[];
  command?: string;
  rowCount?: number;
  affectedRows?: number;
};

/**
 * The part of PGlite the Kysely dialect uses. A PGlite instance fits it, and so does the
 * proxy to a PGlite running in a worker thread (pglite-remote.ts).
 */
export type PgliteLike = {
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  query<T>(sql: string, params?: unknown[]): Promise<PgliteResult<T>>;
  exec(sql: string): Promise<PgliteResult<Record<string, unknown>>[]>;
  close(): Promise<void>;
  /** LISTEN on a channel; the callback hears each notification's payload (PGlite's own listen). */
  listen?(channel: string, callback: (payload: string) => void): Promise<unknown>;
};
