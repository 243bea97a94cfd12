import { z } from 'zod';
import { ZDateIn, zText } from '../common.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';

/**
 * The status letters the attendance screens read [TT-ATT-2] [TT-ATT-5]: P counts as attended
 * (green), every other letter is shown as it is, in red. The demo's L is a late arrival, so leave
 * has letters of its own (decision 079).
 */
export const ATTENDANCE_STATUS_LETTERS = { present: 'P', absent: 'A', late: 'L', leave: 'LV' } as const;

/**
 * A student's attendance (issue 34): for one class of the timetable (`session_source_id`, a class
 * imported through sessions) or for a day of a batch (`batch_source_id` and `date`: every class
 * of the batch that day).
 */
export const ZAttendanceRecord = ZRecordBase.extend({
  student_source_id: ZSourceId,
  session_source_id: ZSourceId.optional(),
  batch_source_id: ZSourceId.optional(),
  /** The day; with a session, it must be the class's day when given. */
  date: ZDateIn.optional(),
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['present', 'absent', 'late', 'leave'], { message: 'expected present, absent, late or leave' }),
  ),
  /** The teacher's remark, and the note on an absence or a late arrival, as the popup shows them. */
  remark: zText(500).optional(),
  note: zText(500).optional(),
}).refine((r) => r.session_source_id !== undefined || (r.batch_source_id !== undefined && r.date !== undefined), {
  message: 'name the class (session_source_id) or the batch and the day (batch_source_id and date)',
  path: ['session_source_id'],
});
export type TAttendanceRecord = z.infer<typeof ZAttendanceRecord>;
