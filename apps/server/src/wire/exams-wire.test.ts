import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSignedInApp } from '../testing/signed-in-app.ts';
import { getBookmarks, getExamTime, getLabels, getLabelTests, getOfflineReport, getProductTestIds, getTestReport, postDeleteBookmark, postTestsById } from '../modules/exams/test-requests.ts';
import { expectBare, expectSpecShape, SpecDate, SpecError, specEnvelope } from './spec-shape.ts';

// The exam calls checked against the spec's words (issue 12's rule for every call, decision 030).
// The exam service's client reads "data.data" (axios: the body's data); the product store's
// "result[]"; the offline report "the offline report" itself (decision 036).

const t = useSignedInApp({ aarav: '9000000001', diya: '9000000002' });
/** "reads ... from data.data". */
const examBody = <T extends z.ZodType>(data: T) => z.object({ data });
const Flag = z.union([z.literal(0), z.literal(1)]);

/** S2 §3 Test label. */
const SpecLabel = z.object({ label_id: z.number().int(), label_name: z.string(), test_type_id: z.union([z.literal(1), z.literal(2), z.literal(4)]), title: z.string() });

/** S2 §3 Test (exam card): timestamps in seconds [EXAM-LIST-10], duration in minutes, test_limit 0 = unlimited, the flags 0 or 1. */
const SpecTest = z.object({
  test_id: z.number().int(),
  test_name: z.string(),
  test_type_id: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  start_timestamp: z.number().int().max(99_999_999_999),
  end_timestamp: z.number().int().max(99_999_999_999),
  start_date: z.string(),
  end_date: z.string(),
  test_start_date: z.string(),
  test_end_date: z.string(),
  duration: z.number().int().positive(),
  total_attempts: z.number().int().min(0),
  incomplete_attempts: z.number().int().min(0),
  test_limit: z.number().int().min(0),
  is_submitted: Flag,
  is_result_published: Flag,
  is_download_solution: Flag,
  title: z.string(),
  test_institute_id: z.number().int(),
  label_id: z.number().int().nullable(),
});

/** S2 §3 Offline exam entry and the offline report. */
const SpecSubjectMarks = z.object({ subject_name: z.string(), marks_obtained: z.number().nullable(), total_marks: z.number(), rank: z.number().nullable() });
const SpecOfflineExam = z.object({ exam_date: SpecDate, start_time: z.string(), end_time: z.string(), subject_name: z.string(), topic_name: z.string().nullable(), examDesc: z.string().nullable() });
const SpecPastExam = SpecOfflineExam.extend({
  attendance_status: z.string().nullable(),
  isAbsent: z.boolean(),
  courseLevelMarksObtain: z.number().nullable(),
  courseLevelTotalMarks: z.number(),
  courseLevelRank: z.number().nullable(),
  subjectWiseExamSchdList: z.array(SpecSubjectMarks),
});
const SpecOfflineReport = z.object({
  pastCourseExamSchdJson: z.array(z.object({ course_Name: z.string(), pastCourseExamList: z.array(SpecPastExam) })),
  batchExamSchdJsons: z.object({ futureCourseExamSchdJson: z.array(z.object({ futureCourseExamList: z.array(SpecOfflineExam) })) }),
  show_exam_rank: z.boolean(),
});

/** S2 §3 Bookmark and Option. */
const SpecBookmark = z.object({
  ques_id: z.number().int(),
  question: z.string(),
  question_mathjax: z.string().nullable(),
  description: z.string().nullable(),
  description_mathjax: z.string().nullable(),
  ques_type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5), z.literal(6), z.literal(7)]),
  options: z.array(z.object({ answer_option: z.string(), is_correct: Flag.nullable(), answer_choice_option: z.string().nullable() })),
  attempt_answer: z.string().nullable(),
  correct_ans: z.string().nullable(),
  feedback_mathjax: z.string().nullable(),
  alies_feedback: z.string().nullable(),
  is_multi_lingual: Flag,
  answer: z.string().nullable(),
  media_data: z.array(z.object({ media_type: z.string(), source_path: z.string() })),
  date_time: z.string().refine((d) => !Number.isNaN(Date.parse(d)), 'a date the client can sort by [BOOKMARK-SORT-2]'),
});

/** S2 §3 Test report response. */
const SpecTestReport = z.object({
  average_report: z.object({ marks: z.number(), correct: z.number(), incorrect: z.number(), attempted: z.number(), time_taken: z.number() }),
  topper_report: z.object({
    marks_obtained: z.number(),
    maximum_marks: z.number(),
    total_correct_que: z.number(),
    total_incorrect_que: z.number(),
    total_attempted: z.number(),
    total_time_taken: z.number(),
  }),
  test_report: z.object({
    rank: z.number().int(),
    total_score: z.number(),
    total_marks: z.number(),
    total_students: z.number().int(),
    right_ques_count: z.number().int(),
    wrong_ques_count: z.number().int(),
    left_ques_count: z.number().int(),
    total_attempted_time: z.number(),
  }),
  subject_wise_distribution: z.array(
    z.object({
      subject_name: z.string(),
      total_score: z.number(),
      // Milliseconds: REPORT-SUM-4 divides it by 60000.
      total_attempted_time: z.number().int(),
      right_ques_count: z.number().int(),
      wrong_ques_count: z.number().int(),
      left_ques_count: z.number().int(),
      right_ques_marks: z.number(),
      wrong_ques_marks: z.number(),
    }),
  ),
  question_wise_distribution: z.array(
    z.object({ question_order: z.number().int(), is_correct: z.number().nullable(), student_answer: z.string().nullable(), correct_answer: z.string().nullable(), ques_type: z.number().int(), total_score: z.number() }),
  ),
});

