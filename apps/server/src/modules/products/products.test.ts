import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_VIDEO_PATH, ZMyProductsResponse, ZProductItemsResponse, type TProduct } from '@portal/contract';
import { addDays } from '@portal/domain';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { TEST_NOW } from '../../testing/test-clock.ts';
import { PRODUCT_TITLES, SCHOOL_STORE_URL } from '../../demo/products.ts';

let t: TestApp;
let aarav: string; // school 101, user 1001
let tanvi: string; // school 101, user 1016
let neha: string; // school 101, user 1006: no products
let parent: string; // parent 1010 acting for Aarav
let diya: string; // coaching 102, user 1002
let open: string; // coaching 102, open user 1003

beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
  tanvi = (await signIn(t.app, '9000000013')).token!;
  neha = (await signIn(t.app, '9000000005')).token!;
  parent = (await signIn(t.app, '9000000010', { student_id: 5001 })).token!;
  diya = (await signIn(t.app, '9000000002')).token!;
  open = (await signIn(t.app, '9000000003')).token!;
});
afterAll(() => t.close());

const MY_PRODUCTS = '/prod/student-product/my-products';
const ids = (userId: number | string, instituteId: number | string) => ({ 'user-id': String(userId), 'institute-id': String(instituteId) });
const get = (token: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: withSession(token, headers) });
async function myProducts(token: string, userId: number, instituteId: number): Promise<TProduct[]> {
  const res = await get(token, MY_PRODUCTS, ids(userId, instituteId));
  expect(res.statusCode, res.body).toBe(200);
  return ZMyProductsResponse.parse(res.json()).result;
}
const byTitle = (list: TProduct[], title: string) => {
  const found = list.find((p) => p.title === title);
  expect(found, title).toBeDefined();
  return found!;
};
const today = TEST_NOW.slice(0, 10);

describe('my products [API-PROD-2]', () => {
  it('[API-PROD-2] [PROD-LOAD-1] [PROD-SPLIT-1] a school student\'s products: two active, one expired, every field of S1 §3.9', async () => {
    const list = await myProducts(aarav, 1001, 101);
    expect(list.map((p) => [p.title, p.expired])).toEqual([
      [PRODUCT_TITLES.spokenEnglish, 0],
      [PRODUCT_TITLES.olympiad, 0],
      [PRODUCT_TITLES.scienceCamp, 1],
    ]);
    const olympiad = byTitle(list, PRODUCT_TITLES.olympiad);
    expect(olympiad).toMatchObject({
      price: 2499,
      country_details: { currency_code: 'INR' },
      is_enrolled: 1,
      enrolled_date: addDays(today, -40),
      expire_on: addDays(today, 140),
      photo_url: '/my-account/demo/products/olympiad-maths.svg',
    });
    expect(olympiad.about).toContain('<strong>International Mathematics Olympiad</strong>');
    expect(olympiad.public_order_id).toMatch(/^SPS-ORD-\d+$/);
    expect(JSON.parse(olympiad.youtube_url)).toEqual(['https://www.youtube.com/watch?v=bUu8gC1nXsE']);
    expect(olympiad.video_url).toMatch(new RegExp(`^${SAMPLE_VIDEO_PATH}/[0-9a-f]{32}\\.mp4$`));
    expect(byTitle(list, PRODUCT_TITLES.spokenEnglish)).toMatchObject({ price: 0, photo_url: null, logo_url: '/my-account/brand/school-logo.svg' });
    expect(byTitle(list, PRODUCT_TITLES.scienceCamp)).toMatchObject({ video_url: 'https://vimeo.com/76979871', youtube_url: '[]', expire_on: addDays(today, -120) });
  });

  it('[API-PROD-2] product_ecourse_maps: the paid course types of each product (S1 §3.10), isPaid Y', async () => {
    const list = await myProducts(aarav, 1001, 101);
    // The study library's seed links a paid course type to every demo product (by title).
    expect(list.every((p) => p.product_ecourse_maps.length > 0)).toBe(true);
    for (const p of list) {
      const stored = await t.database.db.selectFrom('course_type').select(['id', 'name']).where('product_id', '=', p.id).orderBy('name').orderBy('id').execute();
      expect(p.product_ecourse_maps, p.title).toEqual(stored.map((c) => ({ course_type_id: c.id, course_type: c.name, isPaid: 'Y', product_id: p.id })));
    }
  });

  it('[API-PROD-2] each learner has their own: Tanvi one, Neha none, the coaching student and the open user theirs', async () => {
    expect((await myProducts(tanvi, 1016, 101)).map((p) => p.title)).toEqual([PRODUCT_TITLES.olympiad]);
    expect(await myProducts(neha, 1006, 101)).toEqual([]);
    expect((await myProducts(diya, 1002, 102)).map((p) => [p.title, p.expired])).toEqual([
      [PRODUCT_TITLES.jeeSeries, 0],
      [PRODUCT_TITLES.foundationPhysics, 1],
    ]);
    expect((await myProducts(open, 1003, 102)).map((p) => [p.title, p.expired])).toEqual([
      [PRODUCT_TITLES.neetCrash, 0],
      [PRODUCT_TITLES.foundationPhysics, 1],
    ]);
  });

  it('[API-PROD-2] a parent sees the chosen child\'s products (user-id the child\'s, or the parent\'s own)', async () => {
    const asChild = await myProducts(parent, 1001, 101);
    expect(asChild.map((p) => p.title)).toEqual((await myProducts(aarav, 1001, 101)).map((p) => p.title));
    expect((await myProducts(parent, 1010, 101)).map((p) => p.title)).toEqual(asChild.map((p) => p.title));
  });

  it('[API-PROD-2] another student\'s user-id, another institute, another child: 404', async () => {
    expect((await get(aarav, MY_PRODUCTS, ids(1016, 101))).statusCode).toBe(404);
    expect((await get(aarav, MY_PRODUCTS, ids(1001, 102))).statusCode).toBe(404);
    expect((await get(diya, MY_PRODUCTS, ids(1001, 101))).statusCode).toBe(404);
    expect((await get(open, MY_PRODUCTS, ids(1002, 102))).statusCode).toBe(404);
    expect((await get(parent, MY_PRODUCTS, ids(1016, 101))).statusCode).toBe(404);
  });

  it('[API-PROD-2] bad headers: 400 naming the header; one left out is the session\'s (the older client, issue 33); no session: 403', async () => {
    const missing = await get(aarav, MY_PRODUCTS, { 'institute-id': '101' });
    expect(missing.statusCode).toBe(200);
    expect(ZMyProductsResponse.parse(missing.json()).result).toEqual(await myProducts(aarav, 1001, 101));
    for (const [header, value] of [['user-id', 'abc'], ['user-id', '0'], ['institute-id', '1e3'], ['institute-id', '99999999999']] as const) {
      const res = await get(aarav, MY_PRODUCTS, { ...ids(1001, 101), [header]: value });
      expect(res.statusCode, `${header}=${value}`).toBe(400);
      expect(res.json().errors[0].field).toBe(header);
    }
    expect((await t.app.inject({ method: 'GET', url: MY_PRODUCTS, headers: ids(1001, 101) })).statusCode).toBe(403);
  });

  it('[API-PROD-2] the answer is never cached (personal data)', async () => {
    const res = await get(aarav, MY_PRODUCTS, ids(1001, 101));
    expect(res.headers['cache-control']).toContain('no-store');
  });
});

