import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAnnouncementResponse } from '@portal/contract';
import { HOSTILE_NOTICE_HTML, HOSTILE_NOTICE_IDS } from '../../demo/notice-types.ts';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { login, signIn, withSession } from '../../testing/login-helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.aarav = (await signIn(t.app, '9000000001')).token!;
  tokens.rohan = (await signIn(t.app, '9000000003')).token!;
  tokens.diya = (await signIn(t.app, '9000000002')).token!;
});
afterAll(() => t.close());

const PATH = '/api/v1/announcementBannerPromotion/fetchAnnouncementForStudent';
const fetchAnn = (token: string | null, query: string, institute = 101) =>
  t.app.inject({ url: `${PATH}/${institute}?${query}`, headers: token ? withSession(token) : { source: 'WEB' } });
const ids = (body: unknown) => ZAnnouncementResponse.parse(body).result.map((a) => a.ancmnt_id);

describe('GET fetchAnnouncementForStudent/{instituteId}', () => {
  it("[API-ANN-1] [HOME-ANN-8] Aarav gets his section's and the institute-wide notices, newest first [HOME-ANN-9]", async () => {
    const res = await fetchAnn(tokens.aarav!, 'is_active=true&student_id=5001');
    expect(res.statusCode).toBe(200);
    const body = ZAnnouncementResponse.parse(res.json());
    expect(body).toMatchObject({ statusCode: 200, message: 'OK' });
    // Not 4 ('Class 8 - B'), 8 ('Class 5 - B') nor the withdrawn 12.
    expect(ids(body)).toEqual([1, 2, 3, 5, 6, 7, 9, 10, 11]);
    const dates = body.result.map((a) => `${a.announced_date} ${a.announced_time}`);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('[HOME-ANN-5] [HOME-ANN-7] a notice carries every field, dated in the session zone', async () => {
    const body = ZAnnouncementResponse.parse((await fetchAnn(tokens.aarav!, 'is_active=true&student_id=5001')).json());
    expect(body.result[0]).toEqual({
      ancmnt_id: 1,
      ancmnt_title: 'Parent-Teacher Meeting on Saturday',
      description: expect.stringContaining('<strong>Parent-Teacher Meeting</strong>'),
      updated_by: 'Mrs. Anita Desai (Class Teacher)',
      updated_date: '2026-11-20T11:30:00+05:30',
      announced_date: '2026-11-20',
      announced_time: '09:30',
      batch_sec_names: 'Class 8 - A,Class 8 - B',
      announcement_img_url: '/my-account/demo/notice-ptm.svg',
      file_name: 'PTM-schedule.pdf',
      file_url: expect.stringMatching(/^\/api\/v1\/announcementBannerPromotion\/announcementFile\?r=1&/),
    });
    const wide = body.result.find((a) => a.ancmnt_id === 5)!;
    expect(wide).toMatchObject({ batch_sec_names: '', file_name: null, file_url: null });
  });

  it('[HOME-ANN-6] the hostile notice is returned exactly as stored (the browser sanitises)', async () => {
    const body = ZAnnouncementResponse.parse((await fetchAnn(tokens.aarav!, 'is_active=true&student_id=5001')).json());
    const hostile = body.result.find((a) => a.ancmnt_id === HOSTILE_NOTICE_IDS.school)!;
    expect(hostile.description).toBe(HOSTILE_NOTICE_HTML);
    expect(hostile.description).toContain('<script>alert(1)</script>');
  });

  it('[HOME-ANN-5] dates and times are given in the time zone of the login', async () => {
    const { token } = await login(t.app, '9000000005', {}, { timezone: 'Europe/Paris' });
    const res = await fetchAnn(token!, 'is_active=true&student_id=5006');
    const body = ZAnnouncementResponse.parse(res.json());
    // Neha is in 'Class 8 - B': notice 1 is hers too, and 4 is for her section only.
    expect(body.result.map((a) => a.ancmnt_id)).toEqual([1, 2, 4, 5, 6, 7, 9, 10]);
    expect(body.result[0]).toMatchObject({
      announced_date: '2026-11-20',
      announced_time: '05:00',
      updated_date: '2026-11-20T07:00:00+01:00',
    });
  });

  it('[HOME-ANN-8] an open user (type 99) gets the institute-wide notices without a student id', async () => {
    const res = await fetchAnn(tokens.rohan!, 'is_active=true', 102);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([22, 23, 25]);
  });

  it('[HOME-ANN-8] a coaching student gets her batch notices and the hostile one unchanged', async () => {
    const body = ZAnnouncementResponse.parse((await fetchAnn(tokens.diya!, 'is_active=true&student_id=5002', 102)).json());
    expect(body.result.map((a) => a.ancmnt_id)).toEqual([21, 22, 23, 25, 26]);
    expect(body.result.find((a) => a.ancmnt_id === HOSTILE_NOTICE_IDS.coaching)!.description).toBe(HOSTILE_NOTICE_HTML);
  });

  it("[HOME-ANN-8] a parent reaches the chosen child's notices, and only that child's", async () => {
    const { token } = await signIn(t.app, '9000000010', { student_id: 5011 });
    expect(ids((await fetchAnn(token!, 'is_active=true&student_id=5011')).json())).toEqual([2, 5, 6, 7, 8, 9, 10]);
    expect((await fetchAnn(token!, 'is_active=true&student_id=5001')).statusCode).toBe(404);
  });

  it('[HOME-ANN-8] [SESSION-FORBID-4] a student call without student_id is a 400 naming it', async () => {
    const res = await fetchAnn(tokens.aarav!, 'is_active=true');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: 'student_id: Required' });
  });

  it("another student's id (Ananya 5011 from Aarav's session) is not found", async () => {
    const res = await fetchAnn(tokens.aarav!, 'is_active=true&student_id=5011');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
  });

  it("another institute's id is not found, and an open user may not name a student", async () => {
    expect((await fetchAnn(tokens.aarav!, 'is_active=true&student_id=5001', 102)).statusCode).toBe(404);
    expect((await fetchAnn(tokens.rohan!, 'is_active=true&student_id=5002', 102)).statusCode).toBe(404);
  });

  it('withdrawn notices are never listed: is_active=false answers an empty list', async () => {
    const res = await fetchAnn(tokens.aarav!, 'is_active=false&student_id=5001');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([]);
  });

  it('[SESSION-FORBID-1] without a session the answer is 403', async () => {
    const res = await fetchAnn(null, 'is_active=true&student_id=5001');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SESSION_ENDED' });
  });
});
