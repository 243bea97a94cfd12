import pg from 'pg';
import { databaseUrlFor } from '../postgres.ts';

export type ScratchDatabase = {
  name: string;
  /** DATABASE_URL of the new database, for the server processes. */
  url: string;
  /** A query on the new database from the test itself (to arrange a state, or look at one). */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  /** Closes the test's connection and drops the database, ending any session still on it. */
  drop(): Promise<void>;
};

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
async function onServer(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database on the server DATABASE_URL names, so the processes under test migrate
 * and seed it themselves as a real first start would. The name carries this process's id: two
 * runs on one server never share one, and a leftover of a crashed run with the same id is
 * dropped first. `force` (PostgreSQL 13+) ends the sessions a killed server may have left open.
 */
export async function createScratchDatabase(serverUrl: string, prefix = 'portal_mp'): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}`;
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  await onServer(serverUrl, `create database ${name}`);
  const url = databaseUrlFor(serverUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A server dropping the connection (the database dropped under it) must not crash the run.
  client.on('error', () => undefined);
  return {
    name,
    url,
    async query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      return (await client.query<R>(text, values)).rows;
    },
    async drop() {
      await client.end().catch(() => undefined);
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
