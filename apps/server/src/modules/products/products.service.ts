import type { Kysely } from 'kysely';
import { SAMPLE_VIDEO_PATH, type TProduct, type TProductEcourseMap, type TProductItem } from '@portal/contract';
import { dayKey } from '@portal/domain/format/date-time';
import { productExpired } from '@portal/domain/products/product-tabs';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import type { StoredFile } from '../../lib/send-file-range.ts';
import { assertInstitute, assertUser, type SessionContext } from '../../session-context.ts';
import { enrolledProduct, isSampleVideo, myProductsQuery, productCourseTypes, productItemsQuery, type MyProductRow } from './products.repository.ts';

const VIDEO_TYPES = { mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg' } as const;

/**
 * Whose products a call reads: the session's learner (a student, an open user, or on a parent
 * login the chosen child, decision 065). A parent who has not chosen a child has none: 404.
 */
function learnerOf(session: SessionContext): { userId: number; instituteId: number } {
  if (session.isParent && session.studentId === null) throw notFound();
  return { userId: session.userId, instituteId: session.instituteId };
}

/** The stored YouTube ids as the wire's JSON list of addresses [PROD-DETAIL-3]. */
const youtubeUrl = (ids: readonly string[]) => JSON.stringify(ids.map((id) => `https://www.youtube.com/watch?v=${id}`));

function wireProduct(row: MyProductRow, today: string, courses: TProductEcourseMap[]): TProduct {
  return {
    id: row.id,
    title: row.title,
    about: row.about,
    photo_url: row.photo_url,
    logo_url: row.logo_url,
    price: Number(row.price),
    country_details: { currency_code: row.currency_code },
    product_ecourse_maps: courses,
    public_order_id: row.public_order_id,
    is_enrolled: 1,
    enrolled_date: row.enrolled_on,
    expire_on: row.expires_on,
    expired: productExpired(row.expires_on, today),
    youtube_url: youtubeUrl(row.youtube_ids),
    video_url: row.video_url,
  };
}

/**
 * My Products [API-PROD-2] and a product's details [API-PROD-1]: a learner reaches the products
 * they are enrolled in at the session's institute, active or expired; everything else answers
 * 404 like an id that does not exist. The public sample-video route serves products' own files.
 */
export function createProductsService({ db, clock, files }: { db: Kysely<DB>; clock: Clock; files: FileStore }) {
  return {
    /** The headers user-id and institute-id must be the session's learner and institute. */
    /** Headers left out (the older client sends none, issue 33): the session says who, as for x-prod-* (decision 036). */
    async myProducts(session: SessionContext, headers: { userId?: number; instituteId?: number }): Promise<TProduct[]> {
      if (headers.instituteId !== undefined) assertInstitute(session, headers.instituteId);
      if (headers.userId !== undefined) assertUser(session, headers.userId);
      const learner = learnerOf(session);
      const rows = await myProductsQuery(db, learner.userId, learner.instituteId).execute();
      if (rows.length === 0) return [];
      const courses = await productCourseTypes(db, rows.map((r) => r.id));
      const today = dayKey(clock.now(), rows[0]!.time_zone);
      return rows.map((row) =>
        wireProduct(
          row,
          today,
          courses.filter((c) => c.product_id === row.id).map((c) => ({ course_type_id: c.id, course_type: c.name, isPaid: 'Y', product_id: row.id })),
        ),
      );
    },

    /** The details list of a product the learner bought (an expired one too) [PROD-DETAIL-4]. */
    async items(session: SessionContext, productId: number): Promise<TProductItem[]> {
      const learner = learnerOf(session);
      if (!(await enrolledProduct(db, learner.userId, learner.instituteId, productId))) throw notFound();
      return productItemsQuery(db, productId).execute();
    },

    /** A sample video file that a product names as its video_url, seekable, inline; any other name is 404. */
    async sampleVideo(name: string): Promise<StoredFile> {
      const [key, ext] = name.split('.') as [string, keyof typeof VIDEO_TYPES];
      if (!(await isSampleVideo(db, `${SAMPLE_VIDEO_PATH}/${name}`))) throw notFound();
      const found = await files.stat(key);
      if (!found) throw notFound();
      return { key, size: found.size, contentType: VIDEO_TYPES[ext], disposition: 'inline' };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