describe('product details [API-PROD-1]', () => {
  const itemsUrl = (id: number | string) => `/prod/student-product/item-type-description/${id}`;

  it('[API-PROD-1] [PROD-DETAIL-4] the items of a bought product in order; an expired product\'s too', async () => {
    const list = await myProducts(aarav, 1001, 101);
    const res = await get(aarav, itemsUrl(byTitle(list, PRODUCT_TITLES.olympiad).id));
    expect(res.statusCode).toBe(200);
    const items = ZProductItemsResponse.parse(res.json()).result;
    expect(items.map((i) => i.item_type)).toEqual(['Live classes', 'Mock tests', 'Worksheets', 'Doubt support']);
    expect(items[1]!.description).toBe('12 full-length olympiad mock tests with worked solutions');
    expect((await get(aarav, itemsUrl(byTitle(list, PRODUCT_TITLES.scienceCamp).id))).statusCode).toBe(200);
    expect((await get(parent, itemsUrl(byTitle(list, PRODUCT_TITLES.scienceCamp).id))).statusCode).toBe(200);
  });

  it('[API-PROD-1] a product not bought, of another institute, or that does not exist: 404; a bad id: 400 naming it', async () => {
    const school = await myProducts(aarav, 1001, 101);
    const coaching = await myProducts(diya, 1002, 102);
    // Tanvi bought the olympiad course only; Neha nothing.
    expect((await get(tanvi, itemsUrl(byTitle(school, PRODUCT_TITLES.scienceCamp).id))).statusCode).toBe(404);
    expect((await get(neha, itemsUrl(byTitle(school, PRODUCT_TITLES.olympiad).id))).statusCode).toBe(404);
    expect((await get(aarav, itemsUrl(byTitle(coaching, PRODUCT_TITLES.jeeSeries).id))).statusCode).toBe(404);
    expect((await get(open, itemsUrl(byTitle(coaching, PRODUCT_TITLES.jeeSeries).id))).statusCode).toBe(404);
    expect((await get(aarav, itemsUrl(2_000_000))).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '99999999999']) {
      const res = await get(aarav, itemsUrl(bad));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].field).toBe('id');
    }
  });
});

