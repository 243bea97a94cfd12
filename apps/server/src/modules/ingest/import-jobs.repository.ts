import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { ImportJobTable } from '../../db/types-ingest.ts';
import type { Counts, RowProblem } from './import-records.ts';

export async function insertJob(db: Kysely<DB>, job: Omit<Insertable<ImportJobTable>, 'state'>): Promise<string> {
  return (await db.insertInto('import_job').values({ ...job, state: 'running' }).returning('id').executeTakeFirstOrThrow()).id;
}

/** A OneRoster job's mode, known once its manifest is read (bulk if any of its files is). */
export async function setJobMode(db: Kysely<DB>, id: string, mode: 'delta' | 'bulk'): Promise<void> {
  await db.updateTable('import_job').set({ mode }).where('id', '=', id).execute();
}

/** The counts so far of a job still running (a long import's progress). */
export async function progressJob(db: Kysely<DB>, id: string, counts: Counts): Promise<void> {
  await db.updateTable('import_job').set(counts).where('id', '=', id).where('state', '=', 'running').execute();
}

export async function finishJob(db: Kysely<DB>, id: string, end: { counts: Counts; problems: RowProblem[]; message: string | null; failed: boolean; at: Date }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('import_job')
      .set({ ...end.counts, message: end.message, state: end.failed ? 'failed' : 'done', finished_at: end.at })
      .where('id', '=', id)
      .execute();
    // In slices: an upload of 100,000 bad rows is one statement too many for the parameter limit.
    for (let i = 0; i < end.problems.length; i += 1000) {
      await trx.insertInto('import_job_error').values(end.problems.slice(i, i + 1000).map((p, j) => ({ job_id: id, seq: i + j + 1, ...p }))).execute();
    }
  });
}

/** What imports wrote before under these source ids. */
export async function knownRecords(db: Kysely<DB>, instituteId: number, area: string, sourceIds: string[]): Promise<Map<string, { local_id: number; digest: string; retired: boolean }>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db.selectFrom('source_record').select(['source_id', 'local_id', 'digest', 'retired']).where('institute_id', '=', instituteId).where('area', '=', area).where('source_id', 'in', sourceIds).execute();
  return new Map(rows.map((r) => [r.source_id, r]));
}

/** Every record imports wrote in the area within a bulk upload's scope (no scope: the whole area). */
export function scopeRecords(db: Kysely<DB>, instituteId: number, area: string, scope: string | null): Promise<{ source_id: string; local_id: number }[]> {
  return db
    .selectFrom('source_record')
    .select(['source_id', 'local_id'])
    .where('institute_id', '=', instituteId)
    .where('area', '=', area)
    .where('retired', '=', false)
    .$if(scope !== null, (q) => q.where('scope', '=', scope!))
    .execute();
}

export function jobOf(db: Kysely<DB>, instituteId: number, id: string) {
  return db.selectFrom('import_job').selectAll().where('id', '=', id).where('institute_id', '=', instituteId).executeTakeFirst();
}

export function jobErrors(db: Kysely<DB>, id: string, limit?: number) {
  return db
    .selectFrom('import_job_error')
    .select(['file', 'line', 'source_id', 'field', 'message'])
    .where('job_id', '=', id)
    .orderBy('seq')
    .$if(limit !== undefined, (q) => q.limit(limit!))
    .execute();
}

export async function jobErrorCount(db: Kysely<DB>, id: string): Promise<number> {
  const { n } = await db.selectFrom('import_job_error').select((eb) => eb.fn.countAll<number>().as('n')).where('job_id', '=', id).executeTakeFirstOrThrow();
  return Number(n);
}

export async function instituteZone(db: Kysely<DB>, instituteId: number): Promise<string> {
  return (await db.selectFrom('institute').select('time_zone').where('id', '=', instituteId).executeTakeFirstOrThrow()).time_zone;
}
