import { sql } from 'kysely';
import { byInstitutes, once, reserve, type GenerateContext } from './context.ts';

/** A school year's written exams: name, days from 1 April, marks per subject. */
const EXAMS = [
  ['Unit Test 1', 110, 20],
  ['Half-Yearly Examination', 174, 80],
  ['Unit Test 2', 251, 20],
  ['Annual Examination', 342, 80],
] as const;
const SUBJECTS_PER_EXAM = 5;

/**
 * The schools' offline exams: four a year per section, on its timetable as 'Offline Exam'
 * items, five subjects each. Every student of the section has a result once the exam is
 * past: absent (3%), or marks per subject with the subject's and the class's ranks.
 */
export async function addOfflineExams(ctx: GenerateContext): Promise<void> {
  const { trx, years, today } = ctx;
  const sections = Number((await sql<{ n: string }>`select count(*) as n from gen_batch where school`.execute(trx)).rows[0]!.n);
  if (sections === 0) return;
  const first = await reserve(ctx, 'offline_exam', sections * EXAMS.length);
  const firstItem = await reserve(ctx, 'schedule', sections * EXAMS.length);
  const names = EXAMS.map((e) => e[0]);
  await sql`create temp table gen_offline on commit drop as
    select ${sql.lit(first - 1)} + row_number() over (order by b.id, e) as id, ${sql.lit(firstItem - 1)} + row_number() over (order by b.id, e) as schedule_id,
      b.id as batch_id, b.n, b.institute_id, b.subjects, e, (${names}::text[])[e] as name, (${EXAMS.map((x) => x[2])}::int[])[e] as total,
      (case when b.year = 0 then ${years[0].start}::date else ${years[1].start}::date end) + (${EXAMS.map((x) => x[1])}::int[])[e] as day
    from gen_batch b cross join generate_series(1, ${sql.lit(EXAMS.length)}) e where b.school`.execute(trx);
  await once(ctx, 'schedule', sql`insert into schedule (id, institute_id, batch_id, class_type, date, end_date, start_time, end_time, subject_name, session_name, classroom)
    select schedule_id, institute_id, batch_id, 'Offline Exam', day, day + 4, '09:00', '12:00', subjects[1], name, 'Examination Hall' from gen_offline order by 1`);
  await once(ctx, 'offline_exam', sql`insert into offline_exam (id, institute_id, batch_id, schedule_id, exam_name, exam_date, start_time, end_time, topic_name)
    select id, institute_id, batch_id, schedule_id, name, day, '09:00', '12:00', 'Syllabus as announced in class' from gen_offline order by id`);
  await once(ctx, 'offline_exam_subject', sql`insert into offline_exam_subject (exam_id, position, subject_name, total_marks)
    select id, p, subjects[p], total from gen_offline cross join generate_series(1, ${sql.lit(SUBJECTS_PER_EXAM)}) p`);

  await sql`create temp table gen_mark (exam_id int, student_id int, position int, subject text, marks numeric, absent bool) on commit drop`.execute(trx);
  await byInstitutes(ctx, 'gen_mark', (from, to) => sql`insert into gen_mark
    select o.id, s.student_id, p, o.subjects[p], round(o.total * least(1, 0.3 + 0.6 * pg_temp.roll(s.student_id, 3) + 0.25 * pg_temp.roll(s.student_id, o.id * 8 + p))),
      pg_temp.roll(s.student_id, o.id) < 0.03
    from gen_student s cross join lateral (values (s.cur_batch), (s.prev_batch)) v (batch_id) join gen_offline o on o.batch_id = v.batch_id
    cross join generate_series(1, ${sql.lit(SUBJECTS_PER_EXAM)}) p
    where o.day < ${today}::date and s.n between ${sql.lit(from)} and ${sql.lit(to)}`);
  ctx.added.delete('gen_mark');
  await once(ctx, 'offline_exam_result', sql`insert into offline_exam_result (exam_id, student_id, is_absent, course_rank)
    select exam_id, student_id, absent, case when not absent then rank() over (partition by exam_id, absent order by sum(marks) desc) end
    from gen_mark group by exam_id, student_id, absent`);
  await once(ctx, 'offline_exam_mark', sql`insert into offline_exam_mark (exam_id, student_id, subject_name, marks_obtained, subject_rank)
    select exam_id, student_id, subject, marks, rank() over (partition by exam_id, position order by marks desc)
    from gen_mark where not absent`);
}
