import { sql } from 'kysely';
import { bulkInsert } from '../../apps/server/src/demo/bulk-insert.ts';
import { once, type GenerateContext } from './context.ts';
import type { BatchPlan } from './plan.ts';

/**
 * The batches (sections at a school) of both years, kept as gen_batch for the steps that
 * follow: a batch's students, timetable, assignments and tests are all found through it. The
 * subject and teacher lists ride along as arrays, so the schedule picks a period's subject
 * by index without a join.
 */
export async function addBatches(ctx: GenerateContext, batches: BatchPlan[]): Promise<void> {
  const { trx } = ctx;
  await sql`create temp table gen_batch (
    id int primary key, seq int, n int, institute_id int, school bool, year int2, year_id int, b int,
    name text, course text, master text, grp text, subjects text, teachers text, room text,
    periods int, days int, schedule_base bigint, unique (n, year, b)) on commit drop`.execute(trx);
  // Arrays travel as their text form ('{English,Mathematics}'): bulkInsert's unnest would flatten an array of arrays.
  const asArray = (items: string[]) => `{${items.map((s) => `"${s.replaceAll('"', '\\"')}"`).join(',')}}`;
  await bulkInsert(
    trx,
    'gen_batch',
    batches.map((b) => ({
      id: b.id, seq: b.seq, n: b.n, institute_id: b.instituteId, school: b.school, year: b.year, year_id: b.yearId, b: b.b, name: b.name,
      course: b.course, master: b.master, grp: b.group, subjects: asArray(b.subjects), teachers: asArray(b.teachers), room: b.room,
      periods: b.periods, days: b.days, schedule_base: b.scheduleBase,
    })),
    [
      ['id', 'int'], ['seq', 'int'], ['n', 'int'], ['institute_id', 'int'], ['school', 'bool'], ['year', 'int2'], ['year_id', 'int'], ['b', 'int'],
      ['name', 'text'], ['course', 'text'], ['master', 'text'], ['grp', 'text'], ['subjects', 'text'], ['teachers', 'text'], ['room', 'text'],
      ['periods', 'int'], ['days', 'int'], ['schedule_base', 'int8'],
    ],
  );
  await sql`alter table gen_batch alter subjects type text[] using subjects::text[], alter teachers type text[] using teachers::text[]`.execute(trx);
  await sql`analyze gen_batch`.execute(trx);
  await once(ctx, 'batch', sql`insert into batch (id, institute_id, academic_year_id, name, course_name, master_course_name)
    select id, institute_id, year_id, name, course, master from gen_batch order by id`);
}
