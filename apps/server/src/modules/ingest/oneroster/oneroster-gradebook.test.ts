import { describe, expect, it } from 'vitest';
import { ZStudentDetailResponse } from '@portal/contract';
import { offlineReportOf, signInImported } from '../offline-exams-test-setup.ts';
import { exampleFiles, oneRosterTestApp, zipOf } from './oneroster-test-helpers.ts';

// Issue 34 (decision 080): a OneRoster package's gradebook (categories, lineItems, results) as
// offline exams and marks, and its demographics as the students' profiles.
const app = oneRosterTestApp();
const { ctx, post } = app;
const db = () => ctx.t.database.db;
const RIYA = '7100000001'; // usr-s-riya of the example, in Class 7-A
const delta = (files: Record<string, string>) =>
  zipOf({ 'manifest.csv': ['propertyName,value', 'oneroster.version,1.2', ...Object.keys(files).map((f) => `file.${f.replace('.csv', '')},delta`)].join('\n'), ...files });
const pastOf = async (phone: string, batch: string) => (await offlineReportOf(app, phone)).pastCourseExamSchdJson.find((c) => c.course_Name === batch)?.pastCourseExamList ?? [];

describe('[issue 34] OneRoster gradebook and demographics', () => {
  it("the example's papers and marks show on the signed-in student's offline report; demographics reach the profile", async () => {
    expect((await post(zipOf(exampleFiles()))).counts).toMatchObject({ created: 19, failed: 0 });
    const [english] = await pastOf(RIYA, 'Class 7-A');
    expect(english).toMatchObject({ exam_name: 'English Unit Test 1', exam_date: '2026-09-16', topic_name: 'Unit Test', examDesc: 'Poetry and prose', attendance_status: 'P', courseLevelMarksObtain: 21.5, courseLevelTotalMarks: 25 });
    const zara = await db().selectFrom('offline_exam_result as r').innerJoin('student as s', 's.id', 'r.student_id').select('r.is_absent').where('s.display_id', '=', 'GF-2026-003').executeTakeFirstOrThrow();
    expect(zara.is_absent).toBe(true); // 'not submitted'
    const riya = await signInImported(app, RIYA);
    const res = await ctx.t.app.inject({ url: `/api/v1/students/get-student-detail/${riya.institute_id}/${riya.student_id}`, headers: riya.headers });
    expect(ZStudentDetailResponse.parse(res.json()).result).toMatchObject({ dob: '2013-05-14', gender: 'Female' });
  });

  it('only the required columns work (out of 100 without resultValueMax); an unknown line item or score status is its row\'s error', async () => {
    const job = await post(
      delta({
        'lineItems.csv': 'sourcedId,title,assignDate,dueDate,classSourcedId,categorySourcedId\nli-8b-science,Science Quiz,2026-10-01,2026-10-02,cls-8b,cat-none',
        'results.csv': [
          'sourcedId,lineItemSourcedId,studentSourcedId,scoreStatus,score,scoreDate',
          'r-dev-science,li-8b-science,usr-s-dev,fully graded,71,2026-10-03',
          'r-dev-nowhere,li-nowhere,usr-s-dev,fully graded,5,2026-10-03',
          'r-zara-science,li-8b-science,usr-s-zara,graded,5,2026-10-03',
          'r-riya-science,li-8b-science,usr-s-riya,fully graded,5,2026-10-03',
        ].join('\n'),
      }),
    );
    expect(job.counts).toMatchObject({ created: 2, failed: 3 });
    expect(job.errors.map((e) => [e.file, e.line, e.field, e.message])).toEqual([
      ['results.csv', 4, 'scoreStatus', "scoreStatus: expected fully graded, not submitted, exempt, submitted or partially graded, not 'graded'"],
      ['results.csv', 3, 'exam_source_id', "exam_source_id: no offline exam 'li-nowhere' was imported; import it first"],
      ['results.csv', 5, 'student_source_id', "student_source_id: 'usr-s-riya' is not in the exam's batch; enroll the student first"],
    ]);
    const quiz = await db().selectFrom('offline_exam as e').innerJoin('offline_exam_subject as s', 's.exam_id', 'e.id').select(['e.results_published', 's.subject_name', 's.total_marks', 'e.topic_name']).where('e.exam_name', '=', 'Science Quiz').executeTakeFirstOrThrow();
    expect(quiz).toEqual({ results_published: true, subject_name: 'Science Quiz', total_marks: '100.00', topic_name: null });
  });

  it('a line item still being marked is not published: the student sees no marks until every result is graded', async () => {
    const lineItems = 'sourcedId,title,assignDate,dueDate,classSourcedId,categorySourcedId,resultValueMax\nli-7a-quiz,Grammar Quiz,2026-10-05,2026-10-06,cls-7a,cat-unit-test,10';
    const results = (status: string, score: string) => `sourcedId,lineItemSourcedId,studentSourcedId,scoreStatus,score,scoreDate\nr-riya-quiz,li-7a-quiz,usr-s-riya,${status},${score},2026-10-07`;
    const marking = await post(delta({ 'lineItems.csv': lineItems, 'results.csv': results('partially graded', '') }));
    expect(marking.counts).toMatchObject({ created: 1, failed: 0 });
    const before = (await pastOf(RIYA, 'Class 7-A')).find((e) => e.exam_name === 'Grammar Quiz');
    expect(before).toMatchObject({ attendance_status: null, courseLevelMarksObtain: null, courseLevelTotalMarks: 10 });
    expect((await post(delta({ 'lineItems.csv': lineItems, 'results.csv': results('fully graded', '9.5') }))).counts).toMatchObject({ created: 1, updated: 1, failed: 0 });
    const after = (await pastOf(RIYA, 'Class 7-A')).find((e) => e.exam_name === 'Grammar Quiz');
    expect(after).toMatchObject({ attendance_status: 'P', courseLevelMarksObtain: 9.5, courseLevelTotalMarks: 10 });
  });
});
