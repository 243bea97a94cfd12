import { z } from 'zod';
import { zHttpsUrl, zRequiredText } from './fields.ts';
import { ZRecordBase } from './jobs.ts';

const zName = zRequiredText(200);

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
