import { sql } from 'kysely';
import { once, reserve, type GenerateContext } from './context.ts';
import { COURSES, SCHOOL_SUBJECTS } from './names.ts';

/** Questions per subject in an institute's bank, and per test (one section, one subject). */
export const BANK_PER_SUBJECT = 12;
export const TEST_QUESTIONS = 10;

const COACHING_SUBJECTS = [...new Set(COURSES.flatMap((c) => c.subjects))];

/**
 * The exam labels (online tests, mock tests, practice sets), a bank of single-choice questions
 * per institute and subject (1 mark at a school; 4 marks, -1 for a wrong answer, at a coaching
 * institute), and the tests of each standard or course and year: online tests every six weeks
 * (school) or five (coaching) in a day's window, a mock test in October, a practice set open
 * all year. gen_test and gen_question keep them for the attempts.
 */
export async function addTests(ctx: GenerateContext): Promise<void> {
  const { trx, years, now } = ctx;
  const labels = await reserve(ctx, 'exam_label', ctx.institutes * 3);
  await once(ctx, 'exam_label', sql`insert into exam_label (id, institute_id, label_name, test_type_id, title, sort_order)
    select ${sql.lit(labels - 1)} + (i.n - 1) * 3 + l, i.id, (array['Online Tests', 'Mock Tests', 'Practice Sets'])[l], (array[4, 1, 2])[l],
      (array['Online exam', 'Mock test', 'Practice test'])[l], l from gen_institute i cross join generate_series(1, 3) l order by 1`);

  const first = await reserve(ctx, 'exam_question', ctx.institutes * BANK_PER_SUBJECT * Math.max(SCHOOL_SUBJECTS.length, COACHING_SUBJECTS.length));
  await sql`create temp table gen_question on commit drop as
    select ${sql.lit(first - 1)} + row_number() over (order by i.n, s.subject, j) as id, i.n, i.id as institute_id, i.school, s.subject, j,
      (array['a', 'b', 'c', 'd'])[1 + (i.n + j) % 4] as correct
    from gen_institute i
    cross join lateral unnest(case when i.school then ${SCHOOL_SUBJECTS}::text[] else ${COACHING_SUBJECTS}::text[] end) s (subject)
    cross join generate_series(1, ${sql.lit(BANK_PER_SUBJECT)}) j`.execute(trx);
  await sql`create index on gen_question (n, subject, j)`.execute(trx);
  await once(ctx, 'exam_question', sql`insert into exam_question (id, institute_id, kind, subject_name, topic_name, stem_html, options, answer_key, solution_html,
      marks_num, negative_num)
    select id, institute_id, 'single', subject, 'Chapter ' || (1 + j / 3), '<p>' || subject || ', question ' || j || ': which of these statements is correct?</p>',
      jsonb_build_object('choices', (select jsonb_agg(jsonb_build_object('id', c, 'html', '<p>Statement ' || upper(c) || '</p>') order by c) from unnest(array['a', 'b', 'c', 'd']) c)),
      jsonb_build_object('kind', 'single', 'correct', correct), '<p>Statement ' || upper(correct) || ' is correct.</p>',
      case when school then 1 else 4 end, case when school then 0 else 1 end
    from gen_question order by id`);

  // One row per test: 1 online (label 1), 2 mock, 3 practice; kinds and dates in days from the year's start.
  await sql`create temp table gen_test on commit drop as
    select row_number() over (order by g.n, g.year, g.grp, k.label, k.t) as rn, g.*, k.label, k.t,
      g.subjects[1 + k.t % cardinality(g.subjects)] as subject,
      ((g.start + k.day + k.opens) at time zone 'Asia/Kolkata') as starts_at, ((g.start + k.day + k.closes) at time zone 'Asia/Kolkata') as ends_at
    from (select distinct on (n, year, grp) n, institute_id, school, year, grp, subjects,
            case when year = 0 then ${years[0].start}::date else ${years[1].start}::date end as start from gen_batch order by n, year, grp) g
    cross join lateral (
      select 1 as label, t, case when g.school then 60 + t * 42 else 45 + t * 35 end as day, interval '10 hours' as opens, interval '18 hours' as closes
        from generate_series(1, case when g.school then 6 else 8 end) t
      union all select 2, 0, 200, interval '9 hours', interval '3 days 18 hours'
      union all select 3, 0, 30, interval '0 hours', interval '300 days') k`.execute(trx);
  const tests = Number((await sql<{ n: string }>`select count(*) as n from gen_test`.execute(trx)).rows[0]!.n);
  const firstTest = await reserve(ctx, 'exam_test', tests);
  await sql`alter table gen_test add column id int`.execute(trx);
  await sql`update gen_test set id = ${sql.lit(firstTest - 1)} + rn`.execute(trx);
  await sql`analyze gen_test`.execute(trx);

  await once(ctx, 'exam_test', sql`insert into exam_test (id, institute_id, label_id, test_type_id, test_name, title, instructions_html, starts_at, ends_at,
      duration_minutes, test_limit, is_result_published, is_download_solution)
    select t.id, t.institute_id, ${sql.lit(labels - 1)} + (t.n - 1) * 3 + t.label, (array[4, 1, 2])[t.label],
      case t.label when 1 then t.subject || ' Test ' || t.t when 2 then 'Mock Test: ' || t.grp else 'Practice Set: ' || t.grp end, t.subject,
      '<p>Answer every question. Each question has one correct option.</p>', t.starts_at, t.ends_at,
      (array[30, 90, 20])[t.label], case when t.label = 3 then 3 else 1 end, t.label = 1 and t.ends_at < ${now}, t.label = 1 and t.ends_at < ${now}
    from gen_test t order by t.id`);
  await once(ctx, 'exam_test_batch', sql`insert into exam_test_batch (test_id, batch_id)
    select t.id, b.id from gen_test t join gen_batch b on b.n = t.n and b.year = t.year and b.grp = t.grp`);
  await once(ctx, 'exam_test_section', sql`insert into exam_test_section (test_id, section_no, section_name) select id, 1, subject from gen_test`);
  await once(ctx, 'exam_test_question', sql`insert into exam_test_question (test_id, question_id, position, section_no)
    select t.id, q.id, pos, 1 from gen_test t cross join generate_series(1, ${sql.lit(TEST_QUESTIONS)}) pos
    join gen_question q on q.n = t.n and q.subject = t.subject and q.j = 1 + (t.t + pos) % ${sql.lit(BANK_PER_SUBJECT)}`);
  // The online tests on their batches' timetables ('Online Exam' items, ids after the reserved ones).
  await once(ctx, 'schedule', sql`insert into schedule (institute_id, batch_id, class_type, date, end_date, start_time, end_time, subject_name, session_name, test_id, test_inst_id)
    select t.institute_id, b.id, 'Online Exam', (t.starts_at at time zone 'Asia/Kolkata')::date, (t.ends_at at time zone 'Asia/Kolkata')::date,
      (t.starts_at at time zone 'Asia/Kolkata')::time, (t.ends_at at time zone 'Asia/Kolkata')::time, t.subject, t.subject || ' Test ' || t.t, t.id, t.institute_id
    from gen_test t join gen_batch b on b.n = t.n and b.year = t.year and b.grp = t.grp where t.label = 1`);
}
