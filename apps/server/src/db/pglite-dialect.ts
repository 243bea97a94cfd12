import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex.ts';
import type { PgliteLike } from './pglite-like.ts';

const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * Kysely over PGlite 0.5 (no published dialect supports it). PGlite is one connection, so
 * the driver hands it out under a mutex: a transaction holds it until COMMIT/ROLLBACK and
 * plain queries wait their turn. The PGlite may still be starting (in a worker thread, see
 * pglite-remote.ts): the server builds the app meanwhile, and the first query waits for it.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PgliteLike) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();
  constructor(private readonly pglite: PgliteLike) {}

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.acquire();
    // A fresh object per lease, so a stale reference cannot release someone else's lease.
    const connection = new PGliteConnection(this.pglite);
    this.#releases.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let sql = 'begin';
    if (settings.isolationLevel) sql += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) sql += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(sql));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  async destroy(): Promise<void> {
    // The owner closes PGlite (it also owns the data-folder lock).
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PgliteLike) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (compiled.parameters.length === 0) {
      // Like node-postgres, a query without parameters goes over the simple protocol, which
      // runs several statements at once (migrations are whole files).
      const results = await this.pglite.exec(compiled.sql);
      const last = results[results.length - 1];
      return toResult<R>(last?.rows ?? [], last?.command, last?.rowCount ?? last?.affectedRows);
    }
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
    return toResult<R>(result.rows, result.command, result.rowCount ?? result.affectedRows);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}

function toResult<R>(rows: unknown[], command: string | undefined, affected: number | undefined): QueryResult<R> {
  return {
    rows: rows as R[],
    numAffectedRows: command && CHANGING.has(command) ? BigInt(affected ?? 0) : undefined,
  };
}
