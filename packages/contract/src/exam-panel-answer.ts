import { z } from 'zod';
import type { Answer } from '@portal/domain/exam/question-types';
import { INT32_MAX, ZId, zIntIn, zText } from './common.ts';
import { MAX_ANSWER_PARTS, MAX_NUMERIC_ANSWER_LENGTH, MAX_TEXT_ANSWER_LENGTH, MAX_TIME_SPENT_MS } from './exam-panel-wire.ts';

/**
 * A panel answer on the wire (decision 040, decision 073): one shape from the click to the row.
 * The panel saves it (ZPanelSaveItem), the server stores it under the same names
 * (exam_answer.answer, .marked_for_review, .seq, .time_spent_ms) and gives it back
 * (ZPanelSavedAnswer), and the answer itself is the domain's Answer, which the domain scores.
 */

const ZOptionId = zText(64);
const zRecordOf = <T extends z.ZodType>(value: T) =>
  z.record(ZOptionId, value).refine((r) => Object.keys(r).length <= MAX_ANSWER_PARTS, { message: `at most ${MAX_ANSWER_PARTS} items` });

const answerOfEachKind = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), choice: ZOptionId }),
  z.object({ kind: z.literal('multiple'), choices: z.array(ZOptionId).max(MAX_ANSWER_PARTS) }),
  z.object({ kind: z.literal('true-false'), value: z.boolean() }),
  z.object({ kind: z.literal('numeric'), text: zText(MAX_NUMERIC_ANSWER_LENGTH) }),
  z.object({ kind: z.literal('text'), text: zText(MAX_TEXT_ANSWER_LENGTH, { multiline: true }) }),
  z.object({ kind: z.literal('matching'), pairs: zRecordOf(ZOptionId) }),
  z.object({ kind: z.literal('grid'), rows: zRecordOf(z.array(ZOptionId).max(MAX_ANSWER_PARTS)) }),
]);

// The schema and the domain's type are one: what it accepts is an Answer (the annotation below),
// and it knows every kind of Answer and no other (this line fails to compile when they part).
type SameKinds<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _everyKind: SameKinds<z.infer<typeof answerOfEachKind>['kind'], Answer['kind']> = true;

/** An answer as the panel saves it: the domain's Answer (question-types.ts), option ids as the question names them. */
export const ZPanelAnswer: z.ZodType<Answer, Answer> = answerOfEachKind;

/**
 * One question's state, sent whenever it changes. `seq` says when the change was made: hundredths
 * of a second since the attempt started, on the server's clock as the device reads it, never below
 * a seq the device has seen (decision 070, domain nextChangeSeq). The server keeps the highest and
 * acknowledges a lower or equal one without changing anything, so replays and late retries never
 * overwrite a newer answer, and of two devices the change made last wins.
 */
export const ZPanelSaveItem = z.object({
  question_id: ZId,
  /** null: cleared. */
  answer: ZPanelAnswer.nullable(),
  marked_for_review: z.boolean().optional(),
  seq: zIntIn(0, INT32_MAX),
  /** Milliseconds spent on the question so far (subject-wise time). */
  time_spent_ms: zIntIn(0, MAX_TIME_SPENT_MS).optional(),
});
export type TPanelSaveItem = z.infer<typeof ZPanelSaveItem>;

/** A saved answer: what the device merges with its own by the higher seq. */
export const ZPanelSavedAnswer = z.object({
  question_id: z.number().int(),
  answer: ZPanelAnswer.nullable(),
  marked_for_review: z.boolean(),
  seq: z.number().int(),
  time_spent_ms: z.number().int(),
});
export type TPanelSavedAnswer = z.infer<typeof ZPanelSavedAnswer>;
