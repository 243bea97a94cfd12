import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/**
 * The institute whose host list holds this (lower-case, port-less) host: one probe of the
 * host table's key (migration 0023), so the cost does not grow with the number of institutes.
 * A host two institutes list resolves to the lower id, as before.
 */
export function findInstituteByHost(db: Kysely<DB>, host: string) {
  return db
    .selectFrom('institute_host as h')
    .innerJoin('institute as i', 'i.id', 'h.institute_id')
    .select(['i.id', 'i.name', 'i.logo_url', 'i.favicon_url'])
    .where('h.host', '=', host)
    .orderBy('h.institute_id')
    .limit(1)
    .executeTakeFirst();
}

export function listAcademicYears(db: Kysely<DB>, instituteId: number) {
  return db
    .selectFrom('academic_year')
    .select(['id', 'name', 'start_date', 'end_date'])
    .where('institute_id', '=', instituteId)
    .orderBy('start_date')
    .execute();
}
