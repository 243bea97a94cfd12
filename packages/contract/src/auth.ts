import { z } from 'zod';
import { zEnvelope, ZDate, ZId, zIntIn, zText, INT32_MAX } from './common.ts';

const ZFileManager = z.enum(['STUDY_MATERIAL', 'FILE_MANEGER', 'BOTH']);
const ZDelivery = z.enum(['ONLINE', 'OFFLINE', 'HYBRID_BLENDED']);

/** The spec's client sends an unset optional field as null (or ''): the same as leaving it out. */
const unset = (value: unknown) => (value === null || value === '' ? undefined : value);
const optionalId = z.preprocess(unset, ZId.optional());

/**
 * POST /api/v2/user/v3/login [API-LOGIN-1]. `student_id` is ours: a parent's chosen child.
 * `sso_key` is ours too: the one-time key of the single sign-on answer [SSO-FLOW-4], sent in
 * place of the password (decision 018). Exactly one of the two is sent. The ids may come as
 * numeric strings (the spec's client reads institute_id from local storage) or null; a first
 * login from a new browser sends `device_id: null`, and the server issues one (decision 028).
 */
export const ZLoginRequest = z
  .object({
    user_name: zText(254).trim().min(1),
    password: z.string().min(1).max(128).optional(),
    sso_key: z.string().min(16).max(128).optional(),
    device_id: z.preprocess(unset, zText(64).min(8).optional()),
    source: z.literal('WEB'),
    user_type: z.preprocess(unset, zIntIn(1, INT32_MAX).optional()),
    user_id: optionalId,
    institute_id: optionalId,
    student_id: optionalId,
    logout_from_all_devices: z.preprocess(unset, z.boolean().optional()),
  })
  .superRefine((body, ctx) => {
    // Reported on password, as before the key existed: a form without one reads "password: Required".
    if (body.password === undefined && body.sso_key === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Required' });
    } else if (body.password !== undefined && body.sso_key !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['sso_key'], message: 'send either password or sso_key, not both' });
    }
  });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZStudentYear = z.object({ acad_yr_id: z.number().int(), acad_yr_name: z.string() });

/** One student a login can act for [LOGIN-OUT-8]. No password, ever. */
export const ZStudentDetail = z.object({
  user_id: z.number().int(),
  user_type: z.number().int(),
  institute_id: z.number().int(),
  institute_name: z.string(),
  student_id: z.number().int(),
  student_display_id: z.string(),
  student_name: z.string(),
  phone_no: z.string().nullable(),
  email_id: z.string().nullable(),
  account_id: z.number().int(),
  photo_url: z.string().nullable(),
  join_date: ZDate.nullable(),
  student_acad_year: z.array(ZStudentYear),
  is_login_allowed: z.number().int(),
});
export type TStudentDetail = z.infer<typeof ZStudentDetail>;

/** A profile of the selection dialog [LOGIN-MULTI-1]. */
export const ZProfileChoice = z.object({
  user_id: z.number().int(),
  user_type: z.number().int(),
  institute_id: z.number().int(),
  institute_name: z.string(),
  name: z.string(),
  display: z.string(),
  is_login_allowed: z.number().int(),
});
export type TProfileChoice = z.infer<typeof ZProfileChoice>;

export const ZInstSetUp = z.object({
  file_manager_study_material: ZFileManager,
  classes: ZDelivery,
  exam: ZDelivery,
  store: z.boolean(),
  twitter_url: z.string().nullable(),
  is_fee_struct_linked: z.boolean(),
  student_fee_receipt_option: z.boolean(),
  is_marketing_and_banner: z.boolean(),
  is_fine_configured: z.boolean(),
});
export type TInstSetUp = z.infer<typeof ZInstSetUp>;

/**
 * The session a successful login opens, in the spec's field names [LOGIN-OUT-7]
 * [SESSION-STORE-2]. The secrets the spec kept here (password, auth strings) are gone: the
 * session token travels only in an HttpOnly cookie. A parent of several children gets one with
 * `student_id: null` first: any of the parent's children may be named until one is chosen
 * [LOGIN-PARENT-1] (decision 028).
 */
