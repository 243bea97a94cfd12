import { z } from 'zod';
import { ZId, ZIdOrSentinel } from './common.ts';

/**
 * GET /api/v1/studentdashboard/testReports/{accountId}:{userId}/{testId}/{attemptId} [API-EXAM-10]:
 * the report of a test for the learner, of their latest finished attempt (-1, as the spec's client
 * sends) or of the attempt named. The body is the report itself (as API-EXAM-9's, decision 036).
 */
export const ZTestReportParams = z.object({
  ids: z.string().regex(/^\d{1,10}:\d{1,10}$/, { error: 'expected accountId:userId' }),
  test_id: ZId,
  attempt_id: ZIdOrSentinel,
});

/**
 * The report's PDFs (decision 047), at addresses shaped as the spec's external pages (account,
 * user, test, -1): the score card [REPORT-DETAIL-4] (API-EXT-2) and the solutions, previewed in
 * the browser [REPORT-SUM-11] (API-EXT-3) or downloaded with the suffix /1 (API-EXT-4).
 */
export const SCORE_CARD_PDF_PATH = '/api/v1/studentdashboard/scoreCard/:ids/:test_id/:attempt_id';
export const SOLUTIONS_PDF_PATH = '/api/v1/studentdashboard/reportPreview/:ids/:test_id/:attempt_id';
export const ZReportDownloadParams = ZTestReportParams.extend({ download: z.literal('1', { error: 'expected 1' }) });

/** Times are milliseconds throughout (REPORT-SUM-4 says so of the subject's; decision 044). */
export const ZTestReport = z.object({
  rank: z.number().int(),
  total_score: z.number(),
  total_marks: z.number(),
  total_students: z.number().int(),
  right_ques_count: z.number().int(),
  wrong_ques_count: z.number().int(),
  left_ques_count: z.number().int(),
  total_attempted_time: z.number().int(),
  /** Ours besides the spec's: partly right answers (counted in right_ques_count), the percentile (REPORT-PCT-1/2), the attempt. */
  partial_ques_count: z.number().int(),
  percentile: z.number(),
  attempt_id: z.number().int(),
  /** Ours too, so the report opens from its address alone: the test's name and type (REPORT-DETAIL-1/5) and whether its solutions may be downloaded (REPORT-SUM-10). */
  test_name: z.string(),
  test_type_id: z.number().int(),
  is_download_solution: z.union([z.literal(0), z.literal(1)]),
});

export const ZSubjectReport = z.object({
  subject_name: z.string(),
  total_score: z.number(),
  total_attempted_time: z.number().int(),
  right_ques_count: z.number().int(),
  wrong_ques_count: z.number().int(),
  left_ques_count: z.number().int(),
  right_ques_marks: z.number(),
  wrong_ques_marks: z.number(),
});

/**
 * One question's line: is_correct 1 right, 0 wrong, 2 partly right, null not attempted;
 * answers written as the bookmark's (answerText); correct_answer null when the test does not let
 * solutions be seen.
 */
export const ZQuestionReport = z.object({
  question_order: z.number().int(),
  question_id: z.number().int(),
  is_correct: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
  student_answer: z.string(),
  correct_answer: z.string().nullable(),
  ques_type: z.number().int(),
  total_score: z.number(),
});

export const ZTopperReport = z.object({
  marks_obtained: z.number(),
  maximum_marks: z.number(),
  total_correct_que: z.number().int(),
  total_incorrect_que: z.number().int(),
  total_attempted: z.number().int(),
  total_time_taken: z.number().int(),
});

export const ZAverageReport = z.object({ marks: z.number(), correct: z.number(), incorrect: z.number(), attempted: z.number(), time_taken: z.number() });

export const ZTestReportResponse = z.object({
  test_report: ZTestReport,
  subject_wise_distribution: z.array(ZSubjectReport),
  question_wise_distribution: z.array(ZQuestionReport),
  topper_report: ZTopperReport,
  average_report: ZAverageReport,
});
export type TTestReportResponse = z.infer<typeof ZTestReportResponse>;
