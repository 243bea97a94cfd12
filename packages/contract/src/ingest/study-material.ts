import { z } from 'zod';
import { ZRecordBase, ZSourceId } from './jobs.ts';
import { zHttpsUrl, zRequiredText } from './fields.ts';
import { countGiven, zVimeoId, zYoutubeId } from './media-fields.ts';

/**
 * A course of the study library (API-STUDY-1's course type): free, for the learners of its
 * batches, or paid, for those enrolled in its product (imported as 'products').
 */
export const ZStudyCourseRecord = ZRecordBase.extend({
  name: zRequiredText(200),
  /** The batches whose learners have it (source ids); the list replaces the course's. */
  batch_source_ids: z.array(ZSourceId).max(1000).default([]),
  product_source_id: ZSourceId.optional(),
}).refine((r) => (r.batch_source_ids.length > 0) !== (r.product_source_id !== undefined), {
  message: 'name the batches that have the course, or the product it is part of (not both)',
  path: ['batch_source_ids'],
});
export type TStudyCourseRecord = z.infer<typeof ZStudyCourseRecord>;

/** The studyMaterialMap types a stored file may be filed under [STUDY-TREE-5]; a video's type is its host. */
export const STUDY_FILE_CATEGORIES = ['Assignment', 'Other', 'Images', 'Slides', 'Notes', 'PreviousYearQuestionsPaper', 'EBook', 'Exam', 'AudioNotes'] as const;

/**
 * One material of a course's library, placed by its subject and topic path (a chapter, then
 * topics within it, to any depth [STUDY-TREE-4]): a stored file uploaded with PUT
 * /files/{source_id}, or a Vimeo or YouTube video.
 */
export const ZStudyMaterialRecord = ZRecordBase.extend({
  course_source_id: ZSourceId,
  /** The subject's name; one not there yet is added to the institute's subjects. */
  subject: zRequiredText(200),
  /** The topic names from the top ('Mechanics', 'Kinematics'); topics not there yet are added. */
  topic_path: z.array(zRequiredText(200)).min(1, { message: 'name at least the topic it is in' }).max(8),
  title: zRequiredText(300),
  category: z.enum(STUDY_FILE_CATEGORIES).optional(),
  file_source_id: ZSourceId.optional(),
  vimeo_video_id: zVimeoId.optional(),
  youtube_id: zYoutubeId.optional(),
  /** true: viewed, never downloaded [STUDY-MAT-1]. */
  is_readonly: z.boolean().default(false),
  poster_url: zHttpsUrl.optional(),
})
  .refine((r) => countGiven(r.file_source_id, r.vimeo_video_id, r.youtube_id) === 1, { message: 'name exactly one of file_source_id, vimeo_video_id or youtube_id', path: ['file_source_id'] })
  .refine((r) => r.category === undefined || r.file_source_id !== undefined, { message: "a video's type is its host; category is for files", path: ['category'] });
export type TStudyMaterialRecord = z.infer<typeof ZStudyMaterialRecord>;
