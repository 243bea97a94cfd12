import type { TOfflinePastExam, TOfflineReport } from '@portal/contract';
import { formatWallTime } from '@portal/domain';
import type { batchExams, examDetails } from './offline-report.repository.ts';

type ExamRow = Awaited<ReturnType<typeof batchExams>>[number];
type Details = Awaited<ReturnType<typeof examDetails>>;
type Batch = { id: number; name: string };

/** Marks read exactly from numeric text and summed in hundredths, so 33.5 + 41.25 is 74.75. */
const sumMarks = (values: string[]) => values.reduce((cents, v) => cents + Math.round(Number(v) * 100), 0) / 100;

function group<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}

/**
 * The offline report [API-EXAM-9] (decision 036) from one student's batches, their exams and
 * that student's results: per batch (course_Name: the batch, the section at a school) the exams
 * that have ended, newest first, with attendance, marks and, when the institute shows them
 * [EXAM-OFF-3] [REPORT-ROW-2], ranks; the upcoming exams soonest first, one entry per batch,
 * the batch with the nearest exam first (the spec's client reads the first [REPORT-AN-3]).
 */
export function offlineReport(batches: readonly Batch[], exams: readonly ExamRow[], details: Details, showRank: boolean): TOfflineReport {
  const subjects = group(details.subjects, (s) => s.exam_id);
  const results = new Map(details.results.map((r) => [r.exam_id, r]));
  const marks = group(details.marks, (m) => m.exam_id);
  const names = new Map(batches.map((b) => [b.id, b.name]));

  const common = (e: ExamRow) => ({
    exam_id: e.id,
    exam_name: e.exam_name,
    exam_date: e.exam_date,
    start_time: formatWallTime(e.start_time.slice(0, 5)),
    end_time: formatWallTime(e.end_time.slice(0, 5)),
    subject_name: (subjects.get(e.id) ?? []).map((s) => s.subject_name).join(', '),
    topic_name: e.topic_name,
    examDesc: e.description,
    batch_name: names.get(e.batch_id) ?? '',
  });

  const past = (e: ExamRow): TOfflinePastExam => {
    const result = results.get(e.id);
    const absent = result?.is_absent ?? false;
    const own = new Map((marks.get(e.id) ?? []).map((m) => [m.subject_name, m]));
    const list = subjects.get(e.id) ?? [];
    const given = list.map((s) => own.get(s.subject_name)?.marks_obtained).filter((m): m is string => m !== undefined);
    return {
      ...common(e),
      attendance_status: result ? (absent ? 'A' : 'P') : null,
      isAbsent: absent,
      courseLevelMarksObtain: result && !absent && given.length > 0 ? sumMarks(given) : null,
      courseLevelTotalMarks: sumMarks(list.map((s) => s.total_marks)),
      courseLevelRank: showRank ? (result?.course_rank ?? null) : null,
      subjectWiseExamSchdList: list.map((s) => {
        const mark = own.get(s.subject_name);
        return {
          subject_name: s.subject_name,
          marks_obtained: mark ? Number(mark.marks_obtained) : null,
          total_marks: Number(s.total_marks),
          rank: showRank ? (mark?.subject_rank ?? null) : null,
        };
      }),
    };
  };

  const byBatch = group(exams, (e) => e.batch_id);
  const pastCourseExamSchdJson = [];
  const future = [];
  for (const batch of batches) {
    const list = byBatch.get(batch.id) ?? [];
    if (list.length === 0) continue;
    const ended = list.filter((e) => e.ended).reverse();
    const coming = list.filter((e) => !e.ended);
    pastCourseExamSchdJson.push({ course_Name: batch.name, batch_id: batch.id, pastCourseExamList: ended.map(past) });
    if (coming.length > 0) future.push({ course_Name: batch.name, batch_id: batch.id, futureCourseExamList: coming.map(common), first: coming[0]! });
  }
  future.sort((a, b) => `${a.first.exam_date} ${a.first.start_time}`.localeCompare(`${b.first.exam_date} ${b.first.start_time}`));
  return {
    pastCourseExamSchdJson,
    batchExamSchdJsons: { futureCourseExamSchdJson: future.map(({ first: _first, ...entry }) => entry) },
    show_exam_rank: showRank,
  };
}
