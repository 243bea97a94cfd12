import { z } from 'zod';
import { ZDate, ZId, zText } from './common.ts';

/** GET /api/v1/institutes/getLogoAndFavIcon?virtualHostUrl={host} [API-BRAND-1] */
export const ZBrandingQuery = z.object({ virtualHostUrl: zText(253).min(1) });
export const ZBrandingItem = z.object({
  logoPath: z.string(),
  favIconPath: z.string(),
  instituteId: z.number().int(),
  institute_name: z.string(),
});
export const ZBrandingResponse = z.array(ZBrandingItem);
export type TBrandingResponse = z.infer<typeof ZBrandingResponse>;
export type TBrandingItem = z.infer<typeof ZBrandingItem>;

/** GET /api/v1/academicYear/all/{instituteId} [API-AY-1] */
export const ZAcademicYearParams = z.object({ instituteId: ZId });
export const ZAcademicYear = z.object({
  inst_acad_year_id: z.number().int(),
  inst_acad_year: z.string(),
  start_date: ZDate,
  end_date: ZDate,
});
export const ZAcademicYearList = z.array(ZAcademicYear);
export type TAcademicYearList = z.infer<typeof ZAcademicYearList>;
export type TAcademicYear = z.infer<typeof ZAcademicYear>;

/**
 * GET /api/v1/institutes/webAccessToken/{instituteId}: not in the spec; the older client asks it
 * before the academic years. The answer grants nothing (decision 028): sessions stay the cookie
 * or a Bearer token, and this value is not shaped like one.
 */
export const ZWebAccessTokenParams = z.object({ instituteId: ZId });
export const WEB_ACCESS_TOKEN_PLACEHOLDER = 'not-required';
export const ZWebAccessTokenResponse = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  result: z.literal(WEB_ACCESS_TOKEN_PLACEHOLDER),
});
export type TWebAccessTokenResponse = z.infer<typeof ZWebAccessTokenResponse>;
