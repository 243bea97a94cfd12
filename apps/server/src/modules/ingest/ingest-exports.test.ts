import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_AREAS } from '@portal/contract';
import { createApiKeysService } from '../api-keys/api-keys.service.ts';
import { drain, getExport, pull } from './export-test-helpers.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 083): exports page by change order; a row written between two pages comes
// once, a row changed comes again; another institute's rows never; the audit names the key.
const { ctx, put } = ingestTestApp();
const db = () => ctx.t.database.db;
const keys = { writeOnly: '', attendanceOnly: '' };
let ids: { student: number; batch: number; classes: number[] };

beforeAll(async () => {
  const apiKeys = createApiKeysService({ db: db(), clock: ctx.t.clock });
  keys.writeOnly = (await apiKeys.create(102, 'writer', ['write:*'])).key;
  keys.attendanceOnly = (await apiKeys.create(102, 'marks reader', ['read:attendance'])).key;
  await put('batches', [{ source_id: 'EX-B', name: 'Export batch' }]);
  await put('students', [{ source_id: 'EX-S', name: 'Export Student', phone: '7000000123' }]);
  await put('sessions', [1, 2, 3].map((n) => ({ source_id: `EX-C${n}`, batch_source_id: 'EX-B', date: '2030-01-0' + n, start_time: '9:00', end_time: '10:00', subject: `Export ${n}` })));
  const record = (area: string, source: string) => db().selectFrom('source_record').select('local_id').where('institute_id', '=', 102).where('area', '=', area).where('source_id', '=', source).executeTakeFirstOrThrow();
  ids = {
    student: (await record('students', 'EX-S')).local_id,
    batch: (await record('batches', 'EX-B')).local_id,
    classes: await Promise.all([1, 2, 3].map(async (n) => (await record('sessions', `EX-C${n}`)).local_id)),
  };
});

/** A mark as the timetable keeps it (nothing in the portal writes marks but imports). */
const mark = (n: number, status = 'Present') => db().insertInto('attendance').values({ schedule_id: ids.classes[n - 1]!, student_id: ids.student, batch_id: ids.batch, status }).execute();

describe('[issue 34] GET /api/ingest/v1/export/{area}', () => {
  it('a row written between two pages comes once; a row changed comes again; source ids are named', async () => {
    const { next: end } = await drain(ctx.t, 'attendance', ctx.key);
    await mark(1);
    await mark(2);
    const first = await pull(ctx.t, 'attendance', ctx.key, end, 1);
    expect(first.rows.map((r) => r.session_source_id)).toEqual(['EX-C1']);
    expect(first.has_more).toBe(true);
    await mark(3, 'Absent');
    const second = await pull(ctx.t, 'attendance', ctx.key, first.next, 10);
    expect(second.rows.map((r) => [r.session_source_id, r.status])).toEqual([['EX-C2', 'Present'], ['EX-C3', 'Absent']]);
    expect(second.has_more).toBe(false);
    expect(second.rows[0]).toMatchObject({ student_id: ids.student, student_source_id: 'EX-S', batch_source_id: 'EX-B', date: '2030-01-02', start_time: '09:00', subject: 'Export 2' });
    const empty = await pull(ctx.t, 'attendance', ctx.key, second.next);
    expect(empty).toMatchObject({ rows: [], next: second.next, has_more: false });

    await db().updateTable('attendance').set({ status: 'Late' }).where('schedule_id', '=', ids.classes[0]!).where('student_id', '=', ids.student).execute();
    const again = await pull(ctx.t, 'attendance', ctx.key, empty.next);
    expect(again.rows.map((r) => [r.session_source_id, r.status])).toEqual([['EX-C1', 'Late']]);
  });

  it("another institute's key never sees these rows, nor any row of a student not its own", async () => {
    for (const [key, institute] of [[ctx.key, 102], [ctx.otherKey, 101]] as const) {
      const own = new Set((await db().selectFrom('student').select('id').where('institute_id', '=', institute).execute()).map((s) => s.id));
      for (const area of EXPORT_AREAS) {
        const { rows } = await drain(ctx.t, area, key);
        for (const row of rows) if (row.student_id !== null) expect(own.has(row.student_id), `${area} ${JSON.stringify(row)}`).toBe(true);
        if (area === 'attendance') expect(rows.some((r) => 'session_source_id' in r && r.session_source_id === 'EX-C1')).toBe(institute === 102);
      }
    }
  });

  it('a key without the read scope is refused (403), whatever the area; a narrower key reads its own area only', async () => {
    for (const area of [...EXPORT_AREAS, 'audit' as const]) {
      const res = await getExport(ctx.t, area, keys.writeOnly);
      expect(res.statusCode, area).toBe(403);
      expect(res.json()).toMatchObject({ code: 'API_KEY_SCOPE' });
    }
    expect((await getExport(ctx.t, 'attendance', keys.attendanceOnly)).statusCode).toBe(200);
    expect((await getExport(ctx.t, 'homework-submissions', keys.attendanceOnly)).statusCode).toBe(403);
    expect((await getExport(ctx.t, 'attendance', 'pik_nonsense')).statusCode).toBe(401);
  });

  it('a bad cursor or limit is a 400 naming the field, never a 500', async () => {
    const forged = Buffer.from('c1:x:1').toString('base64url');
    for (const since of ['garbage!', forged, 'YWJj', 'a'.repeat(201), '%00']) {
      const res = await getExport(ctx.t, 'test-attempts', ctx.key, { since });
      expect(res.statusCode, since).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['since']);
    }
    for (const limit of ['0', '1001', 'ten']) {
      const res = await getExport(ctx.t, 'attendance', ctx.key, { limit });
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['limit']);
    }
  });

  it('the audit lists the imports and the export calls with the key name, never the key; only its own institute', async () => {
    const audit = await drain(ctx.t, 'audit', ctx.key);
    const imports = audit.rows.filter((e) => e.kind === 'import' && e.area === 'sessions');
    expect(imports.at(-1)).toMatchObject({ key_name: 'sync', state: 'done', dry_run: false, counts: { created: 3, failed: 0 } });
    const exported = audit.rows.filter((e) => e.kind === 'export' && e.area === 'attendance' && e.key_name === 'sync');
    expect(exported.length).toBeGreaterThan(3);
    expect(exported.some((e) => e.rows === 2)).toBe(true);
    expect(audit.rows.some((e) => e.key_name === 'marks reader' && e.area === 'attendance')).toBe(true);
    expect(JSON.stringify(audit.rows)).not.toContain(ctx.key);
    const other = await drain(ctx.t, 'audit', ctx.otherKey);
    expect(other.rows.some((e) => e.key_name === 'sync' || e.key_name === 'marks reader')).toBe(false);
    expect(other.rows.some((e) => e.key_name === 'other school' && e.kind === 'export')).toBe(true);
  });

  it('the OpenAPI description lists the exports and the audit with their scopes', async () => {
    const doc = (await ctx.t.app.inject({ method: 'GET', url: '/api/ingest/v1/openapi.json' })).json();
    expect(doc.paths['/export/homework-submissions'].get.description).toContain('read:homework-submissions');
    expect(doc.paths['/audit'].get.description).toContain('read:jobs');
  });
});
