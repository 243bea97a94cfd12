import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signIn, withSession } from '../testing/login-helpers.ts';
import { expectBare, expectSpecShape, SpecError, specEnvelope } from './spec-shape.ts';

// The dashboard's and the messages screen's calls, checked against the spec's shapes (issue 12).

let t: TestApp;
let aarav: string;
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
});
afterAll(() => t.close());

const get = (url: string, token = aarav) => t.app.inject({ url, headers: withSession(token) });

/** S0 §3 Message and API-MSG-1: "reads a list of messages (message, createdDateTime)". */
const SpecMessages = z.array(z.object({ message: z.string(), createdDateTime: z.string().refine((v) => !Number.isNaN(Date.parse(v))) }));

describe('[issue 12] messages [API-MSG-1]', () => {
  it("[API-MSG-1] [MSG-PHONE-1] [issue 12] the body is the list itself, for the spec's '+91-' path as for ours", async () => {
    for (const phone of ['+91-9000000001', '91-9000000001']) {
      const res = await get(`/api/v1/alerts/config/messagesByPhoneNo/101/${phone}?start_index=0&batch_size=1000`);
      expect(res.statusCode).toBe(200);
      const body: unknown = res.json();
      expectBare(body);
      expect(expectSpecShape(SpecMessages, body).length).toBeGreaterThan(0);
    }
  });

  it('[API-MSG-1] [ERR-GEN-1] [issue 12] a refusal keeps the error shape (statusCode, message)', async () => {
    const res = await get('/api/v1/alerts/config/messagesByPhoneNo/101/+91-9000000010?start_index=0&batch_size=1000');
    expect(res.statusCode).toBe(404);
    expectSpecShape(SpecError, res.json());
  });
});

/** S0 §3 Announcement; HOME-ANN-7: batch_sec_names is one comma-separated text (the client splits it). */
const SpecAnnouncement = z.object({
  ancmnt_title: z.string(),
  description: z.string(),
  updated_by: z.string(),
  updated_date: z.string(),
  announced_date: z.string(),
  announced_time: z.string(),
  batch_sec_names: z.string(),
  announcement_img_url: z.string().nullable(),
  file_name: z.string().nullable(),
});

describe('[issue 12] announcements [API-ANN-1]', () => {
  it('[API-ANN-1] [HOME-ANN-7] [issue 12] result is the list; batch_sec_names a comma-separated text', async () => {
    const res = await get('/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent/101?student_id=5001&is_active=true');
    expect(res.statusCode).toBe(200);
    const { result } = expectSpecShape(specEnvelope(z.array(SpecAnnouncement).min(1)), res.json());
    const forSections = result.find((a) => a.batch_sec_names.includes(','))!;
    expect(forSections.batch_sec_names.split(',')).toEqual(['Class 8 - A', 'Class 8 - B']);
    expect(result.some((a) => a.batch_sec_names === '')).toBe(true);
  });
});

/** API-BANNER-1: "reads result.banner (first 5 used) and result.prom"; S0 §3 Banner and promo. */
const SpecBanners = specEnvelope(
  z.object({
    banner: z.array(z.object({ web_url: z.string(), is_redir: z.boolean(), red_link: z.string().nullable(), land_scr: z.string().nullable() })).min(5),
    prom: z.array(z.object({ web_url: z.string() })),
  }),
);

describe('[issue 12] banners and promotions [API-BANNER-1]', () => {
  it('[API-BANNER-1] [issue 12] result.banner and result.prom', async () => {
    const res = await get('/api/v1/banner-prom/for_student/1');
    expect(res.statusCode).toBe(200);
    expectSpecShape(SpecBanners, res.json());
  });
});
