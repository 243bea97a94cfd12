import { z } from 'zod';
import { isValidEmail, isValidPhone } from '@portal/domain/auth/login-validation';
import { ZDateIn, zText } from '../common.ts';
import { zRequiredText } from './fields.ts';
import { ZRecordBase, ZSourceId } from './jobs.ts';

const zName = zRequiredText(200);
/** The number people sign in with: digits only once spaces, dashes and a leading + are gone. */
const zPhone = zText(40)
  .transform((s) => s.replace(/[\s\-()]/g, '').replace(/^\+/, ''))
  .refine((s) => s === '' || isValidPhone(s), { message: 'expected 7 to 15 digits' })
  .transform((s) => s || undefined);
const zEmail = zText(254)
  .transform((s) => s.trim().toLowerCase())
  .refine((s) => s === '' || isValidEmail(s), { message: 'not an email address' })
  .transform((s) => s || undefined);

/**
 * A student (OneRoster: a user with role student). Imported people bring no password: they
 * sign in through the institute's sign-on link or set one with "Forgot password" (phone).
 */
export const ZStudentRecord = ZRecordBase.extend({
  name: zName,
  /** The admission or roll number the institute shows; the source id when absent. */
  display_id: zText(50).optional(),
  phone: zPhone.optional(),
  email: zEmail.optional(),
  join_date: ZDateIn.optional(),
  /** The academic years (source ids) the student is enrolled in. */
  academic_year_source_ids: z.array(ZSourceId).max(20).default([]),
  /** false: signing in is refused (fees unpaid, [LOGIN-OUT-8]'s is_login_allowed). */
  login_allowed: z.boolean().default(true),
  /** The profile's date of birth (OneRoster demographics' birthDate); left out, the profile keeps its own. */
  date_of_birth: ZDateIn.optional(),
  /** The profile's gender (OneRoster demographics' sex); left out, the profile keeps its own. */
  gender: z.string().trim().toLowerCase().pipe(z.enum(['male', 'female', 'other', 'unspecified'])).optional(),
});
export type TStudentRecord = z.infer<typeof ZStudentRecord>;

/** A parent or guardian (OneRoster: role parent/guardian, linked through agentSourcedIds). */
export const ZParentRecord = ZRecordBase.extend({
  name: zName,
  phone: zPhone.optional(),
  email: zEmail.optional(),
  /** The children's student source ids. */
  children_source_ids: z.array(ZSourceId).min(1, { message: 'a parent needs at least one child' }).max(20),
});
export type TParentRecord = z.infer<typeof ZParentRecord>;

/** A student in a batch (OneRoster: an enrollment with role student). */
export const ZEnrollmentRecord = ZRecordBase.extend({
  batch_source_id: ZSourceId,
  student_source_id: ZSourceId,
});
export type TEnrollmentRecord = z.infer<typeof ZEnrollmentRecord>;
