import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { RowError, type AreaContext, type AreaHandler } from './area-handler.ts';
import { checkedRecords, type Counts, type RowProblem } from './import-records.ts';
import { finishJob, insertJob, knownRecords, scopeRecords } from './import-jobs.repository.ts';

export type UploadRow = { line: number; value: unknown };

export type ImportRequest = {
  instituteId: number;
  keyId: number;
  keyName: string;
  handler: AreaHandler;
  mode: 'delta' | 'bulk';
  scope: string | null;
  dryRun: boolean;
  atomic: boolean;
  maxDeletePercent: number;
  /** The name errors carry (records.json, users.csv...). */
  file: string;
  rows: UploadRow[];
};

type Log = { error(fields: object, message: string): void };

// A chunk's transaction is short, so signed-in calls keep answering during a long import (the
// embedded database has one connection).
const CHUNK = 250;
/** Thrown to roll a dry run (or a failed atomic job) back after it ran its whole course. */
class RollBack extends Error {}

/** Runs `work` so that its failure undoes it alone, not the chunk around it; the error, or null. */
async function behindSavepoint(trx: Kysely<DB>, work: () => Promise<void>): Promise<unknown> {
  await sql`savepoint ingest_record`.execute(trx);
  try {
    await work();
    await sql`release savepoint ingest_record`.execute(trx);
    return null;
  } catch (err) {
    await sql`rollback to savepoint ingest_record`.execute(trx);
    return err;
  }
}

const digestOf = (record: unknown) => createHash('sha256').update(JSON.stringify(record)).digest('hex');

/**
 * Runs imports as jobs (decision 078): each record checked alone (a bad one skipped and reported
 * with its line and field), written unless identical to what the same source id wrote last, in
 * short transactions; `atomic` and dry runs in one transaction that a failure (or the dry run's
 * end) rolls back. A bulk upload then deletes, within its scope, what an import made and the
 * upload no longer holds, unless that is more than `maxDeletePercent` of the scope.
 */
