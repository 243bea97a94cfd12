import { z } from 'zod';
import { zText } from '../common.ts';
import { ZSourceId } from './jobs.ts';

export const ZIngestFileParams = z.object({ source_id: ZSourceId });

/** The file's name (its extension must match its bytes: the upload types of homework). */
export const ZIngestFileQuery = z.object({
  name: zText(255)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0 && !/[\\/]/.test(s), { message: 'give the file name, without folders (e.g. chapter-1.pdf)' }),
});

/**
 * PUT /api/ingest/v1/files/{source_id}: the file as stored. Records of other areas name it by
 * its source id; the same bytes (and name) sent again are `unchanged`.
 */
export const ZIngestFile = z.object({
  source_id: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  outcome: z.enum(['created', 'updated', 'unchanged']),
  /** The upload as a job of one record (GET /jobs/{id}, the audit trail). */
  job_id: z.string(),
});
export type TIngestFile = z.infer<typeof ZIngestFile>;
