import { z } from 'zod';
import { ZDateIn, zText } from '../common.ts';
import { LANDING_SCREENS } from '../home.ts';
import { zHttpsUrl, zRequiredText, zWallTime } from './fields.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';

/**
 * A notice of the home screen (issue 34): for the batches named, or the whole institute when
 * none are. The body is HTML, kept as written: the browser sanitises it before drawing, as for
 * every notice [HOME-ANN-6].
 */
export const ZNoticeRecord = ZRecordBase.extend({
  title: zRequiredText(300),
  body_html: zRequiredText(50_000, { multiline: true }),
  /** The day it is announced on, and its time (the institute's wall time, 00:00 when absent). */
  date: ZDateIn,
  time: zWallTime.optional(),
  /** Who the card says wrote it; the institute's name when absent. */
  author: zText(200).optional(),
  /** A picture shown above the text. */
  image_url: zHttpsUrl.optional(),
  /** The attached file, uploaded first with PUT /files/{source_id}: its name shows and opens on the notice (decision 093). */
  file_source_id: ZSourceId.optional(),
  batch_source_ids: z.array(ZSourceId).max(200).default([]),
  /** false: withdrawn, not shown. */
  active: z.boolean().default(true),
});
export type TNoticeRecord = z.infer<typeof ZNoticeRecord>;

/**
 * A banner of the home screen's carousel (issue 34): its picture, and where a click leads (a
 * screen of the portal, or an https link). Shown while the institute's marketing setting is on.
 */
export const ZBannerRecord = ZRecordBase.extend({
  image_url: zHttpsUrl,
  title: zText(200).default(''),
  link: zHttpsUrl.optional(),
  screen: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(LANDING_SCREENS, { message: `expected one of ${LANDING_SCREENS.join(', ')}` })).optional(),
  /** Place in the carousel, smallest first (only the first five show [HOME-BANNER-2]). */
  order: z.number().int().min(0).max(1_000_000).default(0),
  active: z.boolean().default(true),
});
export type TBannerRecord = z.infer<typeof ZBannerRecord>;
