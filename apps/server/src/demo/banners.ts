import type { Insertable } from 'kysely';
import type { BannerTable, PromotionTable } from '../db/types-home.ts';
import { COACHING_ID, SCHOOL_ID } from './institutes.ts';
import { DEMO_IMAGES } from './notice-types.ts';
import type { SeedContext } from './context.ts';

type BannerSeed = Omit<Insertable<BannerTable>, 'institute_id' | 'image_url' | 'sort_order'>;

/**
 * The school's banners in display order; the browser shows the first five [HOME-BANNER-2].
 * One per landing screen, except: REPORT (5th) does not redirect [HOME-BANNER-5], EXAM carries
 * a link as well as a screen [HOME-BANNER-8], and the last only has an external link.
 */
const SCHOOL_BANNERS: BannerSeed[] = [
  { id: 1, title: 'Your timetable for the week', is_redir: true, red_link: null, land_scr: 'TIMETABLE' },
  { id: 2, title: 'Half-yearly exams: practice tests open', is_redir: true, red_link: 'https://sunrise-school.example.com/exams', land_scr: 'EXAM' },
  { id: 3, title: 'Submit your homework on time', is_redir: true, red_link: null, land_scr: 'ASSIGNMENT' },
  { id: 4, title: 'Live classes this week', is_redir: true, red_link: null, land_scr: 'LIVE_CLASS' },
  { id: 5, title: 'Report cards are out', is_redir: false, red_link: null, land_scr: 'REPORT' },
  { id: 6, title: 'New study material', is_redir: true, red_link: null, land_scr: 'STUDY_MATERIAL' },
  { id: 7, title: 'Your documents', is_redir: true, red_link: null, land_scr: 'DOCUMENT' },
  { id: 8, title: 'School book store', is_redir: true, red_link: 'https://store.sunrise-school.example.com/', land_scr: null },
];

export async function seedBanners({ trx }: SeedContext): Promise<void> {
  await trx
    .insertInto('banner')
    .values([
      ...SCHOOL_BANNERS.map((b, i) => ({
        ...b,
        institute_id: SCHOOL_ID,
        image_url: `${DEMO_IMAGES}/banner-${i + 1}.svg`,
        sort_order: (i + 1) * 10,
      })),
      // Withdrawn, and first in order: a filter that forgot is_active would show it.
      { id: 9, institute_id: SCHOOL_ID, image_url: `${DEMO_IMAGES}/banner-1.svg`, title: 'Old admission banner', sort_order: 0, is_active: false, is_redir: false, red_link: null, land_scr: null },
      // The coaching institute has banners, but its marketing setting is off [HOME-BANNER-1].
      { id: 10, institute_id: COACHING_ID, image_url: `${DEMO_IMAGES}/banner-2.svg`, title: 'JEE crash course', sort_order: 10, is_redir: true, red_link: null, land_scr: 'PRODUCT' },
      { id: 11, institute_id: COACHING_ID, image_url: `${DEMO_IMAGES}/banner-4.svg`, title: 'Live doubt sessions', sort_order: 20, is_redir: true, red_link: null, land_scr: 'LIVE_CLASS' },
    ])
    .execute();

  const promotions: Insertable<PromotionTable>[] = [
    { id: 1, institute_id: SCHOOL_ID, image_url: `${DEMO_IMAGES}/promo-1.svg`, title: 'Admissions open for 2027-28' },
    { id: 2, institute_id: COACHING_ID, image_url: `${DEMO_IMAGES}/promo-1.svg`, title: 'Crash course for JEE Main' },
  ];
  await trx.insertInto('promotion').values(promotions).execute();
}
