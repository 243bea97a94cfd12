import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The institute whose host list holds this (lower-case, port-less) host. */
export function findInstituteByHost(db: Kysely<DB>, host: string) {
  return db
    .selectFrom('institute')
    .select(['id', 'name', 'logo_url', 'favicon_url'])
    .where('hosts', '@>', sql<string[]>`array[${host}]::text[]`)
    .orderBy('id')
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
