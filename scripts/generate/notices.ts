import { sql } from 'kysely';
import { byInstitutes, once, reserve, type GenerateContext } from './context.ts';
import { MESSAGE_TEMPLATES, NOTICE_TITLES } from './names.ts';
import { BATCH_SIZE, SECTION_SIZE } from './plan.ts';

/** Notices per institute and year: about three a week. */
const NOTICES_PER_YEAR = 150;
/** SMS alerts per phone over the two years: one every three weeks. */
const MESSAGES_PER_PHONE = 28;

/**
 * Notices of both years up to now, newest on the dashboard; two in five are for one batch of
 * their year (announcement_batch), the rest institute-wide; a few were withdrawn (inactive).
 */
export async function addNotices(ctx: GenerateContext): Promise<void> {
  const { trx, years, now, students: S } = ctx;
  const first = await reserve(ctx, 'announcement', ctx.institutes * 2 * NOTICES_PER_YEAR);
  await sql`create temp table gen_notice on commit drop as
    select ${sql.lit(first - 1)} + ((i.n - 1) * 2 + y.year) * ${sql.lit(NOTICES_PER_YEAR)} + j as id, i.n, i.id as institute_id, i.school, y.year, j, t.at
    from gen_institute i
    cross join (values (0, ${years[0].start}::date), (1, ${years[1].start}::date)) y (year, start)
    cross join generate_series(1, ${sql.lit(NOTICES_PER_YEAR)}) j
    cross join lateral (select (y.start + (j - 1) * 365 / ${sql.lit(NOTICES_PER_YEAR)} + time '09:30' + (j % 5) * interval '47 minutes') at time zone 'Asia/Kolkata' as at) t
    where t.at <= ${now}::timestamptz`.execute(trx);
  await once(ctx, 'announcement', sql`insert into announcement (id, institute_id, title, description_html, updated_by, updated_at, announced_at, is_active)
    select id, institute_id, title, '<p><strong>' || title || '</strong></p><p>Dear students and parents, please read the details of this notice (no. ' || j || ') carefully and contact the office for any query.</p>',
      case when school then (array['Principal', 'Admin Office', 'Class Teacher'])[1 + j % 3] else (array['Centre Head', 'Academic Coordinator'])[1 + j % 2] end,
      at + (j % 4 = 0)::int * interval '3 hours', at, pg_temp.roll(id, 30) >= 0.03
    from gen_notice cross join lateral (select (${NOTICE_TITLES}::text[])[1 + (j + n) % ${sql.lit(NOTICE_TITLES.length)}] as title) t
    order by id`);
  await once(ctx, 'announcement_batch', sql`insert into announcement_batch (announcement_id, batch_name)
    select g.id, b.name from gen_notice g
    join gen_batch b on b.n = g.n and b.year = g.year
      and b.b = g.j % ceil(${sql.lit(S)}::numeric / case when g.school then ${sql.lit(SECTION_SIZE)} else ${sql.lit(BATCH_SIZE)} end)::int
    where pg_temp.roll(g.id, 31) < 0.4`);
}

/**
 * SMS alerts to every student's and parent's phone ('91-' and the number, as the messages call
 * names it): absences, fee reminders, results, holidays, homework, meetings, every three weeks
 * or so over both years up to now, with the student's first name. Stored in the order they
 * were sent, as a live table grows: one phone's alerts lie on many pages.
 */
export async function addMessages(ctx: GenerateContext): Promise<void> {
  const { years, now } = ctx;
  await byInstitutes(ctx, 'message', (from, to) => sql`
    insert into message (institute_id, phone, body, created_at)
    select p.institute_id, '91-' || p.phone,
      replace(replace((${MESSAGE_TEMPLATES}::text[])[1 + (p.key + j) % ${sql.lit(MESSAGE_TEMPLATES.length)}], '%s', p.first), '%d', to_char(t.at at time zone 'Asia/Kolkata', 'DD-MM-YYYY')),
      t.at
    from (select n, institute_id, phone, first, g as key from gen_student
          union all select s.n, s.institute_id, pa.phone, s.first, s.g + 7 from gen_child c join gen_parent pa on pa.user_id = c.parent_user_id
            join gen_student s on s.student_id = c.student_id where c.eldest) p
    cross join generate_series(1, ${sql.lit(MESSAGES_PER_PHONE)}) j
    cross join lateral (select (${years[0].start}::date + j * 21 - (p.key % 7) + time '18:05') at time zone 'Asia/Kolkata' as at) t
    where p.n between ${sql.lit(from)} and ${sql.lit(to)} and t.at <= ${now}::timestamptz
    order by t.at`);
}
