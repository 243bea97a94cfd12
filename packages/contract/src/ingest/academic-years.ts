import { z } from 'zod';
import { ZDateIn } from '../common.ts';
import { zRequiredText } from './fields.ts';
import { ZRecordBase } from './jobs.ts';

/** An academic year (OneRoster: an academicSession of type schoolYear). */
export const ZAcademicYearRecord = ZRecordBase.extend({
  name: zRequiredText(100),
  start_date: ZDateIn,
  end_date: ZDateIn,
  /** The year the portal opens in; one per institute (the last one sent wins). */
  is_current: z.boolean().default(false),
}).refine((r) => r.start_date <= r.end_date, { message: 'the year ends before it starts', path: ['end_date'] });
export type TAcademicYearRecord = z.infer<typeof ZAcademicYearRecord>;
