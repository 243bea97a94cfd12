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
import { RwLock } from './rw-lock.ts';
import type { PgliteLike } from './pglite-like.ts';

const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * Kysely over PGlite 0.5 (no published dialect supports it). PGlite is one connection:
 * plain queries share it (PGlite runs them one after the other, and they may be queued
 * back to back, which keeps a worker-thread PGlite busy), while a transaction has it to
 * itself from BEGIN to COMMIT/ROLLBACK, so no other query can land inside it. The PGlite may still be starting (in a worker thread, see
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
  readonly #lock = new RwLock();

  constructor(private readonly pglite: PgliteLike) {}

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = new PGliteConnection(this.pglite);
    connection.release = await this.#lock.shared();
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // Trade the shared lease for the whole connection: wait for queries in flight to finish
    // and hold back new ones until the transaction ends.
    const conn = connection as PGliteConnection;
    conn.release();
    conn.release = await this.#lock.exclusive();
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

  // Nested transactions (trx.savepoint()) inside the exclusive lease.
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }

  async destroy(): Promise<void> {
    // The owner closes PGlite (it also owns the data-folder lock).
  }
}

/** One lease of the connection; a fresh object per lease, so a stale one cannot release another's. */
class PGliteConnection implements DatabaseConnection {
  release: () => void = () => undefined;

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

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function toResult<R>(rows: unknown[], command: string | undefined, affected: number | undefined): QueryResult<R> {
  return {
    rows: rows as R[],
    numAffectedRows: command && CHANGING.has(command) ? BigInt(affected ?? 0) : undefined,
  };
}
