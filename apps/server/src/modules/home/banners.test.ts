import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBannerResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const banners = (token: string | null, userType: number | string) =>
  t.app.inject({ url: `/api/v1/banner-prom/for_student/${userType}`, headers: token ? withSession(token) : { source: 'WEB' } });

describe('GET /api/v1/banner-prom/for_student/{userType}', () => {
  it('[API-BANNER-1] [HOME-BANNER-2] the school gets all its active banners in display order, and its promotion', async () => {
    const { token } = await signIn(t.app, '9000000001');
    const res = await banners(token, 1);
    expect(res.statusCode).toBe(200);
    const body = ZBannerResponse.parse(res.json());
    expect(body).toMatchObject({ statusCode: 200, message: 'OK' });
    expect(body.result.banner.map((b) => [b.banner_id, b.land_scr, b.web_url])).toEqual([
      [1, 'TIMETABLE', '/my-account/demo/banner-1.svg'],
      [2, 'EXAM', '/my-account/demo/banner-2.svg'],
      [3, 'ASSIGNMENT', '/my-account/demo/banner-3.svg'],
      [4, 'LIVE_CLASS', '/my-account/demo/banner-4.svg'],
      [5, 'REPORT', '/my-account/demo/banner-5.svg'],
      [6, 'STUDY_MATERIAL', '/my-account/demo/banner-6.svg'],
      [7, 'DOCUMENT', '/my-account/demo/banner-7.svg'],
      [8, null, '/my-account/demo/banner-8.svg'],
    ]);
    expect(body.result.prom).toEqual([{ prom_id: 1, web_url: '/my-account/demo/promo-1.svg', title: 'Admissions open for 2027-28' }]);
  });

  it('[HOME-BANNER-5] [HOME-BANNER-6] [HOME-BANNER-8] banners carry their redirect fields as stored', async () => {
    const { token } = await signIn(t.app, '9000000001');
    const list = ZBannerResponse.parse((await banners(token, 1)).json()).result.banner;
    expect(list[0]).toEqual({
      banner_id: 1,
      web_url: '/my-account/demo/banner-1.svg',
      title: 'Your timetable for the week',
      is_redir: true,
      red_link: null,
      land_scr: 'TIMETABLE',
    });
    expect(list[1]).toMatchObject({ is_redir: true, red_link: 'https://sunrise-school.example.com/exams', land_scr: 'EXAM' });
    expect(list[4]).toMatchObject({ is_redir: false, land_scr: 'REPORT' });
    expect(list[7]).toMatchObject({ is_redir: true, red_link: 'https://store.sunrise-school.example.com/', land_scr: null });
  });

  it('[HOME-BANNER-1] [HOME-PROMO-1] an institute with marketing off gets none, though it has some stored', async () => {
    const { token } = await signIn(t.app, '9000000002');
    const res = await banners(token, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ banner: [], prom: [] });
  });

  it("[API-BANNER-1] a parent's session asks with the parent's user type", async () => {
    const { token } = await signIn(t.app, '9000000010', { student_id: 5001 });
    const body = ZBannerResponse.parse((await banners(token, 2)).json());
    expect(body.result.banner).toHaveLength(8);
    expect((await banners(token, 1)).statusCode).toBe(404);
  });

  it("another user type in the path than the session's is not found", async () => {
    const { token } = await signIn(t.app, '9000000001');
    for (const type of [2, 99]) {
      const res = await banners(token, type);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await banners(token, 'abc')).statusCode).toBe(400);
  });

  it('[SESSION-FORBID-1] without a session the answer is 403', async () => {
    const res = await banners(null, 1);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SESSION_ENDED' });
  });
});
