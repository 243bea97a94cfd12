import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/people.ts';
import { todayInIndia } from '../../apps/server/src/demo/calendar.ts';
import type { DB } from '../../apps/server/src/db/types.ts';
import { addAssignments } from './assignments.ts';
import { addBatches } from './batches.ts';
import { addDocuments } from './documents.ts';
import { addStudy } from './study.ts';
import { teachingDays, yearsOf } from './calendar.ts';
import { createRoll, reserve, type GenerateContext, type Log } from './context.ts';
import { dropIndexes, recreateIndexes } from './deferred-indexes.ts';
import { addAnswers, addAttempts } from './exams-attempts.ts';
import { addOfflineExams } from './exams-offline.ts';
import { addTests } from './exams-tests.ts';
import { addFees } from './fees.ts';
import { addInstitutes } from './institutes.ts';
import { addMessages, addNotices } from './notices.ts';
import { addPeople } from './people.ts';
import { batchCount, batchPlans, institutePlans } from './plan.ts';
import { refuseSecondRun } from './prepare.ts';
import { fireStatementTriggers, onlyStatementTriggers } from './triggers.ts';
import { addProfilesAndSessions } from './profiles.ts';
import { addAttendance, addRecordings, addSchedule } from './timetable.ts';

export type GenerateRun = { institutes: number; students: number; now: Date; log: Log };

// Not the seed's lock: a server starting meanwhile must not wait ten minutes to seed.
const GENERATE_LOCK = 727_014;

/** Batches and their schedule ids: planned once to count them, then again on the reserved ranges. */
async function planBatches(ctx: GenerateContext, plans: ReturnType<typeof institutePlans>) {
  const counts = new Map<string, number>();
  const dayCount = (school: boolean, year: 0 | 1) => {
    const key = `${school}|${year}`;
    if (!counts.has(key)) counts.set(key, teachingDays(school, ctx.years[year], ctx.years, ctx.today).length);
    return counts.get(key)!;
  };
  const draft = batchPlans(plans, ctx.students, ctx.years, dayCount, 0, 0);
  const last = draft[draft.length - 1]!;
  const firstBatch = await reserve(ctx, 'batch', batchCount(plans, ctx.students));
  const firstItem = await reserve(ctx, 'schedule', last.scheduleBase + last.days * last.periods);
  return batchPlans(plans, ctx.students, ctx.years, dayCount, firstBatch, firstItem);
}

/**
 * Adds the generated institutes and everything their screens list, in one transaction (a
 * failure leaves the database as it was), and returns the rows added per table. Foreign keys
 * are not checked row by row when the role may switch that off (a superuser, as on a bench
 * machine): the rows are consistent by construction, and the checks took over half of the load
 * (4.8 M attendance rows: 116 s with them, 43 s without).
 * The tables' statement triggers skipped with them are fired once at the end.
 */
export async function generateData(db: Kysely<DB>, run: GenerateRun): Promise<Map<string, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = todayInIndia(run.now);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${GENERATE_LOCK})`.execute(trx);
    await refuseSecondRun(trx);
    const ctx: GenerateContext = { trx, institutes: run.institutes, students: run.students, today, now: run.now, years: yearsOf(today), added: new Map(), log: run.log };
    const superuser = (await sql<{ on: boolean }>`select current_setting('is_superuser') = 'on' as on`.execute(trx)).rows[0]!.on;
    const skipTriggers = superuser && (await onlyStatementTriggers(trx));
    if (skipTriggers) await sql`set local session_replication_role = replica`.execute(trx);
    else run.log('foreign keys are checked row by row (slower): not a superuser, or a row-level trigger on a loaded table');
    // JIT compiles each statement for ~0.5 s: the chunked inserts are many and quick without it.
    await sql`set local jit = off`.execute(trx);
    await sql`set local work_mem = '256MB'`.execute(trx);
    await sql`set local maintenance_work_mem = '512MB'`.execute(trx);
    await createRoll(ctx);
    const dropped = await dropIndexes(trx);

    const institutes = institutePlans(run.institutes, await reserve(ctx, 'academic_year', 2 * run.institutes));
    const batches = await planBatches(ctx, institutes);
    await addInstitutes(ctx, institutes);
    await addBatches(ctx, batches);
    await addPeople(ctx, passwordHash);
    await addProfilesAndSessions(ctx);
    await addSchedule(ctx);
    await addAttendance(ctx);
    await addRecordings(ctx);
    await addFees(ctx);
    await addNotices(ctx);
    await addMessages(ctx);
    await addAssignments(ctx);
    await addTests(ctx);
    await addAttempts(ctx);
    await addAnswers(ctx);
    await addOfflineExams(ctx);
    await addDocuments(ctx);
    await addStudy(ctx);

    await recreateIndexes(trx, dropped, run.log);
    if (skipTriggers) await fireStatementTriggers(trx);
    return ctx.added;
  });
}
