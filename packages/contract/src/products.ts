import { z } from 'zod';
import { ZDate, zEnvelope, ZId } from './common.ts';

/**
 * The product store's calls of My Products [API-PROD-1] [API-PROD-2], at the spec's /prod paths
 * on the main API (decision 036). Where S1 §3.9 names a field without its type, decision 065
 * fixes it: ids and price are numbers, the dates 'YYYY-MM-DD', is_enrolled and expired 0 or 1
 * (expired 0 means active [PROD-SPLIT-1]), youtube_url the text of a JSON list of YouTube
 * addresses [PROD-DETAIL-3], about the institute's HTML (the client strips it [PROD-CARD-2]).
 */

/**
 * GET /prod/student-product/my-products with the headers user-id and institute-id [API-PROD-2]:
 * each sent must be the session's learner and institute (else 404). The older client sends
 * neither: the session says who (issue 33, as decision 036 reads x-prod-*). Numeric text, as
 * every header is, is read as the number.
 */
export const ZMyProductsHeaders = z.object({ 'user-id': ZId.optional(), 'institute-id': ZId.optional() });

/** A course type of a product's study library (S1 §3.10): paid, so isPaid is Y. */
export const ZProductEcourseMap = z.object({
  course_type_id: z.number().int(),
  course_type: z.string(),
  isPaid: z.enum(['Y', 'N']),
  product_id: z.number().int(),
});

/** A product the learner bought (S1 §3.9). */
export const ZProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  about: z.string(),
  photo_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  price: z.number().min(0),
  country_details: z.object({ currency_code: z.string() }),
  product_ecourse_maps: z.array(ZProductEcourseMap),
  public_order_id: z.string(),
  is_enrolled: z.union([z.literal(0), z.literal(1)]),
  enrolled_date: ZDate,
  expire_on: ZDate,
  expired: z.union([z.literal(0), z.literal(1)]),
  /** The text of a JSON list of YouTube addresses, '[]' when there are none. */
  youtube_url: z.string(),
  /** One more sample video: a YouTube or Vimeo page, or a direct mp4, webm or ogg file. */
  video_url: z.string().nullable(),
});

/** `{ statusCode, message, result: [products] }`: the client reads result as the products. */
export const ZMyProductsResponse = zEnvelope(z.array(ZProduct));

/** GET /prod/student-product/item-type-description/{id} [API-PROD-1]: a product the learner bought. */
export const ZProductItemsParams = z.object({ id: ZId });
export const ZProductItem = z.object({ item_type: z.string(), description: z.string() });
/** The client reads the result list [PROD-DETAIL-4]. */
export const ZProductItemsResponse = zEnvelope(z.array(ZProductItem));

/**
 * GET /prod/student-product/sample-video/{name}: a product's own sample file, public as the
 * store's other marketing material (decision 065). The name is the stored file's key and its
 * type, the form the seed's video_url gives it.
 */
export const SAMPLE_VIDEO_PATH = '/prod/student-product/sample-video';
export const ZSampleVideoParams = z.object({ name: z.string().regex(/^[0-9a-f]{32}\.(mp4|webm|ogg)$/, 'expected a sample video name') });

export type TProduct = z.infer<typeof ZProduct>;
export type TProductItem = z.infer<typeof ZProductItem>;
export type TProductEcourseMap = z.infer<typeof ZProductEcourseMap>;
export type TMyProductsResponse = z.infer<typeof ZMyProductsResponse>;
export type TProductItemsResponse = z.infer<typeof ZProductItemsResponse>;
