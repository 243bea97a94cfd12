import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { DB } from '../types.ts';
import { todayInIndia } from './calendar.ts';
import type { SeedContext } from './context.ts';
import { seedInstitutes } from './institutes.ts';
import { seedAcademicYears } from './academic-years.ts';
import { seedPeople } from './people.ts';
import { seedHome } from './home.ts';
import { seedBanners } from './banners.ts';
import { seedMessages } from './messages.ts';

/** Seeders in dependency order; later areas append theirs (timetable, fees, ...). */
const SEEDERS: ((ctx: SeedContext) => Promise<void>)[] = [
  seedInstitutes,
  seedAcademicYears,
  seedPeople,
  seedHome,
  seedBanners,
  seedMessages,
];

/** Tables whose ids the seed sets by hand; their identity sequences are moved past them. */
const EXPLICIT_ID_TABLES = ['academic_year', 'app_user', 'student', 'announcement', 'banner', 'promotion'] as const;

const SEED_LOCK = 727_002;

/**
 * Creates the demo data of DEMO.md, dated from the clock's today, when the database has no
 * institute yet. Runs in one transaction: a failure leaves the database empty, and the next
 * start tries again. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Kysely<DB>, clock: Clock): Promise<boolean> {
  const any = await db.selectFrom('institute').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await trx.selectFrom('institute').select('id').limit(1).executeTakeFirst()) return false;
    const ctx: SeedContext = { trx, today: todayInIndia(clock.now()), years: new Map() };
    for (const seed of SEEDERS) await seed(ctx);
    for (const table of EXPLICIT_ID_TABLES) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(trx);
    }
    return true;
  });
}
