import { z } from 'zod';
import { zText } from '../common.ts';
import { zHtml, zMarks, zMoment, zName } from './exam-values.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';

/** At most this many questions in one test (positions are small integers). */
export const MAX_TEST_QUESTIONS = 500;

/** A section of a test (a subject), its questions in order; marks set here apply to each of them instead of the bank's. */
const ZTestSection = z.object({
  name: zName(200),
  question_source_ids: z.array(ZSourceId).min(1, { message: 'a section needs at least one question' }).max(MAX_TEST_QUESTIONS),
  marks: zMarks.optional(),
  negative_marks: zMarks.optional(),
});

/**
 * An online test (issue 34, decision 082): who sits it (batches by source id), when (its window
 * and minutes per attempt), its sections of bank questions, and whether results are out.
 * `type`: online and mock tests are sat once, a practice test `attempts_allowed` times (0: no limit).
 */
export const ZTestRecord = ZRecordBase.extend({
  name: zName(200),
  title: zText(200).optional(),
  instructions_html: zHtml(20_000).optional(),
  type: z.enum(['online', 'mock', 'practice']).default('online'),
  /** The exam list's label (a tab of tests) it is listed under, made when the institute has none of this name and type. */
  label: zText(100).optional(),
  batch_source_ids: z.array(ZSourceId).max(200).default([]),
  starts_at: zMoment,
  ends_at: zMoment,
  /** Minutes once started; 0: until the window closes. */
  duration_minutes: z.number().int().min(0).max(1440),
  attempts_allowed: z.number().int().min(0).max(1000).default(1),
  result_published: z.boolean().default(false),
  solutions_downloadable: z.boolean().default(false),
  sections: z.array(ZTestSection).min(1).max(50),
})
  .refine((r) => r.type === 'practice' || r.attempts_allowed === 1, { message: 'online and mock tests are sat once; only a practice test takes another number', path: ['attempts_allowed'] })
  .superRefine((r, ctx) => {
    const seen = new Set<string>();
    let count = 0;
    r.sections.forEach((s, i) =>
      s.question_source_ids.forEach((q, j) => {
        count++;
        if (seen.has(q)) ctx.addIssue({ code: 'custom', path: ['sections', i, 'question_source_ids', j], message: `question '${q}' is already in this test` });
        seen.add(q);
      }),
    );
    if (count > MAX_TEST_QUESTIONS) ctx.addIssue({ code: 'custom', path: ['sections'], message: `at most ${MAX_TEST_QUESTIONS} questions in one test` });
  });
export type TTestRecord = z.infer<typeof ZTestRecord>;
