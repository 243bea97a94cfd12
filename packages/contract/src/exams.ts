import { z } from 'zod';
import { zEnvelope, ZDate, ZId } from './common.ts';

/**
 * The exam service's calls [API-EXAM-1/2/7/8] are mounted under /exam-api (decision 036). Their
 * client reads `data.data` (axios: the body's `data`), so their answers are
 * `{ statusCode, message, data }`; errors keep ZErrorBody as everywhere.
 */
export const EXAM_API_PREFIX = '/exam-api';
/**
 * The older variant of the spec's client puts the exam service at /examdesk on the same origin
 * (issue 33): the same calls are served there too, answered as under EXAM_API_PREFIX.
 */
export const EXAM_DESK_PREFIX = '/examdesk';

export function zExamEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.number().int(), message: z.string(), data });
}

/** Test type ids [CONST-TEST-1]: 1 mock, 2 practice, 4 online. */
export const ZTestTypeId = z.union([z.literal(1), z.literal(2), z.literal(4)]);
/** A test type in a request: the number or its digits. */
const ZTestTypeIdIn = z.preprocess((v) => (typeof v === 'string' && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : v), ZTestTypeId);
const ZFlag = z.union([z.literal(0), z.literal(1)]);

/** A test label [S2 §3 Test label] [EXAM-LABEL-2]. */
export const ZExamLabel = z.object({
  label_id: z.number().int(),
  label_name: z.string(),
  test_type_id: ZTestTypeId,
  title: z.string(),
});
export type TExamLabel = z.infer<typeof ZExamLabel>;

/** GET /exam-api/student/testLabels: the institute's labels in data.data [API-EXAM-1]. */
export const ZExamLabelsResponse = zExamEnvelope(z.array(ZExamLabel));

/**
 * GET /exam-api/student/testLabels/{label_id}/tests [API-EXAM-2]: a label's id, or the account_id
 * for the placeholder labels, which lists the tests outside any label (decision 034, API-GAP-4);
 * `test_type_id` narrows that list to the placeholder's type.
 */
export const ZExamTestsParams = z.object({ label_id: ZId });
export const ZExamTestsQuery = z.object({ test_type_id: ZTestTypeIdIn.optional() });

/**
 * A test card [S2 §3 Test (exam card)]. Timestamps are unix seconds [EXAM-LIST-10]; start_date
 * and end_date the institute's calendar days (YYYY-MM-DD), test_start_date and test_end_date the
 * instants as ISO with the institute's offset. total_attempts counts the learner's completed
 * attempts (submitted, or ended at their deadline), incomplete_attempts those still open;
 * is_submitted is 1 while a completed attempt waits for an unpublished result (decision 033).
 * product_id and product_name are set on a product-assigned test [API-EXAM-7], else null.
 */
export const ZExamTest = z.object({
  test_id: z.number().int(),
  test_name: z.string(),
  test_type_id: ZTestTypeId,
  label_id: z.number().int().nullable(),
  title: z.string(),
  start_timestamp: z.number().int(),
  end_timestamp: z.number().int(),
  start_date: ZDate,
  end_date: ZDate,
  test_start_date: z.string(),
  test_end_date: z.string(),
  /** Minutes per attempt. */
  duration: z.number().int(),
  total_attempts: z.number().int(),
  incomplete_attempts: z.number().int(),
  /** 0: unlimited (practice tests). */
  test_limit: z.number().int(),
  is_submitted: ZFlag,
  is_result_published: ZFlag,
  is_download_solution: ZFlag,
  test_institute_id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_name: z.string().nullable(),
});
export type TExamTest = z.infer<typeof ZExamTest>;

export const ZExamTestsResponse = zExamEnvelope(z.array(ZExamTest));

/** The product store's lists [API-EXAM-5] (Mock_Test: tests of type 1) and [API-EXAM-6] (Online_Test: type 4). */
export const PRODUCT_TEST_TYPES = ['Mock_Test', 'Online_Test'] as const;
export const ZProductTestIdsParams = z.object({ test_type: z.enum(PRODUCT_TEST_TYPES) });
/** x-prod-inst-id and x-prod-user-id: when sent, the session's institute and user (else 404). */
export const ZProductTestHeaders = z.looseObject({ 'x-prod-inst-id': ZId.optional(), 'x-prod-user-id': ZId.optional() });
export const ZProductTestId = z.object({ test_id: z.number().int(), test_institute_id: z.number().int() });
/** `{ statusCode, message, result: [...] }`: the spec reads result[] [API-EXAM-5]. */
export const ZProductTestIdsResponse = zEnvelope(z.array(ZProductTestId));
export type TProductTestId = z.infer<typeof ZProductTestId>;

