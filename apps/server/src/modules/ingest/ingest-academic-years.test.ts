import { describe, expect, it } from 'vitest';
import { createApiKeysService } from '../api-keys/api-keys.service.ts';
import { ingestTestApp, type PutOptions } from './ingest-test-helpers.ts';

// Issue 34 (decision 078): the job path, shown on the first area: create, update, unchanged,
// delete, a bad row with its line, dry run, atomic, the delete guard, another institute's ids.
const { ctx, put: putArea } = ingestTestApp();
const put = (records: unknown[], opts: PutOptions = {}) => putArea('academic-years', records, opts);

const year = (n: number, extra: object = {}) => ({ source_id: `AY-${n}`, name: `Import ${n}-${n + 1}`, start_date: `${n}-4-1`, end_date: `${n + 1}-03-31`, ...extra });
const yearsNamed = (prefix: string, institute = 102) =>
  ctx.t.database.db.selectFrom('academic_year').select(['name', 'start_date', 'is_current']).where('institute_id', '=', institute).where('name', 'like', `${prefix}%`).orderBy('name').execute();

describe('[issue 34] PUT /api/ingest/v1/academic-years', () => {
  it('creates, then the same upload again changes nothing, then an edit updates', async () => {
    const first = await put([year(2040), year(2041)]);
    expect(first).toMatchObject({ state: 'done', counts: { created: 2, updated: 0, unchanged: 0, deleted: 0, failed: 0 }, errors: [] });
    expect(await yearsNamed('Import 204')).toEqual([
      { name: 'Import 2040-2041', start_date: '2040-04-01', is_current: false },
      { name: 'Import 2041-2042', start_date: '2041-04-01', is_current: false },
    ]);
    expect((await put([year(2040), year(2041)])).counts).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect((await put([year(2040, { name: 'Import 2040-41 renamed' })])).counts).toMatchObject({ updated: 1 });
    expect((await yearsNamed('Import 2040')).map((y) => y.name)).toEqual(['Import 2040-41 renamed']);
  });

  it('a bad row is skipped and reported with its line and field; the rest is written', async () => {
    const job = await put([year(2050), { ...year(2051), start_date: '2051-02-30' }, { source_id: '', name: 'x' }, year(2052), year(2050)]);
    expect(job.counts).toMatchObject({ created: 2, failed: 3 });
    expect(job.errors).toEqual([
      { file: 'academic-years.json', line: 2, source_id: 'AY-2051', field: 'start_date', message: 'start_date: not a calendar date' },
      { file: 'academic-years.json', line: 3, source_id: '', field: 'source_id', message: 'source_id: required' },
      { file: 'academic-years.json', line: 5, source_id: 'AY-2050', field: 'source_id', message: 'source_id: sent twice in this upload; the first one was kept' },
    ]);
    const csv = await ctx.t.app.inject({ method: 'GET', url: `/api/ingest/v1/jobs/${job.id}/errors.csv`, headers: { authorization: `Bearer ${ctx.key}` } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toBe('academic-years.json,2,AY-2051,start_date,start_date: not a calendar date');
  });

  it('a dry run reports what would happen and keeps nothing; an atomic upload with a bad row writes nothing', async () => {
    const dry = await put([year(2060)], { query: '?dry_run=true' });
    expect(dry).toMatchObject({ dry_run: true, state: 'done', counts: { created: 1 } });
    expect(await yearsNamed('Import 2060')).toEqual([]);
    const atomic = await put([year(2061), { ...year(2062), end_date: '2000-01-01' }], { query: '?atomic=true' });
    expect(atomic).toMatchObject({ atomic: true, state: 'failed', counts: { created: 0, failed: 1 }, message: expect.stringContaining('Nothing was written') });
    expect(atomic.errors[0]).toMatchObject({ line: 2, field: 'end_date', message: 'end_date: the year ends before it starts' });
    expect(await yearsNamed('Import 206')).toEqual([]);
  });

  it('bulk deletes within its scope what it no longer holds, and the guard stops a mass delete', async () => {
    const all = Array.from({ length: 10 }, (_, i) => year(2100 + i));
    expect((await put(all, { mode: 'bulk', scope: 'decade' })).counts).toMatchObject({ created: 10 });
    const guarded = await put(all.slice(0, 7), { mode: 'bulk', scope: 'decade' });
    expect(guarded).toMatchObject({ state: 'failed', counts: { deleted: 0, unchanged: 7 }, message: expect.stringContaining('Stopped before deleting 3 of 10') });
    expect(await yearsNamed('Import 210')).toHaveLength(10);
    const allowed = await put(all.slice(0, 7), { mode: 'bulk', scope: 'decade', query: '?max_delete_percent=30' });
    expect(allowed).toMatchObject({ state: 'done', counts: { deleted: 3, unchanged: 7 } });
    expect(await yearsNamed('Import 210')).toHaveLength(7);
    // Another scope's records, and years no import made (the demo's), are never touched by it.
    expect((await put([year(2200)], { mode: 'bulk', scope: 'other' })).counts).toMatchObject({ created: 1, deleted: 0 });
    expect(await yearsNamed('Import 210')).toHaveLength(7);
  });

  it('DELETE removes one by source id; a year still in use is refused with the reason', async () => {
    await put([year(2300)]);
    const res = await ctx.t.app.inject({ method: 'DELETE', url: '/api/ingest/v1/academic-years/AY-2300', headers: { authorization: `Bearer ${ctx.key}` } });
    expect(res.json()).toMatchObject({ state: 'done', counts: { deleted: 1 } });
    expect(await yearsNamed('Import 2300')).toEqual([]);
    await put([year(2301)]);
    const { id } = await ctx.t.database.db.selectFrom('academic_year').select('id').where('name', '=', 'Import 2301-2302').executeTakeFirstOrThrow();
    const student = await ctx.t.database.db.selectFrom('student').select('id').where('institute_id', '=', 102).executeTakeFirstOrThrow();
    await ctx.t.database.db.insertInto('student_academic_year').values({ student_id: student.id, academic_year_id: id }).execute();
    const refused = (await ctx.t.app.inject({ method: 'DELETE', url: '/api/ingest/v1/academic-years/AY-2301', headers: { authorization: `Bearer ${ctx.key}` } })).json();
    expect(refused).toMatchObject({ state: 'failed', counts: { deleted: 0, failed: 1 } });
    expect(refused.errors[0]).toMatchObject({ source_id: 'AY-2301', message: expect.stringContaining('still has students') });
    expect(await yearsNamed('Import 2301')).toHaveLength(1);
  });

  it("another institute's key neither sees this institute's jobs nor reaches its source ids", async () => {
    const mine = await put([year(2400)]);
    const peek = await ctx.t.app.inject({ method: 'GET', url: `/api/ingest/v1/jobs/${mine.id}`, headers: { authorization: `Bearer ${ctx.otherKey}` } });
    expect(peek.statusCode).toBe(404);
    // The same source id from institute 101 is 101's own record: a new year there, 102's untouched.
    expect((await put([year(2400, { name: 'Theirs 2400' })], { as: ctx.otherKey })).counts).toMatchObject({ created: 1 });
    expect(await yearsNamed('Import 2400')).toHaveLength(1);
    const del = await ctx.t.app.inject({ method: 'DELETE', url: '/api/ingest/v1/academic-years/AY-2400', headers: { authorization: `Bearer ${ctx.otherKey}` } });
    expect(del.json()).toMatchObject({ counts: { deleted: 1 } });
    expect(await yearsNamed('Import 2400')).toHaveLength(1);
  });

  it('refuses an unknown area (404), a key without the scope (403) and a malformed body (400 naming the field)', async () => {
    const keys = createApiKeysService({ db: ctx.t.database.db, clock: ctx.t.clock });
    const readOnly = (await keys.create(102, 'reader', ['read:*'])).key;
    const auth = { authorization: `Bearer ${ctx.key}` };
    expect((await ctx.t.app.inject({ method: 'PUT', url: '/api/ingest/v1/spaceships', headers: auth, payload: { records: [] } })).statusCode).toBe(404);
    const scoped = await ctx.t.app.inject({ method: 'PUT', url: '/api/ingest/v1/academic-years', headers: { authorization: `Bearer ${readOnly}` }, payload: { records: [] } });
    expect(scoped.statusCode).toBe(403);
    expect(scoped.json().code).toBe('API_KEY_SCOPE');
    const bad = await ctx.t.app.inject({ method: 'PUT', url: '/api/ingest/v1/academic-years', headers: auth, payload: { mode: 'sometimes', records: 'all' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/mode|records/);
  });
});
