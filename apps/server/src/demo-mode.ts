import { sql, type Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { DB } from './db/types.ts';

/**
 * Whether this database serves the demo institute of DEMO.md (decision 075): never with
 * DEMO_DATA=off; otherwise on an empty database (a fresh `npm start`) or one the demo seeded
 * (it receives the parts a newer version added). A database holding an institute's own data
 * runs no demo code: the start does not even load it. Asked after the migrations.
 */
export async function servesDemo(db: Kysely<DB>, config: Pick<AppConfig, 'demoData'>): Promise<boolean> {
  if (config.demoData === 'off') return false;
  const { rows } = await sql<{ seeded: boolean; empty: boolean }>`
    select exists (select 1 from demo_seed_part) as seeded, not exists (select 1 from institute) as empty`.execute(db);
  return Boolean(rows[0]?.seeded || rows[0]?.empty);
}
