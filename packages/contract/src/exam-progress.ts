import { z } from 'zod';
import { ZId } from './common.ts';

/**
 * GET /api/v1/reports/progress/{user_id} (ours, issue 15; decision 048): the learner's progress
 * over time, every figure computed by the domain's one definition. `user_id` is the session's
 * learner (a parent's chosen child); the body is the progress itself.
 */
export const PROGRESS_PATH = '/api/v1/reports/progress/:user_id';
export const ZProgressParams = z.object({ user_id: ZId });

/** One published test's point: score as a share of its marks (null without marks) and the percentile. */
export const ZProgressScore = z.object({
  test_id: z.number().int(),
  test_name: z.string(),
  label_id: z.number().int().nullable(),
  test_type_id: z.number().int(),
  /** ISO 8601 with the institute's offset. */
  ended_at: z.string(),
  percent: z.number().nullable(),
  percentile: z.number(),
});
export const ZProgressTopic = z.object({ topic: z.string(), accuracy: z.number(), right: z.number().int(), wrong: z.number().int(), left: z.number().int() });
/** A month 'YYYY-MM': `count` of `of` (present of marked; on time of due), and the whole percent. */
export const ZProgressMonth = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count: z.number().int(), of: z.number().int(), percent: z.number().int() });

export const ZProgressResponse = z.object({
  scores: z.array(ZProgressScore),
  topics: z.array(ZProgressTopic),
  attendance: z.array(ZProgressMonth),
  homework: z.array(ZProgressMonth),
});
export type TProgressResponse = z.infer<typeof ZProgressResponse>;
