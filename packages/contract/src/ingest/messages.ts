import type { z } from 'zod';
import { ZDateIn } from '../common.ts';
import { zRequiredText, zWallTime } from './fields.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';

/**
 * A message from the institute to a student or a parent (issue 34), read in their inbox. The
 * inbox shows the text and when it was sent, grouped by day [MSG-LIST-2..5].
 */
export const ZMessageRecord = ZRecordBase.extend({
  student_source_id: ZSourceId.optional(),
  parent_source_id: ZSourceId.optional(),
  message: zRequiredText(2000, { multiline: true }),
  /** When it was sent: the day, and the institute's wall time (00:00 when absent). */
  date: ZDateIn,
  time: zWallTime.optional(),
}).refine((r) => (r.student_source_id === undefined) !== (r.parent_source_id === undefined), {
  message: 'name the recipient: a student_source_id or a parent_source_id, one of them',
  path: ['student_source_id'],
});
export type TMessageRecord = z.infer<typeof ZMessageRecord>;
