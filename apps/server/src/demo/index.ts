import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/types.ts';
import { todayInIndia } from './calendar.ts';
import type { InstituteYears, SeedContext } from './context.ts';
import { seedInstitutes } from './institutes.ts';
import { seedAcademicYears } from './academic-years.ts';
import { seedPeople } from './people.ts';
import { seedHome } from './home.ts';
import { seedBanners } from './banners.ts';
import { seedMessages } from './messages.ts';
import { seedTimetable } from './timetable.ts';
import { seedCalendarEvents } from './calendar-events.ts';
import { seedFees } from './fees.ts';
import { seedSso } from './sso.ts';
import { seedProfiles } from './profiles.ts';
import { seedLiveMedia } from './live-media.ts';
import { seedAssignments } from './assignments.ts';
import { seedExams } from './exams.ts';
import { seedDocuments } from './documents.ts';
import { seedProducts } from './products.ts';
import { seedStudy } from './study.ts';

type SeedPart = { name: string; run: (ctx: SeedContext) => Promise<void> };

/**
 * Demo data in dependency order, each part under a stable name. Later areas append theirs
 * (timetable, fees, ...); an existing demo database receives them at its next start.
 */
const PARTS: SeedPart[] = [
  { name: 'institutes', run: seedInstitutes },
  { name: 'academic-years', run: seedAcademicYears },
  { name: 'people', run: seedPeople },
  { name: 'home-notices', run: seedHome },
  { name: 'home-banners', run: seedBanners },
  { name: 'messages', run: seedMessages },
  { name: 'timetable', run: seedTimetable },
  { name: 'calendar-events', run: seedCalendarEvents },
  { name: 'fees', run: seedFees },
  { name: 'sso', run: seedSso },
  { name: 'profiles', run: seedProfiles },
  { name: 'assignments', run: seedAssignments },
  { name: 'exams', run: seedExams },
  { name: 'live-media', run: seedLiveMedia },
  { name: 'documents', run: seedDocuments },
  { name: 'products', run: seedProducts },
  { name: 'study', run: seedStudy },
];

/** Tables whose ids the seed sets by hand; their identity sequences are moved past them. */
const EXPLICIT_ID_TABLES = ['academic_year', 'app_user', 'student', 'announcement', 'banner', 'promotion'] as const;

const SEED_LOCK = 727_002;

/** The parts still to apply: all on an empty database, none on an institute's own data. */
async function pendingParts(db: Kysely<DB>): Promise<SeedPart[]> {
  const applied = new Set((await db.selectFrom('demo_seed_part').select('name').execute()).map((r) => r.name));
  if (applied.size === 0 && (await db.selectFrom('institute').select('id').limit(1).executeTakeFirst())) return [];
  return PARTS.filter((p) => !applied.has(p.name));
}

/** The demo academic years already stored, for parts that run on an existing demo database. */
async function storedYears(db: Kysely<DB>): Promise<Map<number, InstituteYears>> {
  const rows = await db.selectFrom('academic_year').select(['id', 'institute_id', 'is_current']).orderBy('start_date').execute();
  const years = new Map<number, InstituteYears>();
  for (const r of rows) {
    const y = years.get(r.institute_id) ?? { previous: r.id, current: r.id };
    if (r.is_current) y.current = r.id;
    else y.previous = r.id;
    years.set(r.institute_id, y);
  }
  return years;
}

/**
 * Creates the demo data of DEMO.md, dated from the clock's today: all of it on an empty
 * database, and on a demo database the parts a newer version added. One transaction: a
 * failure leaves the database as it was, and the next start tries again. Returns the names
 * of the parts applied.
 */
export async function seedDemoData(db: Kysely<DB>, clock: Clock): Promise<string[]> {
  if ((await pendingParts(db)).length === 0) return [];
  const applied = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const todo = await pendingParts(trx);
    if (todo.length === 0) return [];
    const now = clock.now();
    const ctx: SeedContext = { trx, today: todayInIndia(now), now, years: await storedYears(trx) };
    for (const part of todo) {
      await part.run(ctx);
      await trx.insertInto('demo_seed_part').values({ name: part.name }).execute();
    }
    for (const table of EXPLICIT_ID_TABLES) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(trx);
    }
    return todo.map((p) => p.name);
  });
  // The planner's statistics of what was just written: without them a freshly seeded database
  // plans its first minute's queries (until autovacuum's first pass) on guesses, and the study
  // library's course types ran at a third of their speed on PostgreSQL (issue 14's bench).
  if (applied.length > 0) await sql`analyze`.execute(db);
  return applied;
}

/** Test hook: the names of every part, in order. */
export const DEMO_SEED_PARTS = PARTS.map((p) => p.name);
