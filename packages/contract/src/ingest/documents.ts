import { z } from 'zod';
import { ZRecordBase, ZSourceId } from './jobs.ts';
import { zHttpsUrl, zRequiredText } from './fields.ts';
import { countGiven, zVimeoId, zYoutubeId } from './media-fields.ts';

/** The document types a stored file may be filed under [DOC-FILTER-3]; a video's type is its host. */
export const DOCUMENT_FILE_CATEGORIES = ['Assignment', 'EBook', 'Exam', 'Other'] as const;

/**
 * A document shared with batches (the Documents screen, API-DOC-1..4): a stored file uploaded
 * with PUT /files/{source_id}, or a Vimeo or YouTube video; filed under a subject, which the
 * students' screen lists documents by.
 */
export const ZDocumentRecord = ZRecordBase.extend({
  title: zRequiredText(300),
  /** The subject's name; one not there yet is added to the institute's subjects. */
  subject: zRequiredText(200),
  category: z.enum(DOCUMENT_FILE_CATEGORIES).optional(),
  file_source_id: ZSourceId.optional(),
  vimeo_video_id: zVimeoId.optional(),
  youtube_id: zYoutubeId.optional(),
  /** The batches whose learners see it (source ids); the whole list replaces the document's. */
  batch_source_ids: z.array(ZSourceId).min(1, { message: 'share it with at least one batch' }).max(1000),
  /** true: viewed, never downloaded [DOC-DL-1]. */
  is_readonly: z.boolean().default(false),
  thumbnail_url: zHttpsUrl.optional(),
})
  .refine((r) => countGiven(r.file_source_id, r.vimeo_video_id, r.youtube_id) === 1, { message: 'name exactly one of file_source_id, vimeo_video_id or youtube_id', path: ['file_source_id'] })
  .refine((r) => r.category === undefined || r.file_source_id !== undefined, { message: "a video's type is its host; category is for files", path: ['category'] });
export type TDocumentRecord = z.infer<typeof ZDocumentRecord>;
