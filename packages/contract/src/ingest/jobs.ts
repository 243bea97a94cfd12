import { z } from 'zod';
import { zText } from '../common.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The institute's own id of a record (OneRoster's sourcedId): stable, unique within its area. */
export const ZSourceId = zText(255)
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { message: 'required' })
  // A lone surrogate is not text: it cannot be stored or sent back.
  .refine((s) => !LONE_SURROGATE.test(s), { message: 'not valid text' });

/** What every record of every area carries besides its own fields. */
export const ZRecordBase = z.object({
  source_id: ZSourceId,
  /** OneRoster's deletion mark: the record's effect is undone (decision 078 says what per area). */
  status: z.enum(['active', 'tobedeleted']).optional(),
});

/** PUT /api/ingest/v1/{area}: the records of one area (JSON). Each record is checked on its own. */
export const ZIngestUpload = z.object({
  mode: z.enum(['delta', 'bulk']).default('delta'),
  /** A bulk upload deletes only what it no longer holds within this scope (a term, a batch). */
  scope: zText(255).optional(),
  dry_run: z.boolean().optional(),
  records: z.array(z.unknown()).max(100_000, { message: 'at most 100,000 records per upload; send the rest in another' }),
});

export type TIngestUpload = z.infer<typeof ZIngestUpload>;

const zFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const ZIngestQuery = z.object({
  /** For CSV bodies (a JSON body carries its own): 'bulk' deletes within `scope` what the upload no longer holds. */
  mode: z.enum(['delta', 'bulk']).optional(),
  scope: zText(255).optional(),
  dry_run: zFlag.optional(),
  /** All or nothing: one bad row and nothing is written. */
  atomic: zFlag.optional(),
  /** A bulk upload stops before deleting more than this share of the scope's records (default 10). */
  max_delete_percent: z.coerce.number().min(0).max(100).optional(),
  /** Seconds the call waits for the job before answering 202 with it still running (default 25). */
  wait: z.coerce.number().int().min(0).max(60).optional(),
});

export const ZIngestRowError = z.object({
  file: z.string(),
  /** 1-based: the record's place in `records`, or the CSV line. */
  line: z.number().int(),
  source_id: z.string().nullable(),
  field: z.string().nullable(),
  message: z.string(),
});

/** GET /api/ingest/v1/jobs/{id}, and the answer of every upload. */
export const ZIngestJob = z.object({
  id: z.string(),
  area: z.string(),
  mode: z.enum(['delta', 'bulk']),
  scope: z.string().nullable(),
  dry_run: z.boolean(),
  atomic: z.boolean(),
  state: z.enum(['running', 'done', 'failed']),
  counts: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), deleted: z.number().int(), failed: z.number().int() }),
  /** Why the whole job stopped, when it did. */
  message: z.string().nullable(),
  /** The first 100; all of them at errors.csv. */
  errors: z.array(ZIngestRowError),
  error_count: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TIngestJob = z.infer<typeof ZIngestJob>;

export const ZIngestJobParams = z.object({ id: z.uuid({ message: 'expected a job id' }) });
