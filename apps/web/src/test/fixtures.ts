import { ZAnnouncement, ZBanner, ZMessage, ZPromo, type TAnnouncement, type TBanner, type TMessage, type TPromo } from '@portal/contract';
import { ZBrandingResponse, ZProfileChoice, ZSession, type TProfileChoice, type TSession } from '@portal/contract';
import { WEB_TEST_NOW } from './test-clock.ts';

// Fixtures are parsed by the contract's schemas, so a wire shape change breaks these tests first.

// The login instant of the session fixtures: the tests' stopped clock (test-clock.ts), never the
// real time, so a file that runs across midnight does not find its session expired.
const today = new Date(WEB_TEST_NOW);

const schoolSetUp = {
  file_manager_study_material: 'BOTH',
  classes: 'HYBRID_BLENDED',
  exam: 'HYBRID_BLENDED',
  store: true,
  twitter_url: 'twitter.com/sunrise',
  is_fee_struct_linked: true,
  student_fee_receipt_option: true,
  is_marketing_and_banner: true,
  is_fine_configured: true,
} as const;

export const schoolSession: TSession = ZSession.parse({
  device_id: 'test-device-0001',
  login_option: null,
  user_id: 501,
  user_type: 1,
  account_id: 9001,
  name: 'Aarav Sharma',
  email_id: 'aarav@school.example',
  phone_no: '9000000001',
  mobile_no: '9000000001',
  country_calling_code: '91',
  photo_url: null,
  join_date: '2023-06-01',
  parentslogin: false,
  parent_id: null,
  parent_name: null,
  student_id: 7001,
  student_display_id: 'SPS-2024-017',
  institute_id: 101,
  institute_name: 'Sunrise Public School',
  institute_logo_url: '/my-account/brand/school-logo.svg',
  is_institute_type_school: true,
  language: null,
  acad_yr_id: 12,
  ay_start_date: '2026-04-01',
  ay_end_date: '2027-03-31',
  student_acad_year: [
    { acad_yr_id: 12, acad_yr_name: '2026-27' },
    { acad_yr_id: 11, acad_yr_name: '2025-26' },
  ],
  inst_set_up: schoolSetUp,
  inst_plan_det: schoolSetUp,
  course_structure_flag: false,
  institute_setup_type: 0,
  _zoom_integration_enable: true,
  enable_online_assignment_feature: true,
  enable_eLearn_feature: true,
  enable_single_device_login: false,
  prodUrl: null,
  help_url: 'https://help.sunrise.example',
  privacy_policy_url: 'https://sunrise.example/privacy',
  terms_and_condition_url: 'https://sunrise.example/terms',
  fg_page_url: 'facebook.com/sunrise',
  instagram_url: 'https://instagram.com/sunrise',
  whatsapp_url: null,
  linkedin_url: null,
  youtube_url: 'https://youtube.com/@sunrise',
  logindatetime: today.toISOString(),
  time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  expires_at: new Date(today.getTime() + 60 * 60 * 1000).toISOString(),
  student_details: [],
});

export const coachingSession: TSession = ZSession.parse({
  ...schoolSession,
  user_id: 502,
  name: 'Riya Patel',
  institute_id: 102,
  institute_name: 'Apex Coaching Centre',
  is_institute_type_school: false,
  student_acad_year: [{ acad_yr_id: 21, acad_yr_name: '2026' }],
  acad_yr_id: 21,
  inst_set_up: { ...schoolSession.inst_set_up, file_manager_study_material: 'STUDY_MATERIAL', classes: 'ONLINE', exam: 'ONLINE', twitter_url: null },
  inst_plan_det: { ...schoolSession.inst_set_up, file_manager_study_material: 'STUDY_MATERIAL', classes: 'ONLINE', exam: 'ONLINE', twitter_url: null },
  help_url: null,
  privacy_policy_url: null,
  terms_and_condition_url: null,
  fg_page_url: null,
  instagram_url: null,
  youtube_url: null,
});

