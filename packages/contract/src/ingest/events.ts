import { z } from 'zod';
import { ZDateIn, zText } from '../common.ts';
import { zHttpsUrl, zRequiredText, zWallTime } from './fields.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';

/** An event's category, as holiday_type 1..4 [EVENT-DETAIL-1]. */
export const EVENT_CATEGORIES = ['academic', 'sports', 'cultural', 'miscellaneous'] as const;

/**
 * A holiday or an event of the event calendar (issue 34). Without times it lasts all day; its
 * audience is the standards of the batches named, or the whole institute when none are.
 */
export const ZEventRecord = ZRecordBase.extend({
  kind: z.enum(['holiday', 'event'], { message: 'expected holiday or event' }),
  title: zRequiredText(200),
  start_date: ZDateIn,
  /** The last day; the start date when absent. */
  end_date: ZDateIn.optional(),
  start_time: zWallTime.optional(),
  end_time: zWallTime.optional(),
  /** Events only (holidays have none); miscellaneous when absent. */
  category: z.enum(EVENT_CATEGORIES, { message: `expected ${EVENT_CATEGORIES.join(', ')}` }).optional(),
  description: zText(4000, { multiline: true }).optional(),
  document_url: zHttpsUrl.optional(),
  /** The batches whose standards (course_name) the entry is for; none: the whole institute. */
  batch_source_ids: z.array(ZSourceId).max(200).default([]),
})
  .refine((r) => r.end_date === undefined || r.start_date <= r.end_date, { message: 'the entry ends before it starts', path: ['end_date'] })
  .refine((r) => (r.start_time === undefined) === (r.end_time === undefined), { message: 'give both times, or neither for an all-day entry', path: ['end_time'] })
  .refine((r) => r.start_time === undefined || r.end_time === undefined || r.start_time < r.end_time, { message: 'the entry ends before it starts', path: ['end_time'] });
export type TEventRecord = z.infer<typeof ZEventRecord>;
