import { sql, type RawBuilder } from 'kysely';
import { byInstitutes, reserve, type GenerateContext } from './context.ts';

/** Assignments per batch and year: one a week from the second week. */
const WEEKS = 40;

/**
 * When assignment w of a batch of year b.year was given and is due, and its subject, as SQL
 * over gen_batch b and the week w: the assignments and the submissions are generated from
 * the same expressions, so a submission never needs to read its assignment back.
 */
function weekly(ctx: GenerateContext) {
  const [prev, cur] = ctx.years;
  const start = sql`(case when b.year = 0 then ${sql.lit(prev.start)}::date else ${sql.lit(cur.start)}::date end)`;
  const created = sql`((${start} + w * 7 - 3 + time '15:00') at time zone 'Asia/Kolkata')`;
  return {
    id: (first: number) => sql`${sql.lit(first)} + b.seq * ${sql.lit(WEEKS)} + (w - 1)`,
    created,
    due: sql`((${start} + w * 7 + 3 + time '23:59') at time zone 'Asia/Kolkata')`,
    subject: sql`b.subjects[1 + (w + b.b) % cardinality(b.subjects)]`,
    given: (now: RawBuilder<unknown>) => sql`${created} <= ${now}`,
  };
}

/**
 * A worksheet a week for every batch, each with the teacher's link; marked out of 20, one in
 * five graded instead. Submissions: past due, 85% handed in (most evaluated) and the rest
 * derived as not submitted (no row); still open, some submitted and some drafts.
 */
export async function addAssignments(ctx: GenerateContext): Promise<void> {
  const batches = Number((await sql<{ n: string }>`select count(*) as n from gen_batch`.execute(ctx.trx)).rows[0]!.n);
  const first = await reserve(ctx, 'assignment', batches * WEEKS);
  const a = weekly(ctx);
  const now = sql`${ctx.now}::timestamptz`;
  const chunk = (from: number, to: number) => sql`b.n between ${sql.lit(from)} and ${sql.lit(to)}`;
  await byInstitutes(ctx, 'assignment', (from, to) => sql`
    insert into assignment (id, institute_id, batch_id, title, subject_name, topic_name, description, end_at, allow_late_submission, enable_grade, evaluation_marks, created_at)
    select ${a.id(first)}, b.institute_id, b.id, ${a.subject} || ': Worksheet ' || w, ${a.subject}, 'Chapter ' || (1 + w / 3),
      'Solve all questions in your notebook and upload clear photos of every page.', ${a.due}, w % 4 = 0, w % 5 = 0, case when w % 5 <> 0 then 20 end, ${a.created}
    from gen_batch b cross join generate_series(1, ${sql.lit(WEEKS)}) w where ${chunk(from, to)} and ${a.given(now)} order by 1`);
  await byInstitutes(ctx, 'assignment_attachment', (from, to) => sql`
    insert into assignment_attachment (assignment_id, kind, file_name, url, created_at)
    select ${a.id(first)}, 'teacher', 'Worksheet ' || w || '.pdf', 'https://drive.example.com/worksheets/' || ${a.id(first)}, ${a.created}
    from gen_batch b cross join generate_series(1, ${sql.lit(WEEKS)}) w where ${chunk(from, to)} and ${a.given(now)} order by 1`);
  await byInstitutes(ctx, 'assignment_submission', (from, to) => sql`
    insert into assignment_submission (assignment_id, student_id, student_status, student_comment, teacher_status, grade, student_marks, teacher_comment, submitted_at, updated_at)
    select id, student_id, status, null, teacher, case when teacher = 'Evaluated' and graded then (array['A1', 'A2', 'B1', 'B2', 'C1'])[1 + (r2 * 5)::int % 5] end,
      case when teacher = 'Evaluated' and not graded then round((8 + 12 * r2)::numeric, 0) end, case when teacher = 'Evaluated' and r2 > 0.8 then 'Excellent work' end,
      case when status = 'Submitted' then at end, at
    from (
      select ${a.id(first)} as id, s.student_id, w % 5 = 0 as graded, pg_temp.roll(s.student_id, 1000 + w * 2 + b.year) as r, pg_temp.roll(s.student_id, 2000 + w * 2 + b.year) as r2,
        ${a.due} < ${now} as closed, ${a.created} + (pg_temp.roll(s.g, w) * interval '5 days') as at
      from gen_student s cross join lateral (values (s.cur_batch), (s.prev_batch)) v (batch_id) join gen_batch b on b.id = v.batch_id
      cross join generate_series(1, ${sql.lit(WEEKS)}) w
      where ${chunk(from, to)} and ${a.given(now)}
    ) x
    cross join lateral (select case when closed and r < 0.85 then 'Submitted' when not closed and r < 0.3 then 'Submitted' when not closed and r < 0.5 then 'Draft' end as status) st
    cross join lateral (select case when status = 'Submitted' and closed and r2 < 0.8 then 'Evaluated' else 'Pending' end as teacher) te
    where status is not null and at <= ${now}`);
}
