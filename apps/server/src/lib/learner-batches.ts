import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';

/** A learner's user at an institute, in an academic year (null: any year). */
export type LearnerInYear = { userId: number; instituteId: number; academicYearId: number | null };

/**
 * The learner's batches of the institute: the academic year's and those of no year (an open
 * user's courses), read through batch_member's primary key (user_id, batch_id). One rule for the
 * documents shared with a learner and the study library's free course types, so both modules
 * build their queries on it. Compiled-once queries pass stand-ins for the ids, so this only
 * branches on whether there is a year (null), never on a value.
 */
export function learnerBatchIds(db: Kysely<DB>, r: LearnerInYear) {
  return db
    .selectFrom('batch_member as bm')
    .innerJoin('batch as b', 'b.id', 'bm.batch_id')
    .select('bm.batch_id')
    .where('bm.user_id', '=', r.userId)
    .where('b.institute_id', '=', r.instituteId)
    .where((eb) => (r.academicYearId === null ? eb.val(true) : eb.or([eb('b.academic_year_id', '=', r.academicYearId), eb('b.academic_year_id', 'is', null)])));
}
