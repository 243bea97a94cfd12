import { z } from 'zod';
import { ZDate } from './common.ts';

/** GET /api/v1/institutes/getLogoAndFavIcon?virtualHostUrl={host} [API-BRAND-1] */
export const ZBrandingQuery = z.object({ virtualHostUrl: z.string().min(1).max(253) });
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
export const ZAcademicYearParams = z.object({ instituteId: z.coerce.number().int().positive() });
export const ZAcademicYear = z.object({
  inst_acad_year_id: z.number().int(),
  inst_acad_year: z.string(),
  start_date: ZDate,
  end_date: ZDate,
});
export const ZAcademicYearList = z.array(ZAcademicYear);
export type TAcademicYearList = z.infer<typeof ZAcademicYearList>;
export type TAcademicYear = z.infer<typeof ZAcademicYear>;