describe('[issue 12] exam calls', () => {
  it('[API-EXAM-1] labels in data.data; [API-EXAM-2] a label\'s tests in data.data', async () => {
    const labels = expectSpecShape(examBody(z.array(SpecLabel)), (await getLabels(t.app, t.tokens.aarav)).json()).data;
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      const tests = expectSpecShape(examBody(z.array(SpecTest)), (await getLabelTests(t.app, t.tokens.aarav, label.label_id)).json()).data;
      expect(tests.length).toBeGreaterThan(0);
    }
  });

  it('[API-EXAM-5] [API-EXAM-6] result[] with test_id and test_institute_id; [API-EXAM-7] the tests in data.data', async () => {
    const Ids = specEnvelope(z.array(z.object({ test_id: z.number().int(), test_institute_id: z.number().int() })));
    const headers = { 'x-prod-inst-id': '102', 'x-prod-user-id': '1002' };
    const mock = expectSpecShape(Ids, (await getProductTestIds(t.app, t.tokens.diya, 'Mock_Test', headers)).json()).result;
    const online = expectSpecShape(Ids, (await getProductTestIds(t.app, t.tokens.diya, 'Online_Test', headers)).json()).result;
    const ids = [...mock, ...online].map((p) => p.test_id);
    const tests = expectSpecShape(examBody(z.array(SpecTest)), (await postTestsById(t.app, t.tokens.diya, { test_ids: ids.join(','), user_id: 1002 })).json()).data;
    expect(tests).toHaveLength(ids.length);
  });

  it('[API-EXAM-8] the shape the spec does not show: data.time (ms), data.timestamp (s), data.iso (decision 036)', async () => {
    const body = expectSpecShape(examBody(z.object({ time: z.number().int(), timestamp: z.number().int(), iso: z.string() })), (await getExamTime(t.app, null)).json());
    expect(body.data.timestamp).toBe(Math.floor(body.data.time / 1000));
  });

  it('[API-EXAM-9] the offline report is the body itself: pastCourseExamSchdJson, batchExamSchdJsons, show_exam_rank', async () => {
    const body = (await getOfflineReport(t.app, t.tokens.aarav, 5001)).json();
    expectBare(body);
    const report = expectSpecShape(SpecOfflineReport, body);
    expect(report.pastCourseExamSchdJson[0]!.pastCourseExamList.length).toBeGreaterThan(0);
    expect(report.batchExamSchdJsons.futureCourseExamSchdJson[0]!.futureCourseExamList.length).toBeGreaterThan(0);
  });

  it('[API-EXAM-3] bookmarks in data.data; [API-EXAM-4] validate and message', async () => {
    const marks = expectSpecShape(examBody(z.array(SpecBookmark)), (await getBookmarks(t.app, t.tokens.aarav, 1001)).json()).data;
    expect(marks.length).toBeGreaterThan(0);
    const removed = (await postDeleteBookmark(t.app, t.tokens.aarav, { student_id: 5001, question_id: marks[0]!.ques_id })).json();
    expect(expectSpecShape(z.object({ validate: z.literal(1), message: z.string() }), removed).validate).toBe(1);
  });

  it('[API-EXAM-10] the report is the body itself: test_report, subject and question distributions, topper_report, average_report', async () => {
    const published = await t.database.db
      .selectFrom('exam_attempt as a')
      .innerJoin('exam_test as x', 'x.id', 'a.test_id')
      .select('x.id')
      .where('a.user_id', '=', 1001)
      .where('a.status', '<>', 'in_progress')
      .where('x.is_result_published', '=', true)
      .executeTakeFirstOrThrow();
    const body = (await getTestReport(t.app, t.tokens.aarav, '71001:1001', published.id)).json();
    expectBare(body);
    expect(expectSpecShape(SpecTestReport, body).question_wise_distribution.length).toBeGreaterThan(0);
  });

  it('[ERR-GEN-1] refusals in the error shape on every exam call', async () => {
    for (const res of [
      await getLabelTests(t.app, t.tokens.aarav, 999_999),
      await postTestsById(t.app, t.tokens.aarav, { test_ids: '1', user_id: 1002 }),
      await getProductTestIds(t.app, t.tokens.aarav, 'Mock_Test', { 'x-prod-user-id': '1002' }),
      await getOfflineReport(t.app, t.tokens.aarav, 5002),
      await getLabels(t.app, null),
      await getBookmarks(t.app, t.tokens.aarav, 1002),
      await postDeleteBookmark(t.app, t.tokens.aarav, { student_id: 5002, question_id: 1 }),
      await getTestReport(t.app, t.tokens.aarav, '71002:1002', 1),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectSpecShape(SpecError, res.json());
    }
  });
});
