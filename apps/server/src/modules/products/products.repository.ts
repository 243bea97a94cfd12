import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** At most this many products in one answer: a learner buys a handful; the list stays bounded. */
export const MAX_PRODUCTS = 500;

/**
 * The products a user is enrolled in at an institute, the latest enrolment first [API-PROD-2],
 * with the institute's zone (the expiry is the institute's day). Read through
 * product_enrolment's primary key (user_id, product_id). Exported for EXPLAIN.
 */
export function myProductsQuery(db: Kysely<DB>, userId: number, instituteId: number) {
  return db
    .selectFrom('product_enrolment as e')
    .innerJoin('product as p', 'p.id', 'e.product_id')
    .innerJoin('institute as i', 'i.id', 'p.institute_id')
    .select([
      'p.id',
      'p.title',
      'p.about',
      'p.photo_url',
      'p.logo_url',
      'p.price',
      'p.currency_code',
      'p.youtube_ids',
      'p.video_url',
      'e.public_order_id',
      'e.enrolled_on',
      'e.expires_on',
      'i.time_zone',
    ])
    .where('e.user_id', '=', userId)
    .where('p.institute_id', '=', instituteId)
    .orderBy('e.enrolled_on', 'desc')
    .orderBy('p.id')
    .limit(MAX_PRODUCTS);
}

export type MyProductRow = Awaited<ReturnType<ReturnType<typeof myProductsQuery>['execute']>>[number];

/** The paid course types of these products (a product's study library), in one query. */
export function productCourseTypes(db: Kysely<DB>, productIds: readonly number[]) {
  return db
    .selectFrom('course_type')
    .select(['id', 'name', 'product_id'])
    .where('product_id', 'in', productIds)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** A product of the institute the user is enrolled in (an expired enrolment too); undefined otherwise. */
export function enrolledProduct(db: Kysely<DB>, userId: number, instituteId: number, productId: number) {
  return db
    .selectFrom('product_enrolment as e')
    .innerJoin('product as p', 'p.id', 'e.product_id')
    .select('p.id')
    .where('e.user_id', '=', userId)
    .where('e.product_id', '=', productId)
    .where('p.institute_id', '=', instituteId)
    .executeTakeFirst();
}

/** A product's details list in the institute's order [API-PROD-1]. Exported for EXPLAIN. */
export function productItemsQuery(db: Kysely<DB>, productId: number) {
  return db.selectFrom('product_item').select(['item_type', 'description']).where('product_id', '=', productId).orderBy('position');
}

/** Whether some product names this address as its sample video (the only files the sample route serves). */
export async function isSampleVideo(db: Kysely<DB>, address: string): Promise<boolean> {
  const row = await db.selectFrom('product').select('id').where('video_url', '=', address).limit(1).executeTakeFirst();
  return row !== undefined;
}
