import { z } from 'zod';
import { zExamEnvelope, ZTestTypeId } from './exams.ts';
import { ZPanelSavedAnswer } from './exam-panel-answer.ts';

/** What the panel draws of a test and a finished attempt (decision 040); enter, submit and result answer with these. */

const ZOptionItem = z.object({ id: z.string(), html: z.string() });

/** Choices (single, multiple), the two columns of a matching question, a grid's rows and columns, a numeric unit. */
export const ZPanelOptions = z.object({
  choices: z.array(ZOptionItem).optional(),
  left: z.array(ZOptionItem).optional(),
  right: z.array(ZOptionItem).optional(),
  rows: z.array(ZOptionItem).optional(),
  columns: z.array(ZOptionItem).optional(),
  unit: z.string().optional(),
});

export const ZQuestionKind = z.enum(['single', 'multiple', 'true-false', 'numeric', 'text', 'matching', 'grid']);

/** A question as the panel shows it: never its key or solution while the attempt runs. */
export const ZPanelQuestion = z.object({
  question_id: z.number().int(),
  /** 1-based, across sections. */
  position: z.number().int(),
  section_no: z.number().int(),
  kind: ZQuestionKind,
  /** The spec's ques_type id of the kind [BOOKMARK-QT-1]. */
  ques_type: z.number().int(),
  /** HTML with TeX between \( \); sanitise before drawing. */
  stem_html: z.string(),
  options: ZPanelOptions,
  media: z.array(z.object({ media_type: z.string(), source_path: z.string(), title: z.string().optional() })),
  passage_id: z.number().int().nullable(),
  /** Marks of a full answer and marks lost to a wrong one, to 2 decimals (scoring is exact on the server). */
  marks: z.number(),
  negative_marks: z.number(),
  /** Part of an answer earns part of the marks (multiple choice, matching, grid). */
  partial_marks: z.boolean(),
});
export type TPanelQuestion = z.infer<typeof ZPanelQuestion>;

export const ZPanelSection = z.object({ section_no: z.number().int(), section_name: z.string(), question_ids: z.array(z.number().int()) });
export const ZPanelPassage = z.object({ passage_id: z.number().int(), title: z.string(), body_html: z.string() });

export const ZPanelTest = z.object({
  test_id: z.number().int(),
  test_name: z.string(),
  test_type_id: ZTestTypeId,
  title: z.string(),
  instructions_html: z.string(),
  duration_minutes: z.number().int(),
  total_marks: z.number(),
  negative_marking: z.boolean(),
});

const ZSubjectResult = z.object({
  subject: z.string(),
  marks: z.number(),
  time_ms: z.number().int(),
  right: z.number().int(),
  partial: z.number().int(),
  wrong: z.number().int(),
  left: z.number().int(),
  right_marks: z.number(),
  wrong_marks: z.number(),
});

/** A scored attempt once the institute has published the results (else the result is null). */
export const ZPanelResult = z.object({
  attempt_id: z.number().int(),
  marks: z.number(),
  max_marks: z.number(),
  right: z.number().int(),
  partial: z.number().int(),
  wrong: z.number().int(),
  left: z.number().int(),
  attempted: z.number().int(),
  time_taken_seconds: z.number().int(),
  rank: z.number().int(),
  total_students: z.number().int(),
  percentile: z.number(),
  topper: z.object({ marks: z.number(), time_taken_seconds: z.number() }),
  average: z.object({ marks: z.number(), correct: z.number(), incorrect: z.number(), attempted: z.number(), time_taken: z.number() }),
  subjects: z.array(ZSubjectResult),
  /** Per question: the outcome and its marks; the key and solution only when the test lets solutions be seen. */
  questions: z.array(
    z.object({
      question_id: z.number().int(),
      outcome: z.enum(['right', 'partial', 'wrong', 'unattempted']),
      marks: z.number(),
      key: z.unknown().optional(),
      solution_html: z.string().nullable().optional(),
    }),
  ),
});
export type TPanelResult = z.infer<typeof ZPanelResult>;

export const ZPanelAttempt = z.object({
  attempt_id: z.number().int(),
  attempt_no: z.number().int(),
  status: z.enum(['in_progress', 'submitted', 'expired']),
  started_at_ms: z.number().int(),
  deadline_ms: z.number().int(),
  finished_at_ms: z.number().int().nullable(),
  seconds_left: z.number().int().min(0),
  server_now_ms: z.number().int(),
});

/** POST /exam-api/panel/enter: everything the panel draws, with the attempt's saved state. */
export const ZPanelEnterResponse = zExamEnvelope(
  z.object({
    mode: z.enum(['attempt', 'review']),
    attempt: ZPanelAttempt,
    test: ZPanelTest,
    sections: z.array(ZPanelSection),
    questions: z.array(ZPanelQuestion),
    passages: z.array(ZPanelPassage),
    answers: z.array(ZPanelSavedAnswer),
    bookmarked_question_ids: z.array(z.number().int()),
    /** Review of a published result; null while sitting the test or before publication. */
    result: ZPanelResult.nullable(),
  }),
);
export type TPanelEnter = z.infer<typeof ZPanelEnterResponse>['data'];

/** POST .../submit: the finished attempt; its result only once published. */
export const ZPanelSubmitResponse = zExamEnvelope(z.object({ attempt: ZPanelAttempt, result: ZPanelResult.nullable() }));

/** GET .../result: 409 EXAM_RESULT_PENDING until published. */
export const ZPanelResultResponse = zExamEnvelope(ZPanelResult);
export type TPanelSubmitted = z.infer<typeof ZPanelSubmitResponse>['data'];
