import type { Insertable } from 'kysely';
import type { InstituteTable } from '../db/types.ts';
import type { SeedContext } from './context.ts';

export const SCHOOL_ID = 101;
export const COACHING_ID = 102;
export const FRENCH_ID = 106343;

const BRAND = '/my-account/brand';

/** The three demo institutes of DEMO.md; ids, hosts and settings are a contract. */
export const DEMO_INSTITUTES: Insertable<InstituteTable>[] = [
  {
    id: SCHOOL_ID,
    name: 'Sunrise Public School',
    is_school: true,
    hosts: ['localhost', '127.0.0.1', 'school.localhost'],
    logo_url: `${BRAND}/school-logo.svg`,
    favicon_url: `${BRAND}/school-favicon.svg`,
    file_manager: 'BOTH',
    classes_mode: 'HYBRID_BLENDED',
    exam_mode: 'HYBRID_BLENDED',
    store: true,
    online_assignment: true,
    elearn: true,
    marketing_banner: true,
    fee_struct_linked: true,
    fee_receipts: true,
    fine_configured: true,
    help_url: 'https://help.sunrise-school.example.com/portal',
    privacy_url: 'https://sunrise-school.example.com/privacy-policy',
    terms_url: 'https://sunrise-school.example.com/terms-of-service',
    twitter_url: 'https://x.example.com/sunriseschool',
    facebook_url: 'https://facebook.example.com/sunrisepublicschool',
    linkedin_url: 'https://linkedin.example.com/school/sunrise-public-school',
    whatsapp_url: 'https://wa.example.com/919000000100',
    // No scheme on purpose: the header adds https:// [SHELL-SOCIAL-2].
    youtube_url: 'www.youtube.example.com/@sunrisepublicschool',
    instagram_url: 'https://instagram.example.com/sunrise.school',
    prod_url: null,
    country_calling_code: '91',
    language: null,
  },
  {
    id: COACHING_ID,
    name: 'Apex Coaching Institute',
    is_school: false,
    hosts: ['coaching.localhost'],
    logo_url: `${BRAND}/coaching-logo.svg`,
    favicon_url: `${BRAND}/coaching-favicon.svg`,
    file_manager: 'STUDY_MATERIAL',
    classes_mode: 'ONLINE',
    exam_mode: 'ONLINE',
    store: true,
    online_assignment: true,
    elearn: true,
    marketing_banner: false,
    fee_struct_linked: false,
    fee_receipts: false,
    fine_configured: false,
    help_url: null,
    privacy_url: null,
    terms_url: null,
    twitter_url: null,
    facebook_url: null,
    linkedin_url: null,
    whatsapp_url: null,
    youtube_url: null,
    instagram_url: null,
    prod_url: null,
    country_calling_code: '91',
    language: null,
  },
  {
    id: FRENCH_ID,
    // A small coaching centre in Puducherry, where French is still taught: the institute the
    // spec forces to French [SHELL-LANG-3].
    name: 'Institut Lumière Puducherry',
    is_school: false,
    hosts: ['fr.localhost'],
    logo_url: `${BRAND}/small-logo.svg`,
    favicon_url: `${BRAND}/small-favicon.svg`,
    file_manager: 'STUDY_MATERIAL',
    classes_mode: 'ONLINE',
    exam_mode: 'ONLINE',
    store: false,
    online_assignment: true,
    elearn: true,
    marketing_banner: false,
    fee_struct_linked: false,
    fee_receipts: false,
    fine_configured: false,
    help_url: null,
    privacy_url: null,
    terms_url: null,
    twitter_url: null,
    facebook_url: null,
    linkedin_url: null,
    whatsapp_url: null,
    youtube_url: null,
    instagram_url: null,
    prod_url: null,
    country_calling_code: '91',
    language: 'fr',
  },
];

export async function seedInstitutes({ trx }: SeedContext): Promise<void> {
  await trx.insertInto('institute').values(DEMO_INSTITUTES).execute();
}
