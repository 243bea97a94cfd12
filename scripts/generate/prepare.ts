import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../apps/server/src/clock.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/demo/index.ts';
import type { DB } from '../../apps/server/src/db/types.ts';
import type { Log } from './context.ts';
import { GENERATED_BASE } from './plan.ts';

/** A database the generator will not touch, with the reason in words a person can act on. */
export class GenerateRefusal extends Error {}

/**
 * Brings the schema up to date (the server's own migrations; a new database gets them all)
 * and, on an empty database, the demo data, so the demo accounts work next to the generated
 * ones. A database holding an institute's own data (institutes but no demo seed) is refused:
 * generated people must never mix with real ones.
 */
export async function prepareDatabase(db: Kysely<DB>, clock: Clock, log: Log): Promise<void> {
  const applied = await migrate(db);
  if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
  const parts = await seedDemoData(db, clock);
  if (parts.length > 0) log(`demo data added: ${parts.join(', ')}`);
  const demo = await db.selectFrom('demo_seed_part').select('name').limit(1).executeTakeFirst();
  if (!demo) {
    throw new GenerateRefusal(
      'This database holds an institute\'s own data (institutes, no demo seed): the generator only adds to a demo or benchmark database. Point DATABASE_URL at a new database.',
    );
  }
  await refuseSecondRun(db);
}

/** The generator adds its institutes once: a second run would double every table's load. */
export async function refuseSecondRun(db: Kysely<DB>): Promise<void> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from institute where id > ${GENERATED_BASE}`.execute(db);
  const n = rows[0]!.n;
  if (n > 0) {
    throw new GenerateRefusal(
      `This database already holds ${n} generated institutes (ids from ${GENERATED_BASE + 1}): the generator runs once per database. Drop and recreate it to generate again.`,
    );
  }
}
