import { readFile } from 'node:fs/promises';
import { SAMPLE_VIDEO_PATH } from '@portal/contract';
import { contentKey } from './assignments-files.ts';
import { addDays } from './calendar.ts';
import type { SeedContext } from './context.ts';
import { COACHING_ID, SCHOOL_ID } from './institutes.ts';

const IMAGES = '/my-account/demo/products';
/** The demo recording (live-media.ts): also the Olympiad course's sample video, as a direct mp4. */
const LECTURE = new URL('./media/lecture.mp4', import.meta.url);

/**
 * The key of a product's own sample copy of some bytes: the content key of the bytes marked as a
 * sample, never their plain content key. The sample route is public, and the same lecture bytes
 * are also a protected study video, a recording and a read-only document under their plain key:
 * sharing that key would let anyone watch them without signing in (decision 065).
 */
export const sampleVideoKey = (bytes: Buffer) => contentKey(Buffer.concat([Buffer.from('product sample video\n'), bytes]));

/** The school's store: where the buy-more link of My Products goes [PROD-BUY-1]. */
export const SCHOOL_STORE_URL = 'https://store.sunrise-school.example.com/';

/**
 * The demo products' titles. The study library links its paid course types to products by
 * these titles (a course type's product_id), so they are a contract between the two parts.
 */
export const PRODUCT_TITLES = {
  olympiad: 'Class 8 Olympiad Mathematics',
  scienceCamp: 'Summer Science Camp 2026',
  spokenEnglish: 'Spoken English Starter',
  jeeSeries: 'JEE Main Test Series 2027',
  neetCrash: 'NEET Crash Course 2027',
  foundationPhysics: 'Foundation Physics 2025',
} as const;

/** An enrolment: the buyer's user id, enrolled `from` days ago, valid through `to` days from today (negative: past). */
type Enrolment = { userId: number; from: number; to: number };
type DemoProduct = {
  institute: number;
  title: string;
  about: string;
  photo: string | null;
  logo?: string;
  price: number;
  youtube: string[];
  /** 'lecture' is the demo's own mp4, served by the sample-video route. */
  video?: string | 'lecture';
  items: [string, string][];
  enrolments: Enrolment[];
};

const AARAV = 1001;
const DIYA = 1002;
const OPEN_USER = 1003;
const TANVI = 1016;

/**
 * Seed part 'products' (issue 17): the stores of the school and the coaching institute, with
 * active, expired and free products, the items of each, sample videos of every kind (YouTube
 * lists, a Vimeo page, the demo's mp4) and the school's store address (prodUrl).
 */
