import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** What a report PDF's heading names: the institute, the learner and their student id (none for an open user). */
export function findReportHeading(db: Kysely<DB>, userId: number, instituteId: number) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('institute as i', 'i.id', 'u.institute_id')
    .leftJoin('student as s', 's.user_id', 'u.id')
    .select(['u.name', 'i.name as institute', 's.display_id'])
    .where('u.id', '=', userId)
    .where('i.id', '=', instituteId)
    .executeTakeFirst();
}
