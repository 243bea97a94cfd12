import type { Kysely } from 'kysely';
import type { TIngestJob } from '@portal/contract';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import { writeCsv } from '../../lib/csv/write-csv.ts';
import type { ApiCaller } from '../api-keys/api-keys.service.ts';
import type { AreaHandler } from './area-handler.ts';
import { dayKey } from '@portal/domain';
import { createImportEngine, type ImportRequest, type UploadRow } from './import-engine.ts';
import { bindOrg, orgBinding } from './oneroster/org-binding.ts';
import { planRoster } from './oneroster/roster-plan.ts';
import { instituteZone, jobErrorCount, jobErrors, jobOf } from './import-jobs.repository.ts';

const FIRST_ERRORS = 100;
const DEFAULT_MAX_DELETE_PERCENT = 10;

export type UploadOptions = {
  mode: 'delta' | 'bulk';
  scope: string | null;
  dryRun: boolean;
  atomic: boolean;
  maxDeletePercent?: number;
  waitSeconds: number;
  file: string;
  /** A CSV's own column names for record fields, for error messages. */
  columns?: Readonly<Record<string, string>>;
};

/** Imports as jobs, and what a caller reads of its institute's jobs (decision 078). */
export function createIngestService({ db, clock, log, oneConnection }: { db: Kysely<DB>; clock: Clock; log: { error(fields: object, message: string): void }; oneConnection?: boolean }) {
  const engine = createImportEngine({ db, clock, log, oneConnection });
  const running = new Set<Promise<void>>();

  async function job(caller: ApiCaller, id: string): Promise<TIngestJob> {
    const row = await jobOf(db, caller.instituteId, id);
    if (!row) throw notFound('No such job for this key\'s institute.');
    return {
      id: row.id,
      area: row.area,
      mode: row.mode,
      scope: row.scope,
      dry_run: row.dry_run,
      atomic: row.atomic,
      state: row.state,
      counts: { created: row.created, updated: row.updated, unchanged: row.unchanged, deleted: row.deleted, failed: row.failed },
      message: row.message,
      errors: await jobErrors(db, row.id, FIRST_ERRORS),
      error_count: await jobErrorCount(db, row.id),
      created_at: row.created_at.toISOString(),
      finished_at: row.finished_at?.toISOString() ?? null,
    };
  }

  async function startAndWait(caller: ApiCaller, waitSeconds: number, req: ImportRequest): Promise<TIngestJob> {
    const { jobId, done } = await engine.start(req);
    running.add(done);
    void done.finally(() => running.delete(done));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, waitSeconds * 1000)))]);
    clearTimeout(timer);
    return job(caller, jobId);
  }

  return {
    job,

    /** Starts the import; answers the job once it finished, or still running after `waitSeconds`. */
    async upload(caller: ApiCaller, handler: AreaHandler, rows: UploadRow[], o: UploadOptions): Promise<TIngestJob> {
      return startAndWait(caller, o.waitSeconds, {
        instituteId: caller.instituteId,
        timeZone: await instituteZone(db, caller.instituteId),
        keyId: caller.keyId,
        keyName: caller.keyName,
        area: handler.area,
        mode: o.mode,
        scope: o.scope,
        dryRun: o.dryRun,
        atomic: o.atomic,
        maxDeletePercent: o.maxDeletePercent ?? DEFAULT_MAX_DELETE_PERCENT,
        parts: [{ handler, mode: o.mode, scope: o.scope, file: o.file, rows, columns: o.columns }],
      });
    },

    /**
     * A OneRoster 1.2 CSV zip as one job over its files (decision 078), answered at once: the zip
     * is read in a worker thread while the job runs (decision 091).
     */
    async uploadOneRoster(caller: ApiCaller, zip: Buffer, o: Omit<UploadOptions, 'mode' | 'scope' | 'file'>): Promise<TIngestJob> {
      const timeZone = await instituteZone(db, caller.instituteId);
      return startAndWait(caller, o.waitSeconds, {
        instituteId: caller.instituteId,
        timeZone,
        keyId: caller.keyId,
        keyName: caller.keyName,
        area: 'oneroster',
        mode: 'delta',
        scope: null,
        dryRun: o.dryRun,
        atomic: o.atomic,
        maxDeletePercent: o.maxDeletePercent ?? DEFAULT_MAX_DELETE_PERCENT,
        parts: [],
        plan: async (jobId) => {
          const plan = await planRoster(zip, dayKey(clock.now(), timeZone), (orgs) => orgBinding(db, caller.instituteId, orgs));
          if (plan.bind && !o.dryRun) await bindOrg(db, caller.instituteId, plan.bind, jobId);
          return { mode: plan.parts.some((p) => p.mode === 'bulk') ? 'bulk' : 'delta', parts: plan.parts, problems: plan.problems, refused: plan.refused };
        },
      });
    },

    async errorsCsv(caller: ApiCaller, id: string): Promise<string> {
      await job(caller, id); // the institute's own job, or 404
      const errors = (await jobErrors(db, id)).map((e) => [e.file, e.line, e.source_id, e.field, e.message]);
      return writeCsv([['file', 'line', 'source_id', 'field', 'message'], ...errors]);
    },

    /** Lets the jobs still running finish (the server is closing). */
    async drain(): Promise<void> {
      await Promise.all(running);
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