export const ZSession = z.object({
  /** This browser's device id: the one sent, or the one the server issued for a null [LOGIN-OUT-7]. */
  device_id: z.string(),
  /** Always null on a session: the options 10, 11 and 13 are answered without one [LOGIN-OUT-3]. */
  login_option: z.null(),
  user_id: z.number().int(),
  user_type: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  email_id: z.string().nullable(),
  phone_no: z.string().nullable(),
  /**
   * The signed-in account's own phone (the parent's on a parent login): the spec's client
   * builds the messages address from it, `{country_calling_code}-{mobile_no}` [API-MSG-1].
   */
  mobile_no: z.string().nullable(),
  country_calling_code: z.string(),
  photo_url: z.string().nullable(),
  join_date: ZDate.nullable(),
  parentslogin: z.boolean(),
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  /** The parent's phone on a parent login (phone_no is the adopted child's) [SESSION-STORE-2]. */
  parent_num: z.string().nullable().optional(),
  student_id: z.number().int().nullable(),
  student_display_id: z.string().nullable(),
  institute_id: z.number().int(),
  institute_name: z.string(),
  institute_logo_url: z.string(),
  is_institute_type_school: z.boolean(),
  language: z.string().nullable(),
  acad_yr_id: z.number().int().nullable(),
  ay_start_date: ZDate.nullable(),
  ay_end_date: ZDate.nullable(),
  student_acad_year: z.array(ZStudentYear),
  inst_set_up: ZInstSetUp,
  /** The same settings under the login result's name; the spec's client copies it into inst_set_up (S0 §3). */
  inst_plan_det: ZInstSetUp,
  /** No course-structure screens here (SESSION-STORE-2): always false. */
  course_structure_flag: z.boolean(),
  /** The bit pattern module_set_up is read from [SESSION-STORE-5/6]: 0, no optional module. */
  institute_setup_type: z.number().int(),
  /** Live classes may be Zoom meetings whenever the institute holds classes online [LIVE-JOIN-3]. */
  _zoom_integration_enable: z.boolean(),
  enable_online_assignment_feature: z.boolean(),
  enable_eLearn_feature: z.boolean(),
  enable_single_device_login: z.boolean(),
  prodUrl: z.string().nullable(),
  help_url: z.string().nullable(),
  privacy_policy_url: z.string().nullable(),
  terms_and_condition_url: z.string().nullable(),
  fg_page_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  whatsapp_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
  logindatetime: z.string(),
  time_zone: z.string(),
  expires_at: z.string(),
  student_details: z.array(ZStudentDetail),
  /**
   * Set when this session was opened with a temporary password from forgot password, which
   * works once (issue 6): the person should set a new password now. Absent means false.
   */
  password_reset_pending: z.boolean().optional(),
});
export type TSession = z.infer<typeof ZSession>;

/**
 * What a login answer's result may be when no session opens [LOGIN-OPT-1..5], with the device
 * id the browser should keep (the one it sent, or the one issued for a null) [LOGIN-OUT-7].
 */
export const ZLoginOption = z.object({
  login_option: z.union([z.literal(10), z.literal(11), z.literal(13)]),
  device_id: z.string(),
});
export type TLoginOption = z.infer<typeof ZLoginOption>;

/** A profile list [LOGIN-OUT-2], an option [LOGIN-OPT-1..5], a session (a parent's choice included) or null [LOGIN-OUT-5]. */
export const ZLoginResult = z.union([z.array(ZProfileChoice), ZLoginOption, ZSession, z.null()]);
export type TLoginResult = z.infer<typeof ZLoginResult>;
export const ZLoginResponse = zEnvelope(ZLoginResult);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** GET /api/v1/session: the current session (ours; lets a reload confirm the cookie still holds). */
export const ZSessionResponse = zEnvelope(ZSession);
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/** PUT /api/v1/session/academic-year: the academic-year switch [SESSION-AY-1..5] (decision 002). */
export const ZSwitchYearRequest = z.object({ acad_yr_id: ZId });
export const ZSwitchYearResponse = zEnvelope(ZSession);
export type TSwitchYearRequest = z.infer<typeof ZSwitchYearRequest>;
export type TSwitchYearResponse = z.infer<typeof ZSwitchYearResponse>;

/** GET /api/v1/alternateLogin/logout?deviceId={id} [API-LOGOUT-1] */
export const ZLogoutQuery = z.object({ deviceId: zText(64).optional() });
export const ZLogoutResponse = zEnvelope(z.null());
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;
