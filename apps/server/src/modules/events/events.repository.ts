import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/**
 * The standards a learner is in between two dates: the course_name of each of their batches
 * whose academic year overlaps the range (or that has none). At a school a batch is a section
 * ('Class 8 - A') and its course_name the standard ('Class 8'), which is what events name.
 */
export async function learnerStandards(db: Kysely<DB>, instituteId: number, userId: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('batch_member as bm')
    .innerJoin('batch as b', 'b.id', 'bm.batch_id')
    .leftJoin('academic_year as ay', 'ay.id', 'b.academic_year_id')
    .select('b.course_name')
    .distinct()
    .where('bm.user_id', '=', userId)
    .where('b.institute_id', '=', instituteId)
    .where('b.course_name', 'is not', null)
    .where((eb) => eb.or([eb('b.academic_year_id', 'is', null), eb.and([eb('ay.start_date', '<=', to), eb('ay.end_date', '>=', from)])]))
    .execute();
  return rows.map((r) => r.course_name).filter((n): n is string => n !== null);
}

export type EventFilter = {
  /** 1..3 keeps one event_type; undefined keeps all. */
  eventType?: number | undefined;
  /**
   * Only the events for this learner when set: students in the audience, and no standards
   * (the whole institute) or one of these. Undefined keeps every event of the institute.
   */
  forStandards?: readonly string[] | undefined;
};

/** The institute's calendar entries with at least one day in [from, to] (index on institute, start_date, end_date). */
export function eventsOverlapping(db: Kysely<DB>, instituteId: number, from: string, to: string, filter: EventFilter = {}) {
  let q = db
    .selectFrom('calendar_event')
    .selectAll()
    .where('institute_id', '=', instituteId)
    .where('start_date', '<=', to)
    .where('end_date', '>=', from);
  if (filter.eventType !== undefined) q = q.where('event_type', '=', filter.eventType as 1 | 2 | 3);
  const standards = filter.forStandards;
  if (standards !== undefined) {
    q = q
      .where(sql<boolean>`user_types @> array[1]::smallint[]`)
      .where(sql<boolean>`(cardinality(standard_names) = 0 or standard_names && ${sql.val([...standards])}::text[])`);
  }
  return q.orderBy('start_date').orderBy('id').execute();
}

export type CalendarEventRow = Awaited<ReturnType<typeof eventsOverlapping>>[number];