export function createImportEngine({ db, clock, log }: { db: Kysely<DB>; clock: Clock; log: Log }) {
  async function writeRecord(ctx: AreaContext, req: ImportRequest, record: { source_id: string; status?: string }, known: Map<string, { local_id: number; digest: string }>, jobId: string, counts: Counts) {
    const { trx, instituteId } = ctx;
    const had = known.get(record.source_id);
    const where = { institute_id: instituteId, area: req.handler.area, source_id: record.source_id };
    if (record.status === 'tobedeleted') {
      if (!had) return void counts.unchanged++;
      await req.handler.remove(ctx, had.local_id);
      await trx.deleteFrom('source_record').where('institute_id', '=', instituteId).where('area', '=', where.area).where('source_id', '=', record.source_id).execute();
      return void counts.deleted++;
    }
    const digest = digestOf(record);
    if (had?.digest === digest) return void counts.unchanged++;
    const localId = await req.handler.write(ctx, record, had?.local_id);
    await trx
      .insertInto('source_record')
      .values({ ...where, local_id: localId, digest, scope: req.scope, job_id: jobId, updated_at: ctx.now })
      .onConflict((oc) => oc.columns(['institute_id', 'area', 'source_id']).doUpdateSet({ local_id: localId, digest, scope: req.scope, job_id: jobId, updated_at: ctx.now }))
      .execute();
    if (had) counts.updated++;
    else counts.created++;
  }

  /** One chunk in `trx`: each record behind a savepoint, so one refused record leaves the others. */
  async function writeChunk(trx: Kysely<DB>, req: ImportRequest, chunk: { line: number; record: { source_id: string } }[], jobId: string, counts: Counts, problems: RowProblem[]) {
    const ctx: AreaContext = { trx, instituteId: req.instituteId, now: clock.now() };
    const known = await knownRecords(trx, req.instituteId, req.handler.area, chunk.map((c) => c.record.source_id));
    for (const { line, record } of chunk) {
      const err = await behindSavepoint(trx, () => writeRecord(ctx, req, record, known, jobId, counts));
      if (err === null) continue;
      if (!(err instanceof RowError)) log.error({ err, area: req.handler.area, line }, 'import record failed');
      problems.push({ file: req.file, line, source_id: record.source_id, field: err instanceof RowError ? err.field : null, message: err instanceof RowError ? err.message : 'this record could not be written; the server log has the details' });
      counts.failed++;
    }
  }

  /** The bulk upload's deletions within its scope, unless the guard stops them (its message then). */
  async function bulkDelete(trx: Kysely<DB>, req: ImportRequest, seen: Set<string>, counts: Counts, problems: RowProblem[]): Promise<string | null> {
    const inScope = await scopeRecords(trx, req.instituteId, req.handler.area, req.scope);
    const gone = inScope.filter((r) => !seen.has(r.source_id));
    if (gone.length === 0) return null;
    const percent = (gone.length / inScope.length) * 100;
    if (percent > req.maxDeletePercent) {
      return `Stopped before deleting ${gone.length} of ${inScope.length} ${req.handler.area} (${percent.toFixed(1)} %), more than max_delete_percent=${req.maxDeletePercent}. Nothing was deleted; send the missing records, or raise max_delete_percent if the deletion is meant.`;
    }
    const ctx: AreaContext = { trx, instituteId: req.instituteId, now: clock.now() };
    for (const r of gone) {
      const err = await behindSavepoint(trx, async () => {
        await req.handler.remove(ctx, r.local_id);
        await trx.deleteFrom('source_record').where('institute_id', '=', req.instituteId).where('area', '=', req.handler.area).where('source_id', '=', r.source_id).execute();
      });
      if (err === null) {
        counts.deleted++;
        continue;
      }
      if (!(err instanceof RowError)) log.error({ err, area: req.handler.area }, 'import delete failed');
      problems.push({ file: req.file, line: 0, source_id: r.source_id, field: null, message: `not deleted: ${err instanceof RowError ? err.message : 'the server log has the details'}` });
      counts.failed++;
    }
    return null;
  }

  async function run(req: ImportRequest, jobId: string): Promise<void> {
    const counts: Counts = { created: 0, updated: 0, unchanged: 0, deleted: 0, failed: 0 };
    const problems: RowProblem[] = [];
    const valid = checkedRecords(req, counts, problems);
    const seen = new Set(valid.map((v) => v.record.source_id));
    let message: string | null = null;
    const all = async (trx: Kysely<DB>) => {
      for (let i = 0; i < valid.length; i += CHUNK) await writeChunk(trx, req, valid.slice(i, i + CHUNK), jobId, counts, problems);
      if (req.mode === 'bulk') message = await bulkDelete(trx, req, seen, counts, problems);
    };
    try {
      if (req.atomic || req.dryRun) {
        await db
          .transaction()
          .execute(async (trx) => {
            await all(trx);
            if (req.dryRun || (req.atomic && (counts.failed > 0 || message))) throw new RollBack();
          })
          .catch((err) => {
            if (!(err instanceof RollBack)) throw err;
          });
        if (req.atomic && !req.dryRun && (counts.failed > 0 || message)) {
          message ??= `Nothing was written: ${counts.failed} record(s) refused and the upload is atomic.`;
          // Rolled back: what the counts called created, updated or deleted did not happen.
          counts.unchanged += counts.created + counts.updated + counts.deleted;
          counts.created = counts.updated = counts.deleted = 0;
        }
      } else {
        for (let i = 0; i < valid.length; i += CHUNK) await db.transaction().execute((trx) => writeChunk(trx, req, valid.slice(i, i + CHUNK), jobId, counts, problems));
        if (req.mode === 'bulk') await db.transaction().execute(async (trx) => void (message = await bulkDelete(trx, req, seen, counts, problems)));
      }
    } catch (err) {
      log.error({ err, jobId }, 'import failed');
      message = 'The import stopped on a server error; what was written before it stays. Send the upload again: unchanged records are skipped.';
    }
    await finishJob(db, jobId, { counts, problems, message, failed: message !== null, at: clock.now() });
  }

  return {
    /** Records the job and starts it; `done` settles when it finished (never rejects). */
    async start(req: ImportRequest): Promise<{ jobId: string; done: Promise<void> }> {
      const jobId = await insertJob(db, { institute_id: req.instituteId, api_key_id: req.keyId, key_name: req.keyName, area: req.handler.area, mode: req.mode, scope: req.scope, dry_run: req.dryRun, atomic: req.atomic, created_at: clock.now() });
      const done = run(req, jobId).catch((err) => log.error({ err, jobId }, 'import job could not be finished'));
      return { jobId, done };
    },
  };
}

export type ImportEngine = ReturnType<typeof createImportEngine>;
