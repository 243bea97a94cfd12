import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { RowError, type AreaContext } from './area-handler.ts';
import type { ImportPart, ImportRequest } from './import-request.ts';
import { chunkPacer } from './chunk-pacer.ts';
import { checkedRecords, type Counts, type RowProblem } from './import-records.ts';
import { finishJob, insertJob, knownRecords, progressJob, scopeRecords, setJobMode } from './import-jobs.repository.ts';

export type { ImportPart, ImportRequest, UploadRow } from './import-request.ts';

type Log = { error(fields: object, message: string): void };

// A chunk's transaction is short, so signed-in calls keep answering during a long import (the
// embedded database has one connection: chunk-pacer.ts). In one transaction (atomic, dry run)
// chunks only bound the statements' size.
const POOLED_CHUNK = 250;
const PROGRESS_MS = 1000;
type Within = (work: (trx: Kysely<DB>) => Promise<void>) => Promise<void>;
type Pace = <T>(items: T[], work: (chunk: T[]) => Promise<void>) => Promise<void>;

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
export function createImportEngine({ db, clock, log, oneConnection = false }: { db: Kysely<DB>; clock: Clock; log: Log; oneConnection?: boolean }) {
  async function writeRecord(ctx: AreaContext, part: ImportPart, record: { source_id: string; status?: string }, known: Map<string, { local_id: number; digest: string; retired: boolean }>, jobId: string, counts: Counts) {
    const { trx, instituteId } = ctx;
    const had = known.get(record.source_id);
    const where = { institute_id: instituteId, area: part.handler.area, source_id: record.source_id };
    if (record.status === 'tobedeleted') {
      if (!had || had.retired) return void counts.unchanged++;
      await forget(ctx, part, record.source_id, await part.handler.remove(ctx, had.local_id));
      return void counts.deleted++;
    }
    const digest = digestOf(record);
    if (had?.digest === digest && !had.retired) return void counts.unchanged++;
    const localId = await part.handler.write(ctx, record, had?.local_id);
    await trx
      .insertInto('source_record')
      .values({ ...where, local_id: localId, digest, scope: part.scope, job_id: jobId, updated_at: ctx.now })
      .onConflict((oc) => oc.columns(['institute_id', 'area', 'source_id']).doUpdateSet({ local_id: localId, digest, scope: part.scope, job_id: jobId, updated_at: ctx.now, retired: false }))
      .execute();
    if (had) counts.updated++;
    else counts.created++;
  }

  /** After a removal: the source id's link goes, or (a retired row) stays marked retired. */
  async function forget({ trx, instituteId }: AreaContext, part: ImportPart, sourceId: string, outcome: void | 'retired'): Promise<void> {
    if (outcome === 'retired') {
      await trx.updateTable('source_record').set({ retired: true, digest: '' }).where('institute_id', '=', instituteId).where('area', '=', part.handler.area).where('source_id', '=', sourceId).execute();
    } else {
      await trx.deleteFrom('source_record').where('institute_id', '=', instituteId).where('area', '=', part.handler.area).where('source_id', '=', sourceId).execute();
    }
  }

  /**
   * A chunk of new records (and unchanged ones) in a few statements, through the area's
   * writeNew: true when written; false, with nothing written, when the chunk holds an update or
   * a deletion, or when any record is refused (the caller then writes them one by one).
   */
  async function writeNewChunk(ctx: AreaContext, part: ImportPart, chunk: { record: { source_id: string; status?: string } }[], known: Map<string, { digest: string; retired: boolean }>, jobId: string, counts: Counts): Promise<boolean> {
    const writeNew = part.handler.writeNew;
    if (!writeNew) return false;
    const fresh: { record: { source_id: string }; digest: string }[] = [];
    let unchanged = 0;
    for (const { record } of chunk) {
      const had = known.get(record.source_id);
      if (record.status === 'tobedeleted') {
        if (had && !had.retired) return false;
        unchanged++;
        continue;
      }
      const digest = digestOf(record);
      if (!had) fresh.push({ record, digest });
      else if (had.digest === digest && !had.retired) unchanged++;
      else return false;
    }
    if (fresh.length === 0) return false;
    const { trx, instituteId, now } = ctx;
    await sql`savepoint ingest_chunk`.execute(trx);
    try {
      const ids = await writeNew(ctx, fresh.map((f) => f.record));
      const rows = fresh.map((f, i) => ({ institute_id: instituteId, area: part.handler.area, source_id: f.record.source_id, local_id: ids[i]!, digest: f.digest, scope: part.scope, job_id: jobId, updated_at: now }));
      await trx
        .insertInto('source_record')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['institute_id', 'area', 'source_id']).doUpdateSet((eb) => ({ local_id: eb.ref('excluded.local_id'), digest: eb.ref('excluded.digest'), scope: eb.ref('excluded.scope'), job_id: eb.ref('excluded.job_id'), updated_at: eb.ref('excluded.updated_at'), retired: false })),
        )
        .execute();
      await sql`release savepoint ingest_chunk`.execute(trx);
    } catch {
      await sql`rollback to savepoint ingest_chunk`.execute(trx);
      await sql`release savepoint ingest_chunk`.execute(trx);
      return false;
    }
    counts.created += fresh.length;
    counts.unchanged += unchanged;
    return true;
  }

  /**
   * One chunk in `trx`: new records together where the area can (writeNewChunk), else each record
   * behind a savepoint, so one refused record leaves the others.
   */
  async function writeChunk(trx: Kysely<DB>, req: ImportRequest, part: ImportPart, chunk: { line: number; record: { source_id: string } }[], jobId: string, counts: Counts, problems: RowProblem[]) {
    const ctx: AreaContext = { trx, instituteId: req.instituteId, now: clock.now(), timeZone: req.timeZone };
    // Each statement planned with its values: a plan kept from when the tables were small (a
    // named statement's generic plan, or a foreign key check's) scans a whole table an import is
    // growing, for every one of a chunk's hundreds of source ids or rows.
    await sql`set local plan_cache_mode = force_custom_plan`.execute(trx);
    const known = await knownRecords(trx, req.instituteId, part.handler.area, chunk.map((c) => c.record.source_id));
    if (await writeNewChunk(ctx, part, chunk, known, jobId, counts)) return;
    for (const { line, record } of chunk) {
      const err = await behindSavepoint(trx, () => writeRecord(ctx, part, record, known, jobId, counts));
      if (err === null) continue;
      if (!(err instanceof RowError)) log.error({ err, area: part.handler.area, line }, 'import record failed');
      problems.push({ file: part.file, line, source_id: record.source_id, field: err instanceof RowError ? err.field : null, message: err instanceof RowError ? err.message : 'this record could not be written; the server log has the details' });
      counts.failed++;
    }
  }

  /** The bulk upload's deletions within its scope, unless the guard stops them (its message then). */
  /**
   * A bulk part's deletions: its scope read with `read` (a plain query outside a chunked job, so
   * the embedded database's readers are not held back by it), the guard, then the deletions in
   * chunks through `within`, paced like the writes.
   */
  async function bulkDelete(read: Kysely<DB>, within: Within, pace: Pace, req: ImportRequest, part: ImportPart, seen: Set<string>, counts: Counts, problems: RowProblem[]): Promise<string | null> {
    const inScope = await scopeRecords(read, req.instituteId, part.handler.area, part.scope);
    const gone = inScope.filter((r) => !seen.has(r.source_id));
    if (gone.length === 0) return null;
    const percent = (gone.length / inScope.length) * 100;
    if (percent > req.maxDeletePercent) {
      return `Stopped before deleting ${gone.length} of ${inScope.length} ${part.handler.area} (${percent.toFixed(1)} %), more than max_delete_percent=${req.maxDeletePercent}. Nothing was deleted; send the missing records, or raise max_delete_percent if the deletion is meant.`;
    }
    await pace(gone, (chunk) => within(async (trx) => {
      const ctx: AreaContext = { trx, instituteId: req.instituteId, now: clock.now(), timeZone: req.timeZone };
      for (const r of chunk) {
        const err = await behindSavepoint(trx, async () => forget(ctx, part, r.source_id, await part.handler.remove(ctx, r.local_id)));
        if (err === null) {
          counts.deleted++;
          continue;
        }
        if (!(err instanceof RowError)) log.error({ err, area: part.handler.area }, 'import delete failed');
        problems.push({ file: part.file, line: 0, source_id: r.source_id, field: null, message: `not deleted: ${err instanceof RowError ? err.message : 'the server log has the details'}` });
        counts.failed++;
      }
    }));
    return null;
  }

  async function run(req: ImportRequest, jobId: string): Promise<void> {
    const counts: Counts = { created: 0, updated: 0, unchanged: 0, deleted: 0, failed: 0 };
    const problems: RowProblem[] = [...(req.problems ?? [])];
    counts.failed += problems.length;
    if (req.refused) return finishJob(db, jobId, { counts, problems, message: req.refused, failed: true, at: clock.now() });
    const parts: { part: ImportPart; valid: Awaited<ReturnType<typeof checkedRecords>>; seen: Set<string> }[] = [];
    for (const part of req.parts) {
      const valid = await checkedRecords(part, counts, problems);
      parts.push({ part, valid, seen: new Set(valid.map((v) => v.record.source_id)) });
    }
    const guards: string[] = [];
    const pacer = chunkPacer(oneConnection);
    let progressAt = performance.now();
    const writeAll = async (inOne?: Kysely<DB>) => {
      const within: Within = (work) => (inOne ? work(inOne) : db.transaction().execute(work));
      // Chunks of a list, each its own transaction, paced (chunk-pacer.ts); in one transaction
      // (atomic, dry run) chunks only bound the statements' size.
      const pace: Pace = async (items, work) => {
        for (let i = 0; i < items.length; ) {
          const size = inOne ? POOLED_CHUNK : pacer.size();
          const began = performance.now();
          await work(items.slice(i, i + size));
          i += size;
          if (inOne) continue;
          await pacer.written(size, performance.now() - began);
          // Progress for GET /jobs/{id} (the command line shows it), at most once a second;
          // inside one transaction another connection's write would wait for it, so a
          // single-transaction job shows none.
          if (performance.now() - progressAt >= PROGRESS_MS || i >= items.length) {
            await progressJob(db, jobId, counts);
            progressAt = performance.now();
          }
        }
      };
      for (const { part, valid, seen } of parts) {
        await pace(valid, (chunk) => within((trx) => writeChunk(trx, req, part, chunk, jobId, counts, problems)));
        if (part.mode === 'bulk') {
          const guard = await bulkDelete(inOne ?? db, within, pace, req, part, seen, counts, problems);
          if (guard) guards.push(guard);
        }
      }
    };
    let message: string | null = null;
    try {
      if (req.atomic || req.dryRun) {
        await db
          .transaction()
          .execute(async (trx) => {
            await writeAll(trx);
            if (req.dryRun || (req.atomic && (counts.failed > 0 || guards.length))) throw new RollBack();
          })
          .catch((err) => {
            if (!(err instanceof RollBack)) throw err;
          });
        if (req.atomic && !req.dryRun && (counts.failed > 0 || guards.length)) {
          message = guards.join(' ') || `Nothing was written: ${counts.failed} record(s) refused and the upload is atomic.`;
          // Rolled back: what the counts called created, updated or deleted did not happen.
          counts.unchanged += counts.created + counts.updated + counts.deleted;
          counts.created = counts.updated = counts.deleted = 0;
        }
      } else {
        await writeAll();
      }
      if (guards.length) message = guards.join(' ');
    } catch (err) {
      log.error({ err, jobId }, 'import failed');
      message = 'The import stopped on a server error; what was written before it stays. Send the upload again: unchanged records are skipped.';
    }
    await finishJob(db, jobId, { counts, problems, message, failed: message !== null, at: clock.now() });
  }

  /** The request with its parts worked out, or null when that failed (the job then says so). */
  async function planned(req: ImportRequest, jobId: string): Promise<ImportRequest | null> {
    if (!req.plan) return req;
    try {
      const plan = await req.plan(jobId);
      if (plan.mode !== req.mode) await setJobMode(db, jobId, plan.mode);
      return { ...req, ...plan, plan: undefined };
    } catch (err) {
      log.error({ err, jobId }, 'import could not be planned');
      const counts = { created: 0, updated: 0, unchanged: 0, deleted: 0, failed: 0 };
      await finishJob(db, jobId, { counts, problems: [], message: 'The upload could not be read on a server error; nothing was written. The server log has the details.', failed: true, at: clock.now() });
      return null;
    }
  }

  return {
    /** Records the job and starts it; `done` settles when it finished (never rejects). */
    async start(req: ImportRequest): Promise<{ jobId: string; done: Promise<void> }> {
      const jobId = await insertJob(db, { institute_id: req.instituteId, api_key_id: req.keyId, key_name: req.keyName, area: req.area, mode: req.mode, scope: req.scope, dry_run: req.dryRun, atomic: req.atomic, created_at: clock.now() });
      const done = planned(req, jobId)
        .then((ready) => (ready ? run(ready, jobId) : undefined))
        .catch((err) => log.error({ err, jobId }, 'import job could not be finished'));
      return { jobId, done };
    },
  };
}

export type ImportEngine = ReturnType<typeof createImportEngine>;
