import { z } from 'zod';
import { ZDateIn, zText } from '../common.ts';
import { zRequiredText as zName, zStoredMarks, zWallTime } from './fields.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';

const zMarks = zStoredMarks;

const trimmedKey = (s: string) => s.trim().toLowerCase();

/**
 * An offline exam (a paper written in class) of a batch: its subjects with the marks each is
 * set out of, in order. Without times it is the whole day (its results show once the day is
 * over). Its marks reach the students once `results_published` is true; left out, a new exam is
 * unpublished and an imported one keeps what it was.
 */
export const ZOfflineExamRecord = ZRecordBase.extend({
  batch_source_id: ZSourceId,
  name: zName(200),
  date: ZDateIn,
  start_time: zWallTime.optional(),
  end_time: zWallTime.optional(),
  /** The subjects, in the order the report lists them (one for a single paper). */
  subjects: z.array(zName(100)).min(1, { message: 'an exam needs at least one subject' }).max(20),
  /** The marks each subject is out of, one per subject in the same order. */
  max_marks: z.array(zMarks.refine((v) => v > 0, { message: 'must be more than 0' })).min(1).max(20),
  topic: zText(200).optional(),
  description: zText(2000, { multiline: true }).optional(),
  results_published: z.boolean().optional(),
})
  .refine((r) => r.subjects.length === r.max_marks.length, { message: 'one maximum per subject, in the same order', path: ['max_marks'] })
  .refine((r) => new Set(r.subjects.map(trimmedKey)).size === r.subjects.length, { message: 'a subject is named twice', path: ['subjects'] })
  .refine((r) => (r.start_time ?? '00:00') < (r.end_time ?? '23:59'), { message: 'the exam ends before it starts', path: ['end_time'] });
export type TOfflineExamRecord = z.infer<typeof ZOfflineExamRecord>;

/** One student's marks in one subject of an offline exam (OneRoster: a result of a line item), or absent. */
export const ZOfflineMarkRecord = ZRecordBase.extend({
  exam_source_id: ZSourceId,
  student_source_id: ZSourceId,
  /** The exam's subject, as the exam names it; may be left out when the exam has only one. */
  subject: zName(100).optional(),
  marks: zMarks.optional(),
  absent: z.boolean().default(false),
  /** The student's rank in the subject, as the institute published it. */
  rank: z.number().int().min(1).max(1_000_000).optional(),
})
  .refine((r) => r.absent || r.marks !== undefined, { message: 'required unless the student was absent', path: ['marks'] })
  .refine((r) => !r.absent || (r.marks === undefined && r.rank === undefined), { message: 'an absent student has no marks or rank', path: ['marks'] });
export type TOfflineMarkRecord = z.infer<typeof ZOfflineMarkRecord>;
