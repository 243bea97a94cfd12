import { z } from 'zod';
import { zEnvelope, ZDate, ZId, ZInt32, zIntIn, zText } from './common.ts';

/**
 * GET /api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/{instituteId}
 * ?is_active=true[&student_id=] [API-ANN-1] [HOME-ANN-8]
 */
export const ZAnnouncementParams = z.object({ instituteId: ZId });
export const ZAnnouncementQuery = z.object({
  is_active: z.enum(['true', 'false']).optional(),
  student_id: ZId.optional(),
});
export const ZAnnouncement = z.object({
  ancmnt_id: z.number().int(),
  ancmnt_title: z.string(),
  /** HTML as the institute wrote it: the browser sanitises it before rendering [HOME-ANN-6]. */
  description: z.string(),
  updated_by: z.string(),
  /** ISO date-time of the last change. */
  updated_date: z.string(),
  announced_date: ZDate,
  /** HH:mm, 24-hour, in the session's time zone (the TimeZone header at login). */
  announced_time: z.string().regex(/^\d{2}:\d{2}$/),
  /** Batch or section names as one comma-separated text, '' for everyone [HOME-ANN-7] (decision 030). */
  batch_sec_names: z.string(),
  announcement_img_url: z.string().nullable(),
  file_name: z.string().nullable(),
  /**
   * Ours, not the spec's (decision 093): where the attached file opens, a signed address of the
   * route below, null when the notice has no stored file (file_name alone is then shown as text).
   */
  file_url: z.string().nullable(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;
export const ZAnnouncementResponse = zEnvelope(z.array(ZAnnouncement));
export type TAnnouncementResponse = z.infer<typeof ZAnnouncementResponse>;

/**
 * GET {ANNOUNCEMENT_FILE_PATH}?r=&exp=&sig=[&student_id=]: a notice's attached file, through
 * the signed address file_url hands out, for a session that sees the notice (decision 093).
 */
export const ANNOUNCEMENT_FILE_PATH = '/api/v1/announcementBannerPromotion/announcementFile';
export const ZAnnouncementFileQuery = z.object({
  r: ZId,
  exp: zIntIn(1, Number.MAX_SAFE_INTEGER),
  sig: zText(128).min(1),
  student_id: ZId.optional(),
});
export type TAnnouncementFileQuery = z.infer<typeof ZAnnouncementFileQuery>;

/** GET /api/v1/banner-prom/for_student/{userType} [API-BANNER-1] */
export const ZBannerParams = z.object({ userType: ZInt32 });
export const LANDING_SCREENS = [
  'TIMETABLE',
  'STUDY_MATERIAL',
  'LIVE_CLASS',
  'EXAM',
  'DOCUMENT',
  'ASSIGNMENT',
  'PRODUCT',
  'REPORT',
] as const;
export const ZBanner = z.object({
  banner_id: z.number().int(),
  web_url: z.string(),
  /** Alternative text for the banner image. */
  title: z.string(),
  is_redir: z.boolean(),
  red_link: z.string().nullable(),
  land_scr: z.enum(LANDING_SCREENS).nullable(),
});
export type TBanner = z.infer<typeof ZBanner>;
export const ZPromo = z.object({ prom_id: z.number().int(), web_url: z.string(), title: z.string() });
export type TPromo = z.infer<typeof ZPromo>;
export const ZBannerResponse = zEnvelope(z.object({ banner: z.array(ZBanner), prom: z.array(ZPromo) }));
export type TBannerResponse = z.infer<typeof ZBannerResponse>;
