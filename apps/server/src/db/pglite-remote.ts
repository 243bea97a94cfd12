import { Worker } from 'node:worker_threads';
import type { PgliteLike, PgliteResult } from './pglite-like.ts';
import type { WorkerData, WorkerReply, WorkerRequest } from './pglite-protocol.ts';

/** The request without its id, for each kind of request. */
type RequestBody = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };

/** An Error with the database's fields (code, detail, constraint...) as the worker saw it. */
function toError(data: Record<string, unknown>): Error {
  const err = new Error(String(data.message ?? 'PGlite worker error'));
  const { message: _m, stack, ...rest } = data;
  Object.assign(err, rest);
  if (typeof stack === 'string') err.stack = `${stack}\n    --- in the PGlite worker, called from ---\n${err.stack}`;
  return err;
}

// The worker's file sits next to this module: pglite-worker.mjs in the source tree,
// pglite-worker.js in the bundle (build.mjs makes it an entry point).
const WORKER_FILE = import.meta.url.endsWith('.ts') ? './pglite-worker.mjs' : './pglite-worker.js';

export type RemotePgliteOptions = WorkerData & {
  /** The worker died or failed outside a query: the database is gone. */
  onFatal?: (err: Error) => void;
};

/** PGlite in a worker thread, behind the same small interface as an in-process PGlite. */
export class RemotePglite implements PgliteLike {
  readonly waitReady: Promise<void>;
  #closed = false;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, (payload: string) => void>();
  readonly #worker: Worker;

  constructor(options: RemotePgliteOptions) {
    const { onFatal, ...data } = options;
    this.#worker = new Worker(new URL(WORKER_FILE, import.meta.url), { workerData: data });
    let ready!: () => void;
    let failed!: (err: Error) => void;
    this.waitReady = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    // Nobody may be waiting yet; the first query sees the failure.
    this.waitReady.catch(() => undefined);

    this.#worker.on('message', (msg: WorkerReply) => {
      if (msg.type === 'ready') return ready();
      if (msg.type === 'startFailed') return failed(toError(msg.error));
      if (msg.type === 'notification') return this.#listeners.get(msg.channel)?.(msg.payload);
      const pending = this.#pending.get(msg.id);
      if (!pending) return;
      this.#pending.delete(msg.id);
      if (msg.ok) pending.resolve(msg.result);
      else pending.reject(toError(msg.error));
    });
    const die = (err: Error) => {
      if (this.#closed) return;
      this.#closed = true;
      failed(err);
      for (const p of this.#pending.values()) p.reject(err);
      this.#pending.clear();
      onFatal?.(err);
    };
    this.#worker.on('error', die);
    this.#worker.on('exit', (code) => die(new Error(`The PGlite worker stopped (exit code ${code})`)));
  }

  get closed(): boolean {
    return this.#closed;
  }

  #call<T>(req: RequestBody): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('The database is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#worker.postMessage({ ...req, id } as WorkerRequest);
    });
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<PgliteResult<T>> {
    await this.waitReady;
    return this.#call({ op: 'query', sql, params });
  }

  async exec(sql: string): Promise<PgliteResult<Record<string, unknown>>[]> {
    await this.waitReady;
    return this.#call({ op: 'exec', sql });
  }

  /** One listener per channel: the change feed's. */
  async listen(channel: string, callback: (payload: string) => void): Promise<void> {
    await this.waitReady;
    this.#listeners.set(channel, callback);
    await this.#call({ op: 'listen', channel });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.waitReady;
      await this.#call({ op: 'close' });
    } catch {
      // A worker that never started or already failed has nothing to flush.
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}
