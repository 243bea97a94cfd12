import { readdir, readFile } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import type { DB } from './types.ts';

// Next to this module in the source tree, and copied next to the bundle by build.mjs.
const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

// Any fixed number: every app process agrees on it, so two starting at once migrate in turn.
const MIGRATION_LOCK = 727_001;

export type Migration = { name: string; sql: string };

export async function readMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((n) => /^\d{4}_[a-z0-9_-]+\.sql$/i.test(n)).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(new URL(name, dir), 'utf8') })));
}

/**
 * Applies the pending .sql files in name order, all in one transaction: a failing file
 * leaves the database as it was. Returns the names applied.
 */
export async function migrate(db: Kysely<DB>, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  const exists = await sql<{ t: string | null }>`select to_regclass('schema_migrations')::text as t`.execute(db);
  if (exists.rows[0]?.t) {
    const done = new Set((await db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
    if (all.every((m) => done.has(m.name))) return []; // the common start: nothing to do, no lock
  }

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    // Read again under the lock: another process may have just applied them.
    const applied = new Set(
      (await trx.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name),
    );
    const pending = all.filter((m) => !applied.has(m.name));
    for (const m of pending) {
      await sql.raw(m.sql).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: m.name }).execute();
    }
    return pending.map((m) => m.name);
  });
}