describe('sample videos [PROD-DETAIL-2]', () => {
  it('[PROD-DETAIL-2] a product\'s own mp4 plays from its address, without a session, by byte ranges', async () => {
    const video = byTitle(await myProducts(aarav, 1001, 101), PRODUCT_TITLES.olympiad).video_url!;
    const whole = await t.app.inject({ method: 'GET', url: video });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['content-disposition']).toBe('inline');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await t.app.inject({ method: 'GET', url: video, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
  });

  it('[PROD-DETAIL-2] only files a product names: another stored file, an unknown key or a bad name is refused', async () => {
    const other = await t.database.db.selectFrom('shared_file').select('file_key').where('file_name', '=', 'Squares-and-square-roots.pdf').executeTakeFirstOrThrow();
    expect((await t.app.inject({ url: `${SAMPLE_VIDEO_PATH}/${other.file_key}.mp4` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${SAMPLE_VIDEO_PATH}/${'0'.repeat(32)}.mp4` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${SAMPLE_VIDEO_PATH}/lecture.mp4` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${SAMPLE_VIDEO_PATH}/..%2F..%2Fetc%2Fpasswd` })).statusCode).toBe(400);
  });

  it('[PROD-DETAIL-2] [STUDY-MAT-2] a protected study video is never public: its key is refused by the sample route (404)', async () => {
    const { db } = t.database;
    const protectedVideo = await db.selectFrom('study_material').select('file_key').where('video_host', '=', 'vdocipher').where('file_key', 'is not', null).executeTakeFirstOrThrow();
    const key = protectedVideo.file_key!;
    expect(await t.files.stat(key), 'the protected file is stored').toBeTruthy();
    for (const ext of ['mp4', 'webm', 'ogg']) expect((await t.app.inject({ url: `${SAMPLE_VIDEO_PATH}/${key}.${ext}` })).statusCode, ext).toBe(404);
    // The same lecture bytes play as the products' sample, from their own copy under their own key.
    const sample = byTitle(await myProducts(aarav, 1001, 101), PRODUCT_TITLES.olympiad).video_url!;
    expect(sample).not.toContain(key);
    expect((await t.app.inject({ url: sample })).statusCode).toBe(200);
    // No product names a key that a study material, a shared document or a recording uses.
    const used = new Set(
      [
        ...(await db.selectFrom('study_material').select('file_key').execute()),
        ...(await db.selectFrom('shared_file').select('file_key').execute()),
        ...(await db.selectFrom('recording').select('file_key').execute()),
      ].map((r) => r.file_key),
    );
    const samples = await db.selectFrom('product').select('video_url').where('video_url', 'like', `${SAMPLE_VIDEO_PATH}/%`).execute();
    expect(samples.length).toBeGreaterThan(0);
    for (const { video_url } of samples) expect(used.has(video_url!.slice(SAMPLE_VIDEO_PATH.length + 1).split('.')[0]!), video_url!).toBe(false);
  });
});

describe('the store address [PROD-BUY-1] [PROD-BUY-2]', () => {
  it('[PROD-BUY-1] [PROD-BUY-2] the school has a store address (prodUrl); the coaching institute none', async () => {
    const session = async (token: string) => (await get(token, '/api/v1/session')).json().result;
    expect((await session(aarav)).prodUrl).toBe(SCHOOL_STORE_URL);
    expect((await session(diya)).prodUrl).toBeNull();
  });
});

describe('the expiry day [PROD-SPLIT-1]', () => {
  it('[PROD-SPLIT-1] an enrolment is active through its expiry day in the institute\'s zone, expired the day after', async () => {
    const expiry = byTitle(await myProducts(aarav, 1001, 101), PRODUCT_TITLES.olympiad).expire_on;
    try {
      // A session ends with its login's day: each day signs in anew (last in the file: a login
      // on a later day clears the sessions that ended, the ones the tests above use).
      t.clock.set(`${expiry}T23:58:00+05:30`);
      const lastDay = (await signIn(t.app, '9000000001')).token!;
      expect(byTitle(await myProducts(lastDay, 1001, 101), PRODUCT_TITLES.olympiad).expired).toBe(0);
      t.clock.set(`${addDays(expiry, 1)}T00:01:00+05:30`);
      const dayAfter = (await signIn(t.app, '9000000001')).token!;
      expect(byTitle(await myProducts(dayAfter, 1001, 101), PRODUCT_TITLES.olympiad).expired).toBe(1);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