/** At most this many ids in one list call. */
export const MAX_TEST_IDS = 200;

/** '12,13' (spaces allowed), an array of ids, or one id; '' is none. */
const ZTestIdList = z.preprocess((v) => {
  if (typeof v === 'number') return [v];
  if (typeof v !== 'string' || v.length > MAX_TEST_IDS * 12) return v;
  return v.trim() === '' ? [] : v.split(',').map((part) => part.trim());
}, z.array(ZId).max(MAX_TEST_IDS));

/** POST /exam-api/tests/list_id [API-EXAM-7]: tests by id; user_id is the session's learner (else 404). */
export const ZTestsByIdRequest = z.object({ test_ids: ZTestIdList, user_id: ZId });
export const ZTestsByIdResponse = zExamEnvelope(z.array(ZExamTest));

/** GET /exam-api/examPanel/time [API-EXAM-8] (decision 036): the server's clock. */
export const ZExamTimeResponse = zExamEnvelope(
  z.object({
    /** Milliseconds since the epoch. */
    time: z.number().int(),
    /** Seconds since the epoch, as the test timestamps. */
    timestamp: z.number().int(),
    /** The same instant as ISO 8601 (UTC). */
    iso: z.string(),
  }),
);

/** GET /api/v1/reports/Student/{stud_id} [API-EXAM-9]: the session's student (a parent's child), else 404. */
export const ZOfflineReportParams = z.object({ stud_id: ZId });

/** One subject of an offline exam [REPORT-ROW-3]; marks and rank null when absent. */
export const ZOfflineSubjectMarks = z.object({
  subject_name: z.string(),
  marks_obtained: z.number().nullable(),
  total_marks: z.number(),
  rank: z.number().int().nullable(),
});

/** What a past and an upcoming offline exam share [S2 §3 Offline exam entry]; times are 12-hour ('09:00 AM'). */
const offlineExam = {
  exam_id: z.number().int(),
  exam_name: z.string(),
  exam_date: ZDate,
  start_time: z.string(),
  end_time: z.string(),
  /** The subjects, joined by ', '. */
  subject_name: z.string(),
  topic_name: z.string().nullable(),
  examDesc: z.string().nullable(),
  /** The batch (the section at a school) [REPORT-ROW-4]. */
  batch_name: z.string(),
};

/**
 * A past offline exam [REPORT-ROW-1..5]: attendance 'P' or 'A' (null before results are
 * entered), marks out of the subjects' totals, ranks only when show_exam_rank (else null).
 */
export const ZOfflinePastExam = z.object({
  ...offlineExam,
  attendance_status: z.enum(['P', 'A']).nullable(),
  isAbsent: z.boolean(),
  courseLevelMarksObtain: z.number().nullable(),
  courseLevelTotalMarks: z.number(),
  courseLevelRank: z.number().int().nullable(),
  subjectWiseExamSchdList: z.array(ZOfflineSubjectMarks),
});
export type TOfflinePastExam = z.infer<typeof ZOfflinePastExam>;

export const ZOfflineFutureExam = z.object(offlineExam);

/**
 * The offline report, the body itself (decision 036) [API-EXAM-9] [REPORT-OFF-1]: per batch (a
 * tab, course_Name) its past exams, newest first; the upcoming ones, soonest first, under
 * batchExamSchdJsons.futureCourseExamSchdJson (one entry per batch; the spec's client reads the
 * first [REPORT-AN-3]); and whether ranks are shown [EXAM-OFF-3].
 */
export const ZOfflineReportResponse = z.object({
  pastCourseExamSchdJson: z.array(z.object({ course_Name: z.string(), batch_id: z.number().int(), pastCourseExamList: z.array(ZOfflinePastExam) })),
  batchExamSchdJsons: z.object({
    futureCourseExamSchdJson: z.array(z.object({ course_Name: z.string(), batch_id: z.number().int(), futureCourseExamList: z.array(ZOfflineFutureExam) })),
  }),
  show_exam_rank: z.boolean(),
});
export type TOfflineReport = z.infer<typeof ZOfflineReportResponse>;
