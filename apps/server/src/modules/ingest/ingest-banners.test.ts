import { describe, expect, it } from 'vitest';
import { ZBannerResponse } from '@portal/contract';
import { withSession } from '../../testing/login-helpers.ts';
import { commonAreaChecks, signedInStudent } from './ingest-area-checks.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 079): the home screen's banners, their order and where a click leads.
const h = ingestTestApp();
const { ctx, put } = h;
const db = () => ctx.t.database.db;

const bannersNamed = (prefix: string, institute = 102) =>
  db().selectFrom('banner').selectAll().where('institute_id', '=', institute).where('title', 'like', `${prefix}%`).orderBy('title').execute();

commonAreaChecks(h, {
  area: 'banners',
  record: (id, n) => ({ source_id: id, title: `${id} banner`, image_url: `https://cdn.example.org/${id}.png`, order: n }),
  count: async (prefix, institute) => (await bannersNamed(prefix, institute)).length,
  bad: { field: 'link', value: 'http://example.org', message: 'expected an https:// address' },
});

describe('[issue 34] PUT /api/ingest/v1/banners', () => {
  it('[issue 34] banners in their order, a screen or a link to go to; the student\'s home screen shows the active ones', async () => {
    const job = await put('banners', [
      { source_id: 'H-1', title: 'H-1 Results', image_url: 'https://cdn.example.org/results.png', screen: 'report', order: 2 },
      { source_id: 'H-2', title: 'H-2 Admissions', image_url: 'https://cdn.example.org/admit.png', link: 'https://example.org/admissions', order: 1 },
      { source_id: 'H-3', title: 'H-3 Plain', image_url: 'https://cdn.example.org/plain.png', order: 3 },
      { source_id: 'H-4', title: 'H-4 Hidden', image_url: 'https://cdn.example.org/hidden.png', active: false },
      { source_id: 'H-5', title: 'H-5 Bad screen', image_url: 'https://cdn.example.org/x.png', screen: 'MARS' },
    ]);
    expect(job.counts).toMatchObject({ created: 4, failed: 1 });
    expect(job.errors[0]).toMatchObject({ line: 5, field: 'screen', message: expect.stringMatching(/^screen: expected one of TIMETABLE/) });
    expect((await bannersNamed('H-1'))[0]).toMatchObject({ is_redir: true, land_scr: 'REPORT', red_link: null, sort_order: 2, is_active: true });
    expect((await bannersNamed('H-3'))[0]).toMatchObject({ is_redir: false, land_scr: null, red_link: null });

    // Banners show while the institute's marketing setting is on (an import does not change it).
    await db().updateTable('institute').set({ marketing_banner: true }).where('id', '=', 102).execute();
    const { token } = await signedInStudent(h, 'HB-S', '7100000004');
    const res = await ctx.t.app.inject({ url: '/api/v1/banner-prom/for_student/1', headers: withSession(token) });
    expect(res.statusCode, res.body).toBe(200);
    const mine = ZBannerResponse.parse(res.json()).result.banner.filter((b) => b.title.startsWith('H-'));
    expect(mine.map((b) => [b.title, b.web_url, b.is_redir, b.red_link, b.land_scr])).toEqual([
      ['H-2 Admissions', 'https://cdn.example.org/admit.png', true, 'https://example.org/admissions', null],
      ['H-1 Results', 'https://cdn.example.org/results.png', true, null, 'REPORT'],
      ['H-3 Plain', 'https://cdn.example.org/plain.png', false, null, null],
    ]);
  });

  it('[issue 34] an update changes the banner; a deletion removes it', async () => {
    expect((await put('banners', [{ source_id: 'H-3', title: 'H-3 Plain', image_url: 'https://cdn.example.org/plain-2.png', order: 0, active: false }])).counts).toMatchObject({ updated: 1 });
    expect((await bannersNamed('H-3'))[0]).toMatchObject({ image_url: 'https://cdn.example.org/plain-2.png', sort_order: 0, is_active: false });
    expect((await put('banners', [{ source_id: 'H-3', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await bannersNamed('H-3')).toEqual([]);
  });
});
