import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/**
 * Test data: a batch with members, so event and feed tests know each learner's standard
 * whatever the demo timetable seed holds. Returns the batch id.
 */
export async function addBatch(
  db: Kysely<DB>,
  batch: { institute: number; yearId: number | null; name: string; course: string | null; userIds: number[] },
): Promise<number> {
  const { id } = await db
    .insertInto('batch')
    .values({ institute_id: batch.institute, academic_year_id: batch.yearId, name: batch.name, course_name: batch.course, master_course_name: null, product_name: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (batch.userIds.length) await db.insertInto('batch_member').values(batch.userIds.map((user_id) => ({ user_id, batch_id: id }))).onConflict((oc) => oc.doNothing()).execute();
  return id;
}

/** Academic year ids of the demo seed: 101 -> 1 (2025-26), 2 (2026-27); 102 -> 3, 4; 106343 -> 5, 6. */
export const YEAR = { school: { previous: 1, current: 2 }, coaching: { previous: 3, current: 4 }, french: { previous: 5, current: 6 } } as const;
