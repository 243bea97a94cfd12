import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ScheduleTable } from '../../db/types-timetable.ts';
import type { DB } from '../../db/types.ts';

/** The live address of an account for a learner, if any (the partial unique index allows one). */
export function findLiveFeed(db: Kysely<DB>, ownerUserId: number, learnerUserId: number) {
  return db
    .selectFrom('calendar_feed')
    .select(['id', 'created_at'])
    .where('owner_user_id', '=', ownerUserId)
    .where('learner_user_id', '=', learnerUserId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Turns off the live address of an account for a learner; returns how many were live (0 or 1). */
export async function revokeFeed(db: Kysely<DB> | Transaction<DB>, ownerUserId: number, learnerUserId: number, at: Date): Promise<number> {
  const res = await db
    .updateTable('calendar_feed')
    .set({ revoked_at: at })
    .where('owner_user_id', '=', ownerUserId)
    .where('learner_user_id', '=', learnerUserId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Turns off every live address the account made, for any learner (decision 029): called in the
 * transaction of a password change, a temporary password's use, or a login that ends the other
 * sessions. An address made with a stolen session must not outlive what ended that session.
 */
export async function revokeFeedsOf(db: Kysely<DB>, ownerUserId: number, at: Date): Promise<void> {
  await db.updateTable('calendar_feed').set({ revoked_at: at }).where('owner_user_id', '=', ownerUserId).where('revoked_at', 'is', null).execute();
}

/**
 * A new address replacing the live one, in one transaction. The owner's user row is locked
 * first, so two clicks at once make one after the other instead of one failing on the index.
 */
export async function replaceFeed(
  db: Kysely<DB>,
  feed: { tokenHash: string; instituteId: number; ownerUserId: number; learnerUserId: number; at: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('app_user').select('id').where('id', '=', feed.ownerUserId).forUpdate().execute();
    await revokeFeed(trx, feed.ownerUserId, feed.learnerUserId, feed.at);
    await trx
      .insertInto('calendar_feed')
      .values({
        token_hash: feed.tokenHash,
        institute_id: feed.instituteId,
        owner_user_id: feed.ownerUserId,
        learner_user_id: feed.learnerUserId,
        created_at: feed.at,
      })
      .execute();
  });
}

/**
 * The live feed of a token hash whose owner may still see the learner: the learner themself,
 * or a parent still linked to the learner's student record; neither of them blocked, and the
 * learner still at the feed's institute. Anything else is no feed.
 */
export function findServableFeed(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('calendar_feed as f')
    .innerJoin('app_user as owner', 'owner.id', 'f.owner_user_id')
    .innerJoin('app_user as learner', 'learner.id', 'f.learner_user_id')
    .innerJoin('institute as i', 'i.id', 'f.institute_id')
    .select(['f.institute_id', 'f.learner_user_id', 'learner.user_type as learner_user_type', 'i.name as institute_name', 'i.time_zone', 'i.classes_mode', 'i.exam_mode'])
    .where('f.token_hash', '=', tokenHash)
    .where('f.revoked_at', 'is', null)
    .where('owner.blocked', '=', false)
    .where('learner.blocked', '=', false)
    .whereRef('learner.institute_id', '=', 'f.institute_id')
    .where((eb) =>
      eb.or([
        eb('f.owner_user_id', '=', eb.ref('f.learner_user_id')),
        eb.exists(
          eb
            .selectFrom('parent_student as ps')
            .innerJoin('student as s', 's.id', 'ps.student_id')
            .select(sql`1`.as('one'))
            .whereRef('ps.parent_user_id', '=', 'f.owner_user_id')
            .whereRef('s.user_id', '=', 'f.learner_user_id'),
        ),
      ]),
    )
    .executeTakeFirst();
}

/** The institute's current academic year (dates only). */
export function findCurrentYear(db: Kysely<DB>, instituteId: number) {
  return db
    .selectFrom('academic_year')
    .select(['start_date', 'end_date'])
    .where('institute_id', '=', instituteId)
    .where('is_current', '=', true)
    .orderBy('start_date', 'desc')
    .executeTakeFirst();
}

/** The schedule fields a feed entry is written from (the timetable service reads them). */
export type FeedScheduleRow = Pick<
  Selectable<ScheduleTable>,
  | 'id'
  | 'class_type'
  | 'date'
  | 'end_date'
  | 'start_time'
  | 'end_time'
  | 'subject_name'
  | 'topics_covered'
  | 'teacher_name'
  | 'classroom'
  | 'session_name'
  | 'session_link'
  | 'description'
>;
