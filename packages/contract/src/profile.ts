import { z } from 'zod';
import { zEnvelope, ZDate, ZId, zText } from './common.ts';

/** GET /api/v1/students/get-student-detail/{institute_id}/{stud_id} [API-PROFILE-1] [PROFILE-LOAD-1]. */
export const ZStudentDetailParams = z.object({
  institute_id: ZId,
  stud_id: ZId,
});

/**
 * The student detail [S1 §3.12]: every field always present, null when the institute has no
 * value (the screen shows '-': PROFILE-DISP-1). Numbers the spec's client may see as -1 or 0
 * for "none" (roll number, Aadhar) stay text here; the domain's profile rules decide '-'.
 */
export const ZStudentProfile = z.object({
  name: z.string(),
  photo_url: z.string().nullable(),
  join_date: ZDate.nullable(),
  student_phone: z.string().nullable(),
  current_address: z.string().nullable(),
  student_email: z.string().nullable(),
  standard: z.string().nullable(),
  /** The batches (sections at a school), comma-separated. */
  assignedCourses: z.string().nullable(),
  roll_no: z.string().nullable(),
  mother_tongue: z.string().nullable(),
  gender: z.string().nullable(),
  country: z.string().nullable(),
  birth_place: z.string().nullable(),
  religion: z.string().nullable(),
  blood_group: z.string().nullable(),
  student_adhar_card: z.string().nullable(),
  /** YYYY-MM-DD; '1900-01-01' stands for none (PROFILE-DISP-4). */
  dob: ZDate.nullable(),
  state: z.string().nullable(),
  parent_name: z.string().nullable(),
  parent_email: z.string().nullable(),
  parent_profession: z.string().nullable(),
  parent_phone: z.string().nullable(),
  parent_adhar_card: z.string().nullable(),
  guardian_name: z.string().nullable(),
  guardian_email: z.string().nullable(),
  guardian_phone: z.string().nullable(),
  permanent_address: z.string().nullable(),
  /** Set: the student may edit their own profile (PROFILE-EDIT-3 reading A). */
  student_profile_update_restrict: z.boolean(),
});
export type TStudentProfile = z.infer<typeof ZStudentProfile>;
export const ZStudentDetailResponse = zEnvelope(ZStudentProfile);
export type TStudentDetailResponse = z.infer<typeof ZStudentDetailResponse>;

/**
 * PUT /api/v1/profiles/update/{institute_id}/{user_id} [API-PROFILE-2]: exactly one field per
 * call. The photo is base64 without a data-URL prefix [PROFILE-PHOTO-2]; the server checks its
 * content is an image and its size (decided with the server, issue 6).
 */
export const ZProfileUpdateParams = z.object({
  institute_id: ZId,
  user_id: ZId,
});
/** Typed text, trimmed first, then bounded: the bounds are the screen's (PROFILE-EDIT-*). */
const trimmed = (min: number, max: number, options?: { multiline?: boolean }) => z.string().trim().pipe(zText(max, options).min(min));
export const ZProfileUpdateRequest = z
  .object({
    /** The one field a person may break into lines. */
    address: trimmed(1, 119, { multiline: true }).optional(),
    birth_place: trimmed(1, 20).optional(),
    /** One of the eight groups: the server applies the domain's rule [PROFILE-BG-1]. */
    blood_group: trimmed(2, 3).optional(),
    // Format only: the domain's rule checks the calendar with the spec's messages (PROFILE-DOB-*).
    dob: ZDate.optional(),
    photo: z
      .string()
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'expected base64 without a data: prefix')
      .optional(),
  })
  .refine((v) => Object.values(v).filter((x) => x !== undefined).length === 1, {
    message: 'send exactly one of address, birth_place, blood_group, dob, photo',
    path: ['address'],
  });
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequest>;
/** The saved profile, so the screen shows the new value at once [PROFILE-EDIT-6]. */
export const ZProfileUpdateResponse = zEnvelope(ZStudentProfile);
export type TProfileUpdateResponse = z.infer<typeof ZProfileUpdateResponse>;

/**
 * GET /api/v1/profiles/photo/{key}: the stored photo that photo_url names [PROFILE-HEAD-1]
 * (a JPEG; not JSON). The key is the file store's (32 hex digits); anything else is 404.
 */
export const ZProfilePhotoParams = z.object({ key: zText(64).min(1) });

/**
 * POST /api/v1/changePwd [API-PWD-2]: the server checks oldPassword [PWD-CHANGE-2]; userid is
 * the parent's id on a parent login [PWD-CHANGE-9]. The new-password policy is the domain's
 * (decision 020); the server applies the same function.
 */
export const ZChangePasswordRequest = z.object({
  institute_id: ZId,
  username: trimmed(1, 254),
  // Passwords are only hashed, never stored or compared as text: any character may be in one.
  oldPassword: z.string().min(1).max(256),
  newPassword: z.string().min(1).max(256),
  userid: ZId,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
export const ZChangePasswordResponse = zEnvelope(z.null());
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

/**
 * POST /api/v2/user/forgotPassword [API-PWD-1]: user_name is the phone; user_id and
 * institute_id name the chosen account on the retry [PWD-FORGOT-7]. 200 with result null: a
 * temporary password was sent [PWD-FORGOT-9]; a list: choose an account [PWD-FORGOT-5].
 */
export const ZForgotPasswordRequest = z.object({
  institute_id: ZId.optional(),
  source: z.literal('study-app'),
  user_id: ZId.optional(),
  user_name: z.string().regex(/^\d{7,15}$/, 'expected the phone number, digits only'),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;
export const ZForgotPasswordAccount = z.object({
  user_id: z.number().int(),
  institute_id: z.number().int(),
  name: z.string(),
  /** The role label, e.g. 'Student' or 'Parent'. */
  display: z.string(),
  institute_name: z.string(),
});
export type TForgotPasswordAccount = z.infer<typeof ZForgotPasswordAccount>;
export const ZForgotPasswordResponse = zEnvelope(z.array(ZForgotPasswordAccount).nullable());
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;
