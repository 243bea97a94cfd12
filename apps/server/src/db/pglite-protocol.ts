/** Messages between the main thread and the PGlite worker. */
export type WorkerData = { dataDir?: string; snapshotPath?: string };

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'close' };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'startFailed'; error: Record<string, unknown> }
  /** Posted before the result of the statement that committed it. */
  | { type: 'notification'; channel: string; payload: string }
  | { type: 'result'; id: number; ok: true; result: unknown }
  | { type: 'result'; id: number; ok: false; error: Record<string, unknown> };
