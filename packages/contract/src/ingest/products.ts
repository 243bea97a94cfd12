import { z } from 'zod';
import { ZDateIn, zText } from '../common.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';
import { zHttpsUrl, zMoney, zRequiredText } from './fields.ts';

/**
 * A product of the institute's store (a course, a test series) as My Products shows it. The
 * description may hold the institute's markup: it is kept as written and the card draws its
 * text only [PROD-CARD-2].
 */
export const ZProductRecord = ZRecordBase.extend({
  name: zRequiredText(200),
  description: zText(20_000, { multiline: true }).default(''),
  price: zMoney.default(0),
  currency_code: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .refine((s) => /^[A-Z]{3}$/.test(s), { message: 'expected a three-letter currency code (INR)' })
    .default('INR'),
  photo_url: zHttpsUrl.optional(),
  logo_url: zHttpsUrl.optional(),
});
export type TProductRecord = z.infer<typeof ZProductRecord>;

/** A student's enrolment in a product: valid from one day through another (inclusive, the institute's days). */
export const ZProductEnrolmentRecord = ZRecordBase.extend({
  student_source_id: ZSourceId,
  product_source_id: ZSourceId,
  from: ZDateIn,
  until: ZDateIn,
  /** The order it came from, shown as the public order id; the source id when absent. */
  order_id: zText(100).optional(),
}).refine((r) => r.from <= r.until, { message: 'the enrolment ends before it starts', path: ['until'] });
export type TProductEnrolmentRecord = z.infer<typeof ZProductEnrolmentRecord>;
