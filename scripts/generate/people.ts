import { sql } from 'kysely';
import { once, reserve, type GenerateContext } from './context.ts';
import { BOYS, GIRLS, SURNAMES } from './names.ts';
import { BATCH_SIZE, SECTION_SIZE } from './plan.ts';

/** Parents with an account: most school families, fewer at a coaching institute. */
const PARENT_SHARE = { school: 0.7, coaching: 0.4 };
/** One parent in six has a second child at the same institute (student k + parents count). */
const SIBLING_EVERY = 6;

/**
 * Whether student k (global number g) was enrolled last year too: 85%, and always the first of
 * an institute (the account tests sign in with). SQL over columns named by the caller, so the
 * attendance can list a batch's students without reading gen_student.
 */
export const enrolledLastYear = (g: string, k: string) => sql.raw(`(${k} = 1 or pg_temp.roll(${g}, 1) < 0.85)`);

/**
 * Students and parents. Student k of institute n is global number g = (n - 1) * S + k; user and
 * student ids are the reserved ranges plus g, phones '6' and '8' plus g in nine digits, so the
 * first student of the first generated institute signs in as 6000000001. gen_student and
 * gen_parent keep who is who for the steps that follow (batches of both years, families).
 */
export async function addPeople(ctx: GenerateContext, passwordHash: string): Promise<void> {
  const { trx, institutes: I, students: S, years } = ctx;
  const total = I * S;
  const u0 = await reserve(ctx, 'app_user', 2 * total);
  const s0 = await reserve(ctx, 'student', total);
  const parents = sql`(case when i.school then ${sql.lit(Math.floor(S * PARENT_SHARE.school))} else ${sql.lit(Math.floor(S * PARENT_SHARE.coaching))} end)`;
  const family = sql`(case when k > ${parents} and (k - ${parents}) % ${sql.lit(SIBLING_EVERY)} = 0 then k - ${parents} else k end)`;
  await sql`create temp table gen_student on commit drop as
    select g, i.n, k, i.id as institute_id, i.school, ${sql.lit(u0 - 1)} + g as user_id, ${sql.lit(s0 - 1)} + g as student_id,
      cb.id as cur_batch, case when ${enrolledLastYear('g', 'k')} then pb.id end as prev_batch, cb.name as batch_name, k % 2 = 0 as girl,
      case when k % 2 = 0 then (${GIRLS}::text[])[1 + (g * 7 + k) % ${sql.lit(GIRLS.length)}] else (${BOYS}::text[])[1 + (g * 7 + k) % ${sql.lit(BOYS.length)}] end as first,
      (${SURNAMES}::text[])[1 + (${family} * 7919 + i.n * 31) % ${sql.lit(SURNAMES.length)}] as surname,
      '6' || lpad(g::text, 9, '0') as phone
    from gen_institute i
    cross join generate_series(1, ${sql.lit(S)}) k
    cross join lateral (select (i.n - 1) * ${sql.lit(S)} + k as g) gg
    join gen_batch cb on cb.n = i.n and cb.year = 1 and cb.b = (k - 1) / (case when i.school then ${sql.lit(SECTION_SIZE)} else ${sql.lit(BATCH_SIZE)} end)
    left join gen_batch pb on pb.n = i.n and pb.year = 0 and pb.b = cb.b`.execute(trx);
  await sql`create index on gen_student (n, k)`.execute(trx);
  await sql`create index on gen_student (cur_batch)`.execute(trx);
  await sql`create index on gen_student (prev_batch)`.execute(trx);
  await sql`create temp table gen_parent on commit drop as
    select i.n, i.id as institute_id, m, ${sql.lit(u0 - 1 + total)} + (i.n - 1) * ${sql.lit(S)} + m as user_id,
      '8' || lpad(((i.n - 1) * ${sql.lit(S)} + m)::text, 9, '0') as phone, ${parents} as parents
    from gen_institute i cross join generate_series(1, ${parents}) m`.execute(trx);
  await sql`create temp table gen_child on commit drop as
    select p.user_id as parent_user_id, s.student_id, s.user_id as student_user_id, s.k = p.m as eldest
    from gen_parent p join gen_student s on s.n = p.n and s.k = p.m
    union all
    select p.user_id, s.student_id, s.user_id, false
    from gen_parent p join gen_student s on s.n = p.n and s.k = p.m + p.parents where p.m % ${sql.lit(SIBLING_EVERY)} = 0`.execute(trx);
  await sql`analyze gen_student, gen_parent, gen_child`.execute(trx);

  const [prev, cur] = years;
  await once(ctx, 'app_user', sql`insert into app_user (id, institute_id, account_id, user_type, name, phone, email, password_hash, join_date, blocked)
    select user_id, institute_id, 70000 + user_id, 1, first || ' ' || surname, phone, lower(first) || '.' || g || '@students.example', ${passwordHash},
      case when prev_batch is null then ${cur.start}::date else ${prev.start}::date end, k > 1 and pg_temp.roll(g, 3) < 0.002
    from gen_student
    union all
    select p.user_id, p.institute_id, 70000 + p.user_id, 2,
      (${BOYS}::text[])[1 + (p.user_id * 13) % ${sql.lit(BOYS.length)}] || ' ' || s.surname, p.phone, null, ${passwordHash}, ${prev.start}::date, false
    from gen_parent p join gen_student s on s.n = p.n and s.k = p.m
    order by 1`);
  await once(ctx, 'student', sql`insert into student (id, user_id, institute_id, display_id, is_login_allowed)
    select student_id, user_id, institute_id, (case when school then 'GS' else 'GC' end) || n || '-' || lpad(k::text, 5, '0'),
      case when k > 1 and pg_temp.roll(g, 2) < 0.005 then 0 else 1 end
    from gen_student order by student_id`);
  await once(ctx, 'student_academic_year', sql`insert into student_academic_year (student_id, academic_year_id)
    select s.student_id, i.cur_year from gen_student s join gen_institute i on i.n = s.n
    union all select s.student_id, i.prev_year from gen_student s join gen_institute i on i.n = s.n where s.prev_batch is not null`);
  await once(ctx, 'parent_student', sql`insert into parent_student (parent_user_id, student_id) select parent_user_id, student_id from gen_child`);
  await once(ctx, 'student_batch', sql`insert into student_batch (student_id, batch_name) select student_id, batch_name from gen_student`);
  await once(ctx, 'batch_member', sql`insert into batch_member (user_id, batch_id)
    select user_id, cur_batch from gen_student union all select user_id, prev_batch from gen_student where prev_batch is not null`);
}
