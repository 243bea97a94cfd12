import { z } from 'zod';
import { ZDateIn, zText } from '../common.ts';
import { zHttpsUrl, zWallTime } from './fields.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';

/**
 * One class of a batch's timetable (OneRoster has none; issue 34's sessions.csv has these
 * columns): offline in a room, or live at a join address.
 */
export const ZSessionRecord = ZRecordBase.extend({
  batch_source_id: ZSourceId,
  date: ZDateIn,
  start_time: zWallTime,
  end_time: zWallTime,
  subject: zText(200).optional(),
  teacher: zText(200).optional(),
  /** The teachers as staff source ids (their names and photos follow the staff records). */
  teacher_source_ids: z.array(ZSourceId).max(10).optional(),
  room: zText(200).optional(),
  mode: z.enum(['offline', 'live']).default('offline'),
  /** A live class's join address: https only (a student's browser opens it). */
  join_url: zHttpsUrl.optional(),
  topics: zText(2000, { multiline: true }).optional(),
})
  .refine((r) => r.start_time < r.end_time, { message: 'the class ends before it starts', path: ['end_time'] })
  .refine((r) => r.mode === 'offline' || r.join_url !== undefined, { message: 'a live class needs its join address', path: ['join_url'] })
  .refine((r) => r.teacher === undefined || !r.teacher_source_ids?.length, { message: 'send the teachers either by name or by source id, not both', path: ['teacher_source_ids'] });
export type TSessionRecord = z.infer<typeof ZSessionRecord>;
