import { sql, type Insertable } from 'kysely';
import { addDays } from '@portal/domain';
import { INSTITUTE_TIME_ZONE } from '../clock.ts';
import type { OfflineExamMarkTable, OfflineExamResultTable, OfflineExamSubjectTable, OfflineExamTable } from '../db/types-exams.ts';
import { bulkInsert, reserveIds, type BulkColumn } from './bulk-insert.ts';
import type { SeedContext } from './context.ts';
import { COACHING_ID, SCHOOL_ID } from './institutes.ts';
import { hashOf, weekday } from './timetable-plan.ts';

/** Aarav (student 5001) and Diya (5002) each missed one offline exam [REPORT-ROW-1]. */
const AARAV_STUDENT = 5001;
const DIYA_STUDENT = 5002;

type Exam = Insertable<OfflineExamTable> & { id: number; subjects: { name: string; total: number }[]; ended: boolean };

const roll = (text: string) => (hashOf(text) % 10_000) / 10_000;

/** The school's offline exams: the timetable's 'Offline Exam' items, one subject each, out of 40 (periodic tests) or 80. */
async function schoolExams(ctx: SeedContext): Promise<Exam[]> {
  const rows = await ctx.trx
    .selectFrom('schedule as s')
    .innerJoin('batch as b', 'b.id', 's.batch_id')
    .select(['s.id', 's.batch_id', 's.session_name', 's.subject_name', 's.date', 's.start_time', 's.end_time', 's.description', sql<boolean>`((s.date + s.end_time) at time zone ${INSTITUTE_TIME_ZONE}) <= ${ctx.now}`.as('ended')])
    .where('b.institute_id', '=', SCHOOL_ID)
    .where('s.class_type', '=', 'Offline Exam')
    .orderBy('s.date')
    .execute();
  const ids = await reserveIds(ctx.trx, 'offline_exam', rows.length);
  return rows.map((r, i) => ({
    id: ids[i]!,
    institute_id: SCHOOL_ID,
    batch_id: r.batch_id,
    schedule_id: r.id,
    exam_name: r.session_name ?? 'Examination',
    exam_date: r.date,
    start_time: r.start_time,
    end_time: r.end_time,
    topic_name: null,
    description: r.description,
    subjects: [{ name: r.subject_name ?? 'General', total: r.session_name?.startsWith('Periodic') ? 40 : 80 }],
    ended: r.ended,
  }));
}

const JEE_TOPICS = ['Electrostatics, Solutions, Matrices and Determinants', 'Current Electricity, Electrochemistry, Continuity and Differentiability', 'Magnetic Effects of Current, Chemical Kinetics, Applications of Derivatives', 'Electromagnetic Induction, d- and f-Block Elements, Integrals', 'Ray Optics, Coordination Compounds, Differential Equations'];

/** Diya's batch's monthly pen-and-paper tests on Sundays: three past, two to come; Physics, Chemistry and Mathematics out of 100. */
async function coachingExams(ctx: SeedContext, batchId: number | undefined): Promise<Exam[]> {
  if (batchId === undefined) return [];
  const lastSunday = addDays(ctx.today, -weekday(ctx.today));
  const weeks = [-9, -5, -1, 2, 6];
  const ids = await reserveIds(ctx.trx, 'offline_exam', weeks.length);
  return weeks.map((w, i) => {
    const date = addDays(lastSunday, 7 * w);
    return {
      id: ids[i]!,
      institute_id: COACHING_ID,
      batch_id: batchId,
      schedule_id: null,
      exam_name: `JEE Offline Test ${i + 1}`,
      exam_date: date,
      start_time: '09:00',
      end_time: '12:00',
      topic_name: JEE_TOPICS[i]!,
      description: 'Pen-and-paper test at the Andheri centre, JEE Main pattern (+4/-1), 3 hours. Bring your admit card.',
      subjects: ['Physics', 'Chemistry', 'Mathematics'].map((name) => ({ name, total: 100 })),
      ended: new Date(`${date}T12:00:00+05:30`).getTime() <= ctx.now.getTime(),
    };
  });
}

/** Competition ranks (1, 2, 2, 4) by marks, highest first. */
function ranks(marks: Map<number, number>): Map<number, number> {
  const sorted = [...marks.values()].sort((a, b) => b - a);
  return new Map([...marks].map(([student, m]) => [student, sorted.indexOf(m) + 1]));
}

