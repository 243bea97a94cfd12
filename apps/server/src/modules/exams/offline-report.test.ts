import { describe, expect, it } from 'vitest';
import { ZOfflineReportResponse, type TOfflineReport } from '@portal/contract';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { AARAV, DIYA, getOfflineReport } from './test-requests.ts';

const t = useSignedInApp({ aarav: '9000000001', diya: '9000000002' });
async function reportOf(token: string, studentId: number): Promise<TOfflineReport> {
  const res = await getOfflineReport(t.app, token, studentId);
  expect(res.statusCode, res.body).toBe(200);
  return ZOfflineReportResponse.parse(res.json());
}

describe('GET /api/v1/reports/Student/{stud_id} [API-EXAM-9]', () => {
  it("[EXAM-OFF-1] [REPORT-OFF-1] [REPORT-ROW-1] Aarav's section: the exams held, newest first, with attendance, marks and ranks", async () => {
    const report = await reportOf(t.tokens.aarav, AARAV.student);
    expect(report.show_exam_rank).toBe(true);
    expect(report.pastCourseExamSchdJson.map((c) => c.course_Name)).toEqual(['Class 8 - A']);
    const past = report.pastCourseExamSchdJson[0]!.pastCourseExamList;
    // Periodic Test 1 (July) and the Half-Yearly Examination (September): one paper a day.
    expect(past.length).toBeGreaterThanOrEqual(10);
    expect(past.map((e) => e.exam_date)).toEqual([...past.map((e) => e.exam_date)].sort().reverse());
    expect(past.every((e) => e.exam_date < '2026-11-21')).toBe(true);
    expect(new Set(past.map((e) => e.exam_name))).toEqual(new Set(['Periodic Test 1', 'Half-Yearly Examination']));
    for (const e of past.filter((x) => !x.isAbsent)) {
      expect(e).toMatchObject({ attendance_status: 'P', batch_name: 'Class 8 - A' });
      expect(e.subjectWiseExamSchdList).toHaveLength(1);
      const [s] = e.subjectWiseExamSchdList;
      expect(e.courseLevelMarksObtain).toBe(s!.marks_obtained);
      expect(e.courseLevelTotalMarks).toBe(e.exam_name.startsWith('Periodic') ? 40 : 80);
      expect(e.courseLevelMarksObtain!).toBeLessThanOrEqual(e.courseLevelTotalMarks);
      expect(e.courseLevelRank).toBeGreaterThanOrEqual(1);
      expect(e.courseLevelRank).toBeLessThanOrEqual(34); // Aarav, three demo classmates and the 30 seeded ones
      expect(e.subject_name).toBe(s!.subject_name);
      expect(e.start_time).toMatch(/^\d{2}:\d{2} (AM|PM)$/);
    }
  });

  it('[REPORT-ROW-1] absent once: attendance A, no marks, no rank', async () => {
    const past = (await reportOf(t.tokens.aarav, AARAV.student)).pastCourseExamSchdJson[0]!.pastCourseExamList;
    const absent = past.filter((e) => e.isAbsent);
    expect(absent).toHaveLength(1);
    expect(absent[0]).toMatchObject({ attendance_status: 'A', courseLevelMarksObtain: null, courseLevelRank: null });
    expect(absent[0]!.subjectWiseExamSchdList[0]).toMatchObject({ marks_obtained: null, rank: null });
  });

  it('[REPORT-AN-3] the upcoming exams, soonest first, under batchExamSchdJsons.futureCourseExamSchdJson[0]', async () => {
    const future = (await reportOf(t.tokens.aarav, AARAV.student)).batchExamSchdJsons.futureCourseExamSchdJson;
    expect(future).toHaveLength(1);
    const list = future[0]!.futureCourseExamList;
    expect(list[0]).toMatchObject({ exam_name: 'Periodic Test 2', batch_name: 'Class 8 - A' });
    expect(list.map((e) => e.exam_date)).toEqual([...list.map((e) => e.exam_date)].sort());
    expect(list.some((e) => e.exam_name === 'Annual Examination')).toBe(true);
  });

  it("[REPORT-ROW-3] [REPORT-ROW-5] Diya's batch: three subjects per test with their marks and ranks, topics and description", async () => {
    const report = await reportOf(t.tokens.diya, DIYA.student);
    const past = report.pastCourseExamSchdJson[0]!.pastCourseExamList;
    expect(past).toHaveLength(3);
    expect(past.filter((e) => e.isAbsent)).toHaveLength(1);
    for (const e of past.filter((x) => !x.isAbsent)) {
      expect(e.subject_name).toBe('Physics, Chemistry, Mathematics');
      expect(e.courseLevelTotalMarks).toBe(300);
      const sum = e.subjectWiseExamSchdList.reduce((n, s) => n + s.marks_obtained!, 0);
      expect(e.courseLevelMarksObtain).toBeCloseTo(sum, 5);
      expect(e.topic_name).toMatch(/,/);
      expect(e.examDesc).toMatch(/Pen-and-paper/);
    }
    expect(report.batchExamSchdJsons.futureCourseExamSchdJson[0]!.futureCourseExamList).toHaveLength(2);
  });

  it('[EXAM-OFF-3] [REPORT-ROW-2] an institute that does not show ranks sends none', async () => {
    await t.database.db.updateTable('exam_setting').set({ show_exam_rank: false }).where('institute_id', '=', 102).execute();
    const report = await reportOf(t.tokens.diya, DIYA.student);
    expect(report.show_exam_rank).toBe(false);
    for (const e of report.pastCourseExamSchdJson[0]!.pastCourseExamList) {
      expect(e.courseLevelRank).toBeNull();
      expect(e.subjectWiseExamSchdList.every((s) => s.rank === null)).toBe(true);
    }
    await t.database.db.updateTable('exam_setting').set({ show_exam_rank: true }).where('institute_id', '=', 102).execute();
  });

  it("[API-EXAM-9] another student's id is 404; a parent reaches the chosen child; an open user has no offline report", async () => {
    expect((await getOfflineReport(t.app, t.tokens.aarav, DIYA.student)).statusCode).toBe(404);
    expect((await getOfflineReport(t.app, t.tokens.diya, AARAV.student)).statusCode).toBe(404);
    const parent = (await signIn(t.app, '9000000010', { student_id: AARAV.student })).token!;
    expect(await reportOf(parent, AARAV.student)).toEqual(await reportOf(t.tokens.aarav, AARAV.student));
    expect((await getOfflineReport(t.app, parent, 5013)).statusCode).toBe(404);
    const rohan = (await signIn(t.app, '9000000003')).token!;
    expect((await getOfflineReport(t.app, rohan, 1003)).statusCode).toBe(404);
    expect((await getOfflineReport(t.app, null, AARAV.student)).statusCode).toBe(403);
  });

  it('[API-EXAM-9] bad input is 400 naming stud_id', async () => {
    for (const id of ['abc', '0', '2147483648']) {
      const res = await getOfflineReport(t.app, t.tokens.aarav, id);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('stud_id');
    }
  });
});
