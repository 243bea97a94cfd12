import { sql } from 'kysely';
import { byInstitutes, type GenerateContext } from './context.ts';
import { enrolledLastYear } from './people.ts';
import { BATCH_SIZE, SECTION_SIZE } from './plan.ts';

/** The id of period p of teaching day d.no of batch b: the arithmetic that lets attendance skip reading schedule. */
const itemId = (p: number | string) => sql.raw(`(b.schedule_base + (d.no - 1) * b.periods + ${p})`);
/** Which of the batch's subjects period p teaches: the week's pattern shifted per section. */
const subjectIndex = (p: number | string) => sql.raw(`1 + (extract(dow from d.d)::int * b.periods + ${p} + b.b) % cardinality(b.subjects)`);
/** A chapter every twelve teaching days (about a fortnight), so topics move on through the year. */
const chapter = sql.raw(`'Chapter ' || (1 + (d.no / 12) % 16)`);
const batchesOf = (from: number, to: number) => sql`b.n between ${sql.lit(from)} and ${sql.lit(to)}`;

/**
 * Every teaching day of both years for every batch: six 40-minute periods from 08:00 at a
 * school (a break after the third), three one-hour lectures from 16:00 at a coaching
 * institute, the last of them online. Ids are reserved (plan.ts), in day and period order.
 */
export async function addSchedule(ctx: GenerateContext): Promise<void> {
  await byInstitutes(ctx, 'schedule', (from, to) => sql`
    insert into schedule (id, institute_id, batch_id, class_type, date, end_date, start_time, end_time, subject_name, topics_covered,
      teacher_name, classroom, session_name, session_link, live_meeting_with)
    select ${itemId('p')}, b.institute_id, b.id, case when online then 'Online Class' else 'Class' end, d.d, d.d, t, t + dur,
      b.subjects[${subjectIndex('p')}], b.subjects[${subjectIndex('p')}] || ': ' || ${chapter}, b.teachers[${subjectIndex('p')}],
      case when not online then b.room end,
      case when online then b.subjects[${subjectIndex('p')}] || ' L' || d.no || ': ' || ${chapter} end,
      case when online then 'https://zoom.example.com/j/9' || lpad((${itemId('p')} % 10000000000)::text, 10, '0') end,
      case when online then 'Zoom' end
    from gen_batch b
    join gen_day d on d.school = b.school and d.year = b.year
    cross join generate_series(0, b.periods - 1) p
    cross join lateral (select not b.school and p = 2 as online,
      case when b.school then time '08:00' + p * interval '45 minutes' + (p >= 3)::int * interval '20 minutes' else time '16:00' + p * interval '70 minutes' end as t,
      case when b.school then interval '40 minutes' else interval '60 minutes' end as dur) x
    where ${batchesOf(from, to)}
    order by 1`);
}

/**
 * Daily attendance up to yesterday, marked at the day's first period (a school's roll call, a
 * coaching institute's first lecture), for each student in the batches of both years: about
 * 88% present, 8% absent, 4% late. The schedule id and a batch's students are computed
 * (student k is in batch (k - 1) / size; people.ts), not looked up, so rows come out batch by
 * batch, day by day, as a live table fills: one student's marks lie on many pages, not on a
 * few, and reading them costs what it will in use.
 */
export async function addAttendance(ctx: GenerateContext): Promise<void> {
  await byInstitutes(ctx, 'attendance', (from, to) => sql`
    insert into attendance (schedule_id, student_id, batch_id, status, custom_class_type, remark, attendance_note)
    select ${itemId(0)}, student_id, b.id, status, 'Regular',
      case when status = 'L' then 'Reached after the roll call' end,
      case when status = 'A' then (array['Absent without information', 'Medical leave', 'Family function (informed by parent)', 'Leave application received: fever'])[1 + g % 4] end
    from gen_batch b
    join gen_day d on d.school = b.school and d.year = b.year and d.d < ${ctx.today}::date
    cross join lateral (select case when b.school then ${sql.lit(SECTION_SIZE)} else ${sql.lit(BATCH_SIZE)} end as size) z
    -- d.no * 0: the students are listed per day, so the rows come out day by day, not student by student.
    cross join lateral generate_series(1, z.size + d.no * 0) slot
    cross join lateral (select b.b * z.size + slot as k) kk
    cross join lateral (select (b.n - 1) * ${sql.lit(ctx.students)} + k as g) gg
    cross join lateral (select (select min(student_id) - min(g) from gen_student) + g as student_id) si
    cross join lateral (select case when r < 0.88 then 'P' when r < 0.96 then 'A' else 'L' end as status
      from (select pg_temp.roll(student_id, d.no * 2 + b.year) as r) rr) st
    where ${batchesOf(from, to)} and k <= ${sql.lit(ctx.students)} and (b.year = 1 or ${enrolledLastYear('g', 'k')})`);
}

/** Recordings of three in four past online lectures, on Vimeo or the institute's own storage. */
export async function addRecordings(ctx: GenerateContext): Promise<void> {
  await byInstitutes(ctx, 'recording', (from, to) => sql`
    insert into recording (schedule_id, session_name, duration_minutes, size_mb, recorded_at, uploaded_on)
    select ${itemId(2)}, b.subjects[${subjectIndex(2)}] || ' L' || d.no || ': ' || ${chapter}, 52 + (d.no % 7), round((52 + (d.no % 7)) * 5.4, 2),
      (d.d + time '17:21') at time zone 'Asia/Kolkata', case when d.no % 3 = 0 then 'Vimeo' else 'Proctur' end
    from gen_batch b join gen_day d on d.school = b.school and d.year = b.year and d.d < ${ctx.today}::date
    where not b.school and ${batchesOf(from, to)} and pg_temp.roll(b.id, d.no) < 0.75
    order by 1`);
}
