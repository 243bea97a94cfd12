import { z } from 'zod';
import { ZDateIn, zText } from '../common.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';

/** A wall time 'HH:MM' (or 'H:MM') in the institute's zone, kept as 'HH:MM'. */
export const zWallTime = z
  .string()
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { message: 'expected HH:MM (24-hour)' })
  .transform((t) => t.padStart(5, '0'));

/** A link a live class is joined at: https only (a student's browser opens it). */
const zJoinUrl = zText(2000).refine((s) => /^https:\/\/[^\s]+$/.test(s.trim()), { message: 'expected an https:// address' });

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
  room: zText(200).optional(),
  mode: z.enum(['offline', 'live']).default('offline'),
  join_url: zJoinUrl.optional(),
  topics: zText(2000, { multiline: true }).optional(),
})
  .refine((r) => r.start_time < r.end_time, { message: 'the class ends before it starts', path: ['end_time'] })
  .refine((r) => r.mode === 'offline' || r.join_url !== undefined, { message: 'a live class needs its join address', path: ['join_url'] });
export type TSessionRecord = z.infer<typeof ZSessionRecord>;
