/** The facts of a past offline exam the analysis reads (the contract's TOfflinePastExam has them). */
export type OfflineExamFacts = {
  exam_id: number;
  exam_name: string;
  /** 'YYYY-MM-DD'. */
  exam_date: string;
  start_time: string;
  isAbsent: boolean;
  courseLevelMarksObtain: number | null;
  courseLevelTotalMarks: number;
  subjectWiseExamSchdList: readonly { subject_name: string; marks_obtained: number | null; total_marks: number }[];
};
type Course = { pastCourseExamList: readonly OfflineExamFacts[] };

/** One bar of the analysis: an exam on its date, the marks obtained (null: absent or not entered) of its total. */
export type AnalysisPoint = { examId: number; name: string; date: string; obtained: number | null; total: number };

/** '09:30 AM' as minutes of the day, so two exams on one date keep their order. */
function minutes(time: string): number {
  const m = /^(\d{1,2}):(\d{2})\s*([AP]M)?$/i.exec(time.trim());
  if (!m) return 0;
  const h = Number(m[1]) % 12 + (m[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return h * 60 + Number(m[2]);
}

/** Every exam once (a student in two batches may meet one exam in both), oldest first. */
function pastExams(courses: readonly Course[]): OfflineExamFacts[] {
  const seen = new Map<number, OfflineExamFacts>();
  for (const course of courses) for (const exam of course.pastCourseExamList) if (!seen.has(exam.exam_id)) seen.set(exam.exam_id, exam);
  return [...seen.values()].sort((a, b) => a.exam_date.localeCompare(b.exam_date) || minutes(a.start_time) - minutes(b.start_time) || a.exam_id - b.exam_id);
}

/** The subjects the analysis offers [REPORT-AN-2], in the order they first appear, each once. */
export function analysisSubjects(courses: readonly Course[]): string[] {
  return [...new Set(pastExams(courses).flatMap((e) => e.subjectWiseExamSchdList.map((s) => s.subject_name)))];
}

/**
 * The analysis chart's bars [REPORT-AN-1]: the obtained marks of every past exam by date, oldest
 * first; for a subject chosen [REPORT-AN-2], that subject's marks in the exams that had it. An
 * absent learner's bar is null (no bar, said as absent), never a 0 that would read as a paper
 * written and failed. Decision 046.
 */
export function analysisPoints(courses: readonly Course[], subject: string | null): AnalysisPoint[] {
  const points: AnalysisPoint[] = [];
  for (const exam of pastExams(courses)) {
    const base = { examId: exam.exam_id, name: exam.exam_name, date: exam.exam_date };
    if (subject === null) {
      points.push({ ...base, obtained: exam.isAbsent ? null : exam.courseLevelMarksObtain, total: exam.courseLevelTotalMarks });
      continue;
    }
    const marks = exam.subjectWiseExamSchdList.find((s) => s.subject_name === subject);
    if (marks) points.push({ ...base, obtained: exam.isAbsent ? null : marks.marks_obtained, total: marks.total_marks });
  }
  return points;
}
