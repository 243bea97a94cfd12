import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The dashboard's notice list is bounded; a few weeks of notices fit well within it. */
export const ANNOUNCEMENT_LIMIT = 200;

type Notices = DB & { a: DB['announcement'] };

/**
 * The notices a student sees: those for one of the student's batches and the institute-wide
 * ones (no batch rows). studentId null (an open user) sees only the institute-wide ones.
 */
function seenBy(studentId: number | null) {
  return (eb: ExpressionBuilder<Notices, 'a'>) =>
    eb.or([
      eb.not(eb.exists(eb.selectFrom('announcement_batch as x').select('x.announcement_id').whereRef('x.announcement_id', '=', 'a.id'))),
      ...(studentId === null
        ? []
        : [
            eb.exists(
              eb
                .selectFrom('announcement_batch as y')
                .innerJoin('student_batch as sb', 'sb.batch_name', 'y.batch_name')
                .select('y.announcement_id')
                .whereRef('y.announcement_id', '=', 'a.id')
                .where('sb.student_id', '=', studentId),
            ),
          ]),
    ]);
}

/**
 * Active notices of an institute that a student may see (seenBy). Newest first by
 * announced_at; batch names come aggregated, so this is one query whatever the count.
 */
export function listAnnouncements(db: Kysely<DB>, instituteId: number, studentId: number | null) {
  return db
    .selectFrom('announcement as a')
    .select([
      'a.id',
      'a.title',
      'a.description_html',
      'a.updated_by',
      'a.updated_at',
      'a.announced_at',
      'a.image_url',
      'a.file_name',
      'a.file_key',
      sql<string[]>`coalesce(
        (select array_agg(ab.batch_name order by ab.batch_name) from announcement_batch ab where ab.announcement_id = a.id),
        '{}'::text[])`.as('batch_names'),
    ])
    .where('a.institute_id', '=', instituteId)
    .where('a.is_active', '=', true)
    .where(seenBy(studentId))
    .orderBy('a.announced_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(ANNOUNCEMENT_LIMIT)
    .execute();
}

/** The stored attachment of one active notice the student sees, by the same rule as the list; undefined otherwise. */
export function findSeenAnnouncementFile(db: Kysely<DB>, instituteId: number, studentId: number | null, announcementId: number) {
  return db
    .selectFrom('announcement as a')
    .select(['a.file_name', 'a.file_key', 'a.content_type'])
    .where('a.id', '=', announcementId)
    .where('a.institute_id', '=', instituteId)
    .where('a.is_active', '=', true)
    .where(seenBy(studentId))
    .executeTakeFirst();
}

/** Banners and promotions are a handful per institute; the bound only guards against a runaway table. */
const MARKETING_LIMIT = 50;

export function findMarketingSetting(db: Kysely<DB>, instituteId: number) {
  return db.selectFrom('institute').select('marketing_banner').where('id', '=', instituteId).executeTakeFirst();
}

/** Active banners in display order. */
export function listBanners(db: Kysely<DB>, instituteId: number) {
  return db
    .selectFrom('banner')
    .select(['id', 'image_url', 'title', 'is_redir', 'red_link', 'land_scr'])
    .where('institute_id', '=', instituteId)
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(MARKETING_LIMIT)
    .execute();
}

export function listPromotions(db: Kysely<DB>, instituteId: number) {
  return db
    .selectFrom('promotion')
    .select(['id', 'image_url', 'title'])
    .where('institute_id', '=', instituteId)
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(MARKETING_LIMIT)
    .execute();
}
