import { z } from 'zod';
import { ZId } from './common.ts';
import { zExamEnvelope } from './exams.ts';

/**
 * An option of a bookmarked question [S2 §3 Option]: its text (HTML), whether it is right (only
 * once the key may be seen: else null), and for matching and grid questions the other column's
 * entry at the same place.
 */
export const ZBookmarkOption = z.object({
  answer_option: z.string(),
  is_correct: z.union([z.literal(0), z.literal(1)]).nullable(),
  answer_choice_option: z.string().nullable(),
});

/**
 * A bookmarked question [S2 §3 Bookmark]. question and description (the passage) are HTML, their
 * _mathjax twins the same as base64 of UTF-8 [BOOKMARK-VIEW-8]. attempt_answer is the learner's
 * own answer in the attempt it was bookmarked in ('' when none); correct_ans, answer, the options'
 * is_correct and the feedback only once the test's results are published and its solutions may be
 * seen (decision 043), else null. date_time is when it was bookmarked, ISO 8601 with the
 * institute's offset. test_id, test_name and question_order (the position in the test) are ours:
 * the View Questions screen names where the question came from.
 */
export const ZBookmark = z.object({
  ques_id: z.number().int(),
  question: z.string(),
  question_mathjax: z.string(),
  description: z.string().nullable(),
  description_mathjax: z.string().nullable(),
  ques_type: z.number().int(),
  options: z.array(ZBookmarkOption),
  attempt_answer: z.string(),
  correct_ans: z.string().nullable(),
  feedback_mathjax: z.string().nullable(),
  alies_feedback: z.string().nullable(),
  is_multi_lingual: z.literal(0),
  answer: z.string().nullable(),
  media_data: z.array(z.object({ media_type: z.string(), source_path: z.string() })),
  date_time: z.string(),
  test_id: z.number().int().nullable(),
  test_name: z.string().nullable(),
  question_order: z.number().int().nullable(),
});
export type TBookmark = z.infer<typeof ZBookmark>;

/** GET /exam-api/student/testLabels/bookmark/{user_id} [API-EXAM-3]: the learner's bookmarks in data.data, newest first. */
export const ZBookmarksParams = z.object({ user_id: ZId });
export const ZBookmarksResponse = zExamEnvelope(z.array(ZBookmark));

/** POST /exam-api/student/testLabels/deleteBookmark [API-EXAM-4] [BOOKMARK-RM-3]. */
export const ZDeleteBookmarkRequest = z.object({ student_id: ZId, question_id: ZId });
/** validate 1: removed (or already gone) [BOOKMARK-RM-4]. */
export const ZDeleteBookmarkResponse = z.object({ statusCode: z.number().int(), validate: z.literal(1), message: z.string() });
