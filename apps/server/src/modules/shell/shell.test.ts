import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAcademicYearList, ZBrandingResponse } from '@portal/contract';
import { createTestApp, type TestApp } from '../../testing/create-test-app.ts';
import { login, withSession } from '../../testing/login-helpers.ts';
import { normalizeHost } from './shell.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const brand = (host: string) =>
  t.app.inject({ url: `/api/v1/institutes/getLogoAndFavIcon?virtualHostUrl=${encodeURIComponent(host)}` });

describe('GET /api/v1/institutes/getLogoAndFavIcon', () => {
  it.each([
    ['localhost', 101, '/my-account/brand/school-logo.svg', '/my-account/brand/school-favicon.svg'],
    ['127.0.0.1', 101, '/my-account/brand/school-logo.svg', '/my-account/brand/school-favicon.svg'],
    ['school.localhost', 101, '/my-account/brand/school-logo.svg', '/my-account/brand/school-favicon.svg'],
    ['coaching.localhost', 102, '/my-account/brand/coaching-logo.svg', '/my-account/brand/coaching-favicon.svg'],
    ['fr.localhost', 106343, '/my-account/brand/small-logo.svg', '/my-account/brand/small-favicon.svg'],
  ])('[API-BRAND-1] [SHELL-BRAND-1..3] host %s brands institute %i', async (host, id, logo, favicon) => {
    const res = await brand(host);
    expect(res.statusCode).toBe(200);
    const body = ZBrandingResponse.parse(res.json());
    expect(body[0]).toMatchObject({ instituteId: id, logoPath: logo, favIconPath: favicon });
  });

  it('[SHELL-BRAND-1] matches the host whatever its case and port', async () => {
    const body = (await brand('Coaching.LocalHost:3000')).json();
    expect(body[0].instituteId).toBe(102);
    expect((await brand('http://school.localhost:8080/my-account/')).json()[0].instituteId).toBe(101);
  });

  it('[API-BRAND-1] an unknown host answers an empty list', async () => {
    const res = await brand('unknown.example.org');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("[API-BRAND-1] follows a change of an institute's hosts at once; a host two institutes list brands the lower id", async () => {
    const db = t.database.db;
    await db.updateTable('institute').set({ hosts: ['coaching.localhost', 'both.example.org'] }).where('id', '=', 102).execute();
    expect((await brand('both.example.org')).json()[0].instituteId).toBe(102);
    await db.updateTable('institute').set({ hosts: ['localhost', '127.0.0.1', 'school.localhost', 'both.example.org'] }).where('id', '=', 101).execute();
    expect((await brand('both.example.org')).json()[0].instituteId).toBe(101);
    await db.updateTable('institute').set({ hosts: ['localhost', '127.0.0.1', 'school.localhost'] }).where('id', '=', 101).execute();
    await db.updateTable('institute').set({ hosts: ['coaching.localhost'] }).where('id', '=', 102).execute();
    expect((await brand('both.example.org')).json()).toEqual([]);
    expect((await brand('school.localhost')).json()[0].instituteId).toBe(101);
  });

  it('[API-BRAND-1] is public: no session needed, and no-store like every API answer', async () => {
    const res = await brand('localhost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('names the missing query parameter', async () => {
    const res = await t.app.inject({ url: '/api/v1/institutes/getLogoAndFavIcon' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: 'virtualHostUrl: Required' });
  });

  it('normalizes hosts the way the page may send them', () => {
    expect(normalizeHost(' School.Localhost:3000 ')).toBe('school.localhost');
    expect(normalizeHost('localhost.')).toBe('localhost');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });
});

describe('GET /api/v1/academicYear/all/{instituteId}', () => {
  it("[API-AY-1] lists the session's institute's years, oldest first", async () => {
    const { token } = await login(t.app, '9000000001');
    const res = await t.app.inject({ url: '/api/v1/academicYear/all/101', headers: withSession(token!) });
    expect(res.statusCode).toBe(200);
    const years = ZAcademicYearList.parse(res.json());
    expect(years).toEqual([
      { inst_acad_year_id: 1, inst_acad_year: '2025-26', start_date: '2025-04-01', end_date: '2026-03-31' },
      { inst_acad_year_id: 2, inst_acad_year: '2026-27', start_date: '2026-04-01', end_date: '2027-03-31' },
    ]);
  });

  it("[API-AY-1] another institute's id is not found", async () => {
    const { token } = await login(t.app, '9000000001');
    const res = await t.app.inject({ url: '/api/v1/academicYear/all/102', headers: withSession(token!) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
  });

  it('[SESSION-FORBID-1] without a session the answer is 403 with the sign-in-again message', async () => {
    const res = await t.app.inject({ url: '/api/v1/academicYear/all/101', headers: { source: 'WEB' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      code: 'SESSION_ENDED',
      message: 'Your session has ended. Please sign in again.',
    });
  });

  it('a non-numeric institute id is a 400 naming the parameter', async () => {
    const { token } = await login(t.app, '9000000001');
    const res = await t.app.inject({ url: '/api/v1/academicYear/all/abc', headers: withSession(token!) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^instituteId: /);
  });
});