/**
 * Offline exams and results (decision 036): every ended exam has a result for each student of
 * its batch, marks in halves from a steady per-student level, ranks among the batch's students;
 * Aarav and Diya were absent once (the third latest and the oldest exam of their current batch).
 */
export async function seedOfflineExams(ctx: SeedContext, batchIds: ReadonlyMap<string, number>, aaravBatch: number | undefined): Promise<void> {
  const exams = [...(await schoolExams(ctx)), ...(await coachingExams(ctx, batchIds.get(`${COACHING_ID}|JEE 2027 - Batch A`)))];
  if (exams.length === 0) return;
  const members = await ctx.trx
    .selectFrom('batch_member as bm')
    .innerJoin('student as st', 'st.user_id', 'bm.user_id')
    .select(['bm.batch_id', 'st.id'])
    .where('bm.batch_id', 'in', [...new Set(exams.map((e) => e.batch_id))])
    .execute();
  const aaravPast = exams.filter((e) => e.batch_id === aaravBatch && e.ended);
  const absent = new Set([aaravPast.at(-3)?.id ?? aaravPast.at(-1)?.id, exams.find((e) => e.institute_id === COACHING_ID && e.ended)?.id]);

  const subjectRows: Insertable<OfflineExamSubjectTable>[] = [];
  const results: Insertable<OfflineExamResultTable>[] = [];
  const marks: Insertable<OfflineExamMarkTable>[] = [];
  for (const exam of exams) {
    exam.subjects.forEach((s, i) => subjectRows.push({ exam_id: exam.id, position: i + 1, subject_name: s.name, total_marks: s.total }));
    if (!exam.ended) continue;
    const students = members.filter((m) => m.batch_id === exam.batch_id).map((m) => m.id);
    const isAbsent = (st: number) => (st === AARAV_STUDENT || st === DIYA_STUDENT) && absent.has(exam.id);
    const present = students.filter((st) => !isAbsent(st));
    const bySubject = exam.subjects.map((s) => {
      const got = new Map(present.map((st) => {
        const level = 0.45 + 0.45 * roll(`${st}|${s.name}|level`) + 0.1 * (roll(`${exam.id}|${st}|${s.name}`) - 0.5);
        return [st, Math.round(Math.min(1, Math.max(0.05, level)) * s.total * 2) / 2];
      }));
      return { subject: s.name, got, rank: ranks(got) };
    });
    const totals = ranks(new Map(present.map((st) => [st, bySubject.reduce((sum, b) => sum + b.got.get(st)!, 0)])));
    for (const st of students) {
      results.push({ exam_id: exam.id, student_id: st, is_absent: isAbsent(st), course_rank: isAbsent(st) ? null : totals.get(st)! });
      if (isAbsent(st)) continue;
      for (const b of bySubject) marks.push({ exam_id: exam.id, student_id: st, subject_name: b.subject, marks_obtained: b.got.get(st)!, subject_rank: b.rank.get(st)! });
    }
  }
  await ctx.trx.insertInto('offline_exam').values(exams.map(({ subjects: _s, ended: _e, ...row }) => row)).execute();
  await bulkInsert(ctx.trx, 'offline_exam_subject', subjectRows, SUBJECT_COLUMNS);
  await bulkInsert(ctx.trx, 'offline_exam_result', results, RESULT_COLUMNS);
  await bulkInsert(ctx.trx, 'offline_exam_mark', marks, MARK_COLUMNS);
}

const SUBJECT_COLUMNS: BulkColumn<Insertable<OfflineExamSubjectTable>>[] = [['exam_id', 'int'], ['position', 'smallint'], ['subject_name', 'text'], ['total_marks', 'numeric']];
const RESULT_COLUMNS: BulkColumn<Insertable<OfflineExamResultTable>>[] = [['exam_id', 'int'], ['student_id', 'int'], ['is_absent', 'boolean'], ['course_rank', 'int']];
const MARK_COLUMNS: BulkColumn<Insertable<OfflineExamMarkTable>>[] = [['exam_id', 'int'], ['student_id', 'int'], ['subject_name', 'text'], ['marks_obtained', 'numeric'], ['subject_rank', 'int']];
