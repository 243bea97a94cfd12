import { z } from 'zod';
import { zText } from '../common.ts';
import { ZRecordBase } from './jobs.ts';
import { zHttpsUrl } from './products.ts';

const zName = zText(200).refine((s) => s.trim().length > 0, { message: 'required' });

/** A subject the institute teaches: documents and study material are filed under it. */
export const ZSubjectRecord = ZRecordBase.extend({ name: zName });
export type TSubjectRecord = z.infer<typeof ZSubjectRecord>;

/**
 * A teacher or other member of staff (OneRoster: a user with role teacher): a name and a photo
 * the timetable's classes show; no account (the portal is for learners and parents).
 */
export const ZStaffRecord = ZRecordBase.extend({
  // A class lists its teachers' names and photos as comma-separated lists, paired by position.
  name: zName.refine((s) => !s.includes(','), { message: "a comma cannot be part of a name (the timetable separates teachers' names by commas)" }),
  photo_url: zHttpsUrl.optional(),
});
export type TStaffRecord = z.infer<typeof ZStaffRecord>;