export const openUserSession: TSession = ZSession.parse({ ...coachingSession, user_id: 503, user_type: 99, name: 'Kabir Open' });

export const parentSession: TSession = ZSession.parse({
  ...schoolSession,
  user_id: 601,
  user_type: 3,
  parentslogin: true,
  parent_id: 8801,
  parent_name: 'Meera Sharma',
  phone_no: '9000000010',
  mobile_no: '9000000010',
});

export const frenchSession: TSession = ZSession.parse({ ...coachingSession, user_id: 504, institute_id: 106343, institute_name: 'Petit Institut' });

export const profiles: TProfileChoice[] = [
  { user_id: 701, user_type: 1, institute_id: 101, institute_name: 'Sunrise Public School', name: 'Dev Kumar', display: 'Student', is_login_allowed: 1 },
  { user_id: 702, user_type: 1, institute_id: 102, institute_name: 'Apex Coaching Centre', name: 'Dev Kumar', display: 'Student', is_login_allowed: 1 },
].map((p) => ZProfileChoice.parse(p));

const child = (student_id: number, student_name: string, student_display_id: string) => ({
  user_id: 601,
  user_type: 3,
  institute_id: 101,
  institute_name: 'Sunrise Public School',
  student_id,
  student_display_id,
  student_name,
  phone_no: null,
  email_id: null,
  account_id: 9001,
  photo_url: null,
  join_date: null,
  student_acad_year: [{ acad_yr_id: 12, acad_yr_name: '2026-27' }],
  is_login_allowed: 1,
});

/** A parent's first answer: a session with no child chosen yet, listing the children [LOGIN-PARENT-1]. */
export const studentChoice: TSession = ZSession.parse({
  ...parentSession,
  user_id: 8801,
  name: 'Meera Sharma',
  student_id: null,
  student_display_id: null,
  student_acad_year: [],
  student_details: [child(7001, 'Aarav Sharma', 'SPS-2024-017'), child(7002, 'Anaya Sharma', 'SPS-2024-018')],
});

export const schoolBranding = ZBrandingResponse.parse([
  { logoPath: '/my-account/brand/school-logo.svg', favIconPath: '/my-account/brand/school-favicon.svg', instituteId: 101, institute_name: 'Sunrise Public School' },
]);

/** An announcement as the server sends it; the test overrides what it is about. */
export function announcement(id: number, date: string, time: string, extra: Partial<TAnnouncement> = {}): TAnnouncement {
  return ZAnnouncement.parse({
    ancmnt_id: id,
    ancmnt_title: `Notice ${id}`,
    description: `<p>Details of notice ${id}.</p>`,
    updated_by: 'School Office',
    updated_date: `${date}T${time}:00Z`,
    announced_date: date,
    announced_time: time,
    batch_sec_names: 'Class 10 - A,Class 10 - B',
    announcement_img_url: null,
    file_name: null,
    file_url: null,
    ...extra,
  });
}

const BANNER_TITLES = [
  'Term 2 timetable is out',
  'Live revision classes this week',
  'Mock exam series opens Monday',
  'New study material for physics',
  'Visit our book store',
  'Annual day rehearsals',
  'Science fair registrations',
];

export function banner(id: number, extra: Partial<TBanner> = {}): TBanner {
  return ZBanner.parse({
    banner_id: id,
    web_url: `/my-account/demo/banner-${id}.svg`,
    title: BANNER_TITLES[(id - 1) % BANNER_TITLES.length],
    is_redir: false,
    red_link: null,
    land_scr: null,
    ...extra,
  });
}

export const promo: TPromo = ZPromo.parse({ prom_id: 1, web_url: '/my-account/demo/promo-1.svg', title: '20% off all mock test series' });

export function message(id: number, createdDateTime: string, text = `Message ${id}`): TMessage {
  return ZMessage.parse({ message_id: id, message: text, createdDateTime });
}