const PRODUCTS: DemoProduct[] = [
  {
    institute: SCHOOL_ID,
    title: PRODUCT_TITLES.olympiad,
    about: '<p>Prepare for the <strong>International Mathematics Olympiad</strong> and the NSTSE with weekly problem-solving sessions.</p><ul><li>Number theory, geometry and combinatorics</li><li>12 full-length mock tests</li></ul>',
    photo: `${IMAGES}/olympiad-maths.svg`,
    price: 2499,
    youtube: ['bUu8gC1nXsE'],
    video: 'lecture',
    items: [
      ['Live classes', 'Two problem-solving classes a week, Saturday and Sunday at 10 AM'],
      ['Mock tests', '12 full-length olympiad mock tests with worked solutions'],
      ['Worksheets', 'Chapter-wise worksheets for number theory, geometry and combinatorics'],
      ['Doubt support', 'Ask a mentor on weekdays between 5 PM and 7 PM'],
    ],
    enrolments: [
      { userId: AARAV, from: 40, to: 140 },
      { userId: TANVI, from: 20, to: 160 },
    ],
  },
  {
    institute: SCHOOL_ID,
    title: PRODUCT_TITLES.scienceCamp,
    about: '<p>A four-week <em>hands-on</em> summer camp: build a working model every week &amp; present it on the last day.</p><p>Fee covers kits &#8377;1,200.</p>',
    photo: `${IMAGES}/science-camp.svg`,
    price: 1500,
    youtube: [],
    video: 'https://vimeo.com/76979871',
    items: [
      ['Duration', 'Four weeks, Monday to Friday, 9 AM to 12 noon'],
      ['Kits', 'Electronics, optics and chemistry kits to take home'],
      ['Certificate', 'A participation certificate signed by the principal'],
    ],
    enrolments: [{ userId: AARAV, from: 200, to: -120 }],
  },
  {
    institute: SCHOOL_ID,
    title: PRODUCT_TITLES.spokenEnglish,
    about: '<p>Short daily lessons to speak English with confidence: greetings, stories and group discussions.</p>',
    photo: null,
    logo: '/my-account/brand/school-logo.svg',
    price: 0,
    youtube: ['f-ldPgEfAHI', 'bUu8gC1nXsE'],
    items: [
      ['Lessons', '30 recorded lessons of 10 minutes each'],
      ['Practice', 'A speaking activity at the end of every lesson'],
    ],
    enrolments: [{ userId: AARAV, from: 10, to: 355 }],
  },
  {
    institute: COACHING_ID,
    title: PRODUCT_TITLES.jeeSeries,
    about: '<p>The complete <strong>JEE Main 2027</strong> test series on the latest pattern.</p><ul><li>30 full tests and 60 chapter tests</li><li>All-India rank after every full test</li></ul>',
    photo: `${IMAGES}/jee-test-series.svg`,
    logo: '/my-account/brand/coaching-logo.svg',
    price: 7999,
    youtube: ['f-ldPgEfAHI'],
    video: 'https://vimeo.com/148751763',
    items: [
      ['Full tests', '30 full-length tests in the JEE Main pattern, every second Sunday'],
      ['Chapter tests', '60 chapter-wise tests for Physics, Chemistry and Mathematics'],
      ['Analysis', 'Subject-wise analysis and an All-India rank after every full test'],
    ],
    enrolments: [{ userId: DIYA, from: 60, to: 300 }],
  },
  {
    institute: COACHING_ID,
    title: PRODUCT_TITLES.neetCrash,
    about: '<p>90 days to NEET 2027: the whole syllabus revised with daily practice papers.</p><p><strong>Biology</strong>, <strong>Physics</strong> &amp; <strong>Chemistry</strong>.</p>',
    photo: `${IMAGES}/neet-crash-course.svg`,
    price: 14999,
    youtube: ['f-ldPgEfAHI'],
    video: 'lecture',
    items: [
      ['Live classes', 'Six live classes a week, recorded for later viewing'],
      ['Daily practice', 'A daily practice paper of 45 questions with solutions'],
      ['Mock tests', '15 full NEET mock tests'],
    ],
    enrolments: [{ userId: OPEN_USER, from: 25, to: 65 }],
  },
  {
    institute: COACHING_ID,
    title: PRODUCT_TITLES.foundationPhysics,
    about: '<p>Class 10 foundation physics: motion, force and energy, built up for JEE.</p>',
    photo: `${IMAGES}/foundation-physics.svg`,
    price: 3999,
    youtube: ['bUu8gC1nXsE'],
    items: [
      ['Lectures', '40 recorded lectures'],
      ['Worksheets', 'Weekly worksheets with solutions'],
    ],
    enrolments: [
      { userId: DIYA, from: 400, to: -35 },
      { userId: OPEN_USER, from: 380, to: -35 },
    ],
  },
];

export async function seedProducts(ctx: SeedContext): Promise<void> {
  const { trx, today } = ctx;
  const lecture = await readFile(LECTURE);
  const lectureKey = sampleVideoKey(lecture);
  await trx.insertInto('demo_file').values({ file_key: lectureKey, bytes: lecture }).onConflict((oc) => oc.column('file_key').doNothing()).execute();
  let order = 0;
  for (const p of PRODUCTS) {
    const video = p.video === 'lecture' ? `${SAMPLE_VIDEO_PATH}/${lectureKey}.mp4` : (p.video ?? null);
    const row = await trx
      .insertInto('product')
      .values({ institute_id: p.institute, title: p.title, about: p.about, photo_url: p.photo, logo_url: p.logo ?? null, price: p.price, currency_code: 'INR', youtube_ids: p.youtube, video_url: video })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('product_item').values(p.items.map(([item_type, description], i) => ({ product_id: row.id, position: i + 1, item_type, description }))).execute();
    for (const e of p.enrolments) {
      order += 1;
      const prefix = p.institute === SCHOOL_ID ? 'SPS' : 'APX';
      await trx
        .insertInto('product_enrolment')
        .values({ product_id: row.id, user_id: e.userId, public_order_id: `${prefix}-ORD-${String(240_000 + order * 37)}`, enrolled_on: addDays(today, -e.from), expires_on: addDays(today, e.to) })
        .execute();
    }
  }
  await trx.updateTable('institute').set({ prod_url: SCHOOL_STORE_URL }).where('id', '=', SCHOOL_ID).execute();
}
