import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/create-test-app.ts';
import type { Database } from '../../db/client.ts';
import { itemsQuery, monthCountsQuery } from './timetable.repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  // 200 more sections with 100 items each in November (20,000 rows of other batches), as in
  // a large institute, then fresh statistics for the planner.
  await sql`
    insert into batch (institute_id, academic_year_id, name, course_name)
    select 101, 2, 'Load ' || g, 'Class 9' from generate_series(1, 200) g`.execute(db);
  await sql`
    insert into schedule (institute_id, batch_id, class_type, date, end_date, start_time, end_time, subject_name)
    select 101, b.id, 'Class', d, d, time '08:00' + (p * interval '40 minutes'), time '08:40' + (p * interval '40 minutes'), 'Mathematics'
    from batch b, generate_series(date '2026-11-02', date '2026-11-26', interval '1 day') d, generate_series(0, 3) p
    where b.name like 'Load %'`.execute(db);
  await sql`analyze schedule, batch, batch_member`.execute(db);
});
afterAll(() => database.close());

const plan = async (explained: Promise<Record<string, unknown>[]>) => (await explained).map((r) => Object.values(r).join(' ')).join('\n');

describe('timetable queries', () => {
  it('[API-TT-1] a month of one learner is a range scan of schedule_batch_date_idx, not a scan of every schedule', async () => {
    const { n } = await database.db.selectFrom('schedule').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(n).toBeGreaterThan(30_000);
    const query = itemsQuery(database.db, {
      instituteId: 101,
      userId: 1001,
      from: '2026-11-01',
      to: '2026-11-30',
      classTypes: ['Class', 'Online Class', 'Online Exam', 'Offline Exam'],
      batchId: null,
    });
    const text = await plan(query.explain());
    expect(text).toContain('schedule_batch_date_idx');
    expect(text).not.toMatch(/Seq Scan on schedule/);
    // Aarav's November as the month call lists it: 117 classes, 9 live classes, 2 quizzes.
    expect(await query.execute()).toHaveLength(128);
  });

  it('[API-TT-3] the year counts take the same path', async () => {
    const query = monthCountsQuery(database.db, { instituteId: 101, userId: 1001, from: '2026-01-01', to: '2026-12-31', classTypes: ['Class', 'Online Class'] });
    const text = await plan(query.explain());
    expect(text).toContain('schedule_batch_date_idx');
    expect(text).not.toMatch(/Seq Scan on schedule/);
  });
});
