import { z } from 'zod';
import { ZDateIn, zIntIn } from '../common.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';
import { zRequiredText } from './fields.ts';
import { zVimeoId } from './media-fields.ts';
import { zWallTime } from './fields.ts';

/** Megabytes: a number ≥ 0 with at most 2 decimals. */
const zMegabytes = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: 'at most 2 decimals' });

/**
 * A recording of a live class (the live classes screen's recordings, LIVE-REC): of a class
 * imported as 'sessions' (session_source_id), or of a batch's live class on a date (and at a
 * start time when it had several that day); its video a stored mp4 uploaded with PUT
 * /files/{source_id}, a Vimeo video, or both.
 */
export const ZRecordingRecord = ZRecordBase.extend({
  session_source_id: ZSourceId.optional(),
  batch_source_id: ZSourceId.optional(),
  date: ZDateIn.optional(),
  start_time: zWallTime.optional(),
  title: zRequiredText(300),
  duration_minutes: zIntIn(1, 24 * 60),
  /** When the recording began (ISO 8601 with its offset); the class's start when absent. */
  recorded_at: z.iso.datetime({ offset: true }).optional(),
  file_source_id: ZSourceId.optional(),
  vimeo_video_id: zVimeoId.optional(),
  /** The size shown; the stored file's size when absent (0 for a Vimeo video alone). */
  size_mb: zMegabytes.optional(),
})
  .refine((r) => (r.session_source_id !== undefined) !== (r.batch_source_id !== undefined && r.date !== undefined), {
    message: 'name the class: session_source_id, or batch_source_id with date (not both)',
    path: ['session_source_id'],
  })
  .refine((r) => r.file_source_id !== undefined || r.vimeo_video_id !== undefined, { message: 'name the video: file_source_id (an mp4) or vimeo_video_id', path: ['file_source_id'] });
export type TRecordingRecord = z.infer<typeof ZRecordingRecord>;
