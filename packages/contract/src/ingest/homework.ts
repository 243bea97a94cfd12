import { z } from 'zod';
import { ZDateIn, zText } from '../common.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';
import { zHttpsUrl, zRequiredText, zStoredMarks, zWallTime } from './fields.ts';

const zName = zRequiredText;
/** Marks as the assignment tables keep them. */
const zMarks = zStoredMarks;

/**
 * Homework (an assignment) set for one batch (decision 085). Files are named by the source ids
 * they were uploaded under (PUT /files/{source_id}); links are https addresses.
 */
export const ZHomeworkRecord = ZRecordBase.extend({
  batch_source_id: ZSourceId,
  title: zName(300),
  subject: zName(200),
  topic: zText(200).optional(),
  sub_topic: zText(200).optional(),
  /** Plain text or HTML: kept as the text it reads as (the screen shows text, not HTML). */
  description: zText(20_000, { multiline: true }).optional(),
  /** The last day to hand it in, and the time on it (the institute's wall time; 23:59 when absent). */
  due_date: ZDateIn,
  due_time: zWallTime.optional(),
  /** Whether it may still be handed in once past due [ASSIGN-STATUS-9/10]. */
  allow_late_submission: z.boolean().default(false),
  evaluation_required: z.boolean().default(true),
  /** A grade is given instead of marks [ASSIGN-DETAIL-9]; then there is no max_marks. */
  graded: z.boolean().default(false),
  max_marks: zMarks.optional(),
  file_source_ids: z.array(ZSourceId).max(20).default([]),
  links: z.array(zHttpsUrl).max(20).default([]),
  /** Shown to a student once their submission is closed (submitted, or past due without late submission). */
  solution_file_source_ids: z.array(ZSourceId).max(20).default([]),
}).refine((r) => !(r.graded && r.max_marks !== undefined), { message: 'a graded homework has no max marks', path: ['max_marks'] });
export type THomeworkRecord = z.infer<typeof ZHomeworkRecord>;

/**
 * The institute's evaluation of one student's homework (decision 085): marks (or a grade) and
 * remarks. `evaluated` shows them to the student; `pending` keeps them hidden while marking goes on.
 * Work handed in on paper may be evaluated too: the submission is then closed as handed in.
 */
export const ZHomeworkEvaluationRecord = ZRecordBase.extend({
  homework_source_id: ZSourceId,
  student_source_id: ZSourceId,
  marks: zMarks.optional(),
  grade: zText(20).optional(),
  remarks: zText(2000, { multiline: true }).optional(),
  status: z.enum(['evaluated', 'pending']).default('evaluated'),
  /** The day work without an online submission was handed in; the import's day when absent. */
  submitted_date: ZDateIn.optional(),
});
export type THomeworkEvaluationRecord = z.infer<typeof ZHomeworkEvaluationRecord>;
