import { expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.ts';
import { signIn } from '../../testing/login-helpers.ts';
import type { ingestTestApp } from './ingest-test-helpers.ts';

type Harness = ReturnType<typeof ingestTestApp>;
type Rec = Record<string, unknown>;

export type AreaChecks = {
  area: string;
  /** A valid record under source id `id`; `n` (0..49) keeps records of different tests apart. */
  record: (id: string, n: number) => Rec;
  /** How many rows the institute holds of records whose source ids start with `prefix`. */
  count: (prefix: string, institute?: number) => Promise<number>;
  /** A field to spoil, the value that spoils it and the schema's message. */
  bad: { field: string; value: unknown; message: string };
  /** The field naming another area's source id; none when the area's records name nothing. */
  reference?: string;
};

/**
 * What every area must show (issue 34's "done when", decision 078): the same upload twice is
 * all unchanged, a bad row is reported with its line and field while the rest is written, a dry
 * run keeps nothing, an atomic upload with a bad row writes nothing, the bulk delete guard, and
 * another institute's key neither names nor deletes this institute's records.
 */
export function commonAreaChecks({ ctx, put }: Harness, c: AreaChecks): void {
  const records = (prefix: string, from: number, n: number) => Array.from({ length: n }, (_, i) => c.record(`${prefix}-${i}`, from + i));

  it(`[issue 34] ${c.area}: created once; the same upload twice is all unchanged`, async () => {
    expect((await put(c.area, records('U', 0, 2))).counts).toMatchObject({ created: 2, failed: 0 });
    expect((await put(c.area, records('U', 0, 2))).counts).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await c.count('U-')).toBe(2);
  });

  it(`[issue 34] ${c.area}: a bad row is reported with its line and field; the rest is written`, async () => {
    const [a, b, d] = records('BAD', 10, 3);
    const job = await put(c.area, [a, { ...b, [c.bad.field]: c.bad.value }, d]);
    expect(job.counts).toMatchObject({ created: 2, failed: 1 });
    expect(job.errors).toEqual([{ file: `${c.area}.json`, line: 2, source_id: 'BAD-1', field: c.bad.field, message: `${c.bad.field}: ${c.bad.message}` }]);
    expect(await c.count('BAD-')).toBe(2);
  });

  it(`[issue 34] ${c.area}: a dry run keeps nothing; an atomic upload with a bad row writes nothing`, async () => {
    expect(await put(c.area, records('DRY', 20, 2), { query: '?dry_run=true' })).toMatchObject({ dry_run: true, state: 'done', counts: { created: 2 } });
    const [a, b] = records('ATOM', 22, 2);
    const atomic = await put(c.area, [a, { ...b, [c.bad.field]: c.bad.value }], { query: '?atomic=true' });
    expect(atomic).toMatchObject({ state: 'failed', counts: { created: 0, failed: 1 }, message: expect.stringContaining('Nothing was written') });
    expect((await c.count('DRY-')) + (await c.count('ATOM-'))).toBe(0);
  });

  it(`[issue 34] ${c.area}: bulk deletes what it no longer holds in its scope; the guard stops a mass delete`, async () => {
    const all = records('G', 30, 10);
    expect((await put(c.area, all, { mode: 'bulk', scope: 'guard' })).counts).toMatchObject({ created: 10 });
    const guarded = await put(c.area, all.slice(0, 7), { mode: 'bulk', scope: 'guard' });
    expect(guarded).toMatchObject({ state: 'failed', counts: { deleted: 0, unchanged: 7 }, message: expect.stringContaining('Stopped before deleting 3 of 10') });
    expect(await c.count('G-')).toBe(10);
    expect((await put(c.area, all.slice(0, 9), { mode: 'bulk', scope: 'guard' })).counts).toMatchObject({ deleted: 1, unchanged: 9 });
    expect(await c.count('G-')).toBe(9);
  });

  it(`[issue 34] ${c.area}: another institute's key neither names nor deletes this institute's records`, async () => {
    await put(c.area, records('F', 40, 1));
    const theirs = await put(c.area, records('F', 40, 1), { as: ctx.otherKey });
    if (c.reference) {
      // The source ids it names are this institute's, not the other's: the row's error.
      expect(theirs.counts).toMatchObject({ created: 0, failed: 1 });
      expect(theirs.errors[0]).toMatchObject({ line: 1, field: expect.stringMatching(new RegExp(`^${c.reference}`)), message: expect.stringContaining('import it first') });
      expect(await c.count('F-', 101)).toBe(0);
    } else {
      // The same source id from the other institute is a record of its own.
      expect(theirs.counts).toMatchObject({ created: 1 });
      expect(await c.count('F-', 101)).toBe(1);
    }
    expect((await put(c.area, [{ source_id: 'F-0', status: 'tobedeleted' }], { as: ctx.otherKey })).counts).toMatchObject({ deleted: c.reference ? 0 : 1, unchanged: c.reference ? 1 : 0 });
    expect(await c.count('F-')).toBe(1);
  });
}

/** An imported student (institute 102) with a phone and a password, signed in: the session token and student id. */
export async function signedInStudent({ ctx, put }: Harness, sourceId: string, phone: string): Promise<{ token: string; studentId: number; userId: number }> {
  await put('students', [{ source_id: sourceId, name: `Student ${sourceId}`, phone }]);
  const db = ctx.t.database.db;
  const s = await db.selectFrom('student as s').innerJoin('app_user as u', 'u.id', 's.user_id').select(['s.id', 'u.id as user_id']).where('u.phone', '=', phone).executeTakeFirstOrThrow();
  await db.updateTable('app_user').set({ password_hash: await hashPassword('demo1234') }).where('id', '=', s.user_id).execute();
  const { token } = await signIn(ctx.t.app, phone);
  return { token: token!, studentId: s.id, userId: s.user_id };
}
