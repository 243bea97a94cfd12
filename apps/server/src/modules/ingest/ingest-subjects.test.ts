import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 081): the subjects documents and study topics are filed under.
const { ctx, put } = ingestTestApp();
const db = () => ctx.t.database.db;
const subject = (n: number, extra: object = {}) => ({ source_id: `SU-${n}`, name: `Import subject ${n}`, ...extra });
const subjectsNamed = async (prefix: string, institute = 102) =>
  (await db().selectFrom('subject').select('name').where('institute_id', '=', institute).where('name', 'like', `${prefix}%`).orderBy('name').execute()).map((s) => s.name);
const idOf = async (name: string) => (await db().selectFrom('subject').select('id').where('institute_id', '=', 102).where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('[issue 34] PUT /api/ingest/v1/subjects', () => {
  it('creates subjects; takes over one of the same name no import holds; bad rows say their line and field', async () => {
    const handTyped = await db().insertInto('subject').values({ institute_id: 102, name: 'Import subject typed' }).returning('id').executeTakeFirstOrThrow();
    const job = await put('subjects', [subject(1), subject(2), subject(3, { name: ' ' }), subject(4, { name: 'Bell\u0007' }), subject(5, { name: 'Import subject typed' }), subject(6, { name: 'Import subject 1' })]);
    expect(job.counts).toMatchObject({ created: 3, failed: 3 });
    expect(job.errors.map((e) => [e.line, e.field, e.message]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [3, 'name', 'name: required'],
      [4, 'name', 'name: control characters are not allowed'],
      [6, 'name', "name: the institute already has a subject named 'Import subject 1'"],
    ]);
    expect(await subjectsNamed('Import subject')).toEqual(['Import subject 1', 'Import subject 2', 'Import subject typed']);
    expect(await idOf('Import subject typed')).toBe(handTyped.id);
  });

  it("the student's documents list a file under its imported subject, and a rename follows", async () => {
    await put('academic-years', [{ source_id: 'SY', name: 'Subjects 2042-43', start_date: '2042-04-01', end_date: '2043-03-31', is_current: false }]);
    await put('batches', [{ source_id: 'SB', name: 'Subjects batch' }]);
    await put('students', [{ source_id: 'SS-1', name: 'Doc Reader', phone: '7300000001', academic_year_source_ids: ['SY'] }]);
    await put('enrollments', [{ source_id: 'SE-1', batch_source_id: 'SB', student_source_id: 'SS-1' }]);
    const batch = await db().selectFrom('batch').select('id').where('name', '=', 'Subjects batch').executeTakeFirstOrThrow();
    const file = await db()
      .insertInto('shared_file')
      .values({ institute_id: 102, subject_id: await idOf('Import subject 1'), category: 'Other', title: 'Imported notes', shared_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('shared_file_batch').values({ batch_id: batch.id, file_id: file.id }).execute();
    const student = await db().selectFrom('student as s').innerJoin('app_user as u', 'u.id', 's.user_id').select(['s.id', 'u.id as user_id']).where('s.display_id', '=', 'SS-1').executeTakeFirstOrThrow();
    await db().updateTable('app_user').set({ password_hash: await hashPassword('demo1234') }).where('id', '=', student.user_id).execute();
    const { token } = await signIn(ctx.t.app, '7300000001');
    const list = async () => {
      const res = await ctx.t.app.inject({ method: 'GET', url: `/api/v1/fileShare/102?student_id=${student.id}`, headers: withSession(token!) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.subject_list;
    };
    expect(await list()).toEqual([{ subject_id: await idOf('Import subject 1'), subject_name: 'Import subject 1' }]);
    expect((await put('subjects', [subject(1, { name: 'Import subject 1 renamed' })])).counts).toMatchObject({ updated: 1 });
    expect((await list()).map((s: { subject_name: string }) => s.subject_name)).toEqual(['Import subject 1 renamed']);
  });

  it('the same upload twice changes nothing; a subject still filing documents is not deleted, an unused one is', async () => {
    expect((await put('subjects', [subject(2)])).counts).toMatchObject({ unchanged: 1 });
    const refused = await put('subjects', [{ source_id: 'SU-1', status: 'tobedeleted' }]);
    expect(refused.errors[0]).toMatchObject({ source_id: 'SU-1', message: 'this subject still files 1 document(s) and 0 study topic(s); move or delete them first' });
    expect((await put('subjects', [{ source_id: 'SU-2', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await subjectsNamed('Import subject')).toEqual(['Import subject 1 renamed', 'Import subject typed']);
  });

  it('a dry run keeps nothing; an atomic upload with a bad row writes nothing', async () => {
    expect((await put('subjects', [subject(7)], { query: '?dry_run=true' })).counts).toMatchObject({ created: 1 });
    expect(await put('subjects', [subject(8), subject(9, { name: '' })], { query: '?atomic=true' })).toMatchObject({ state: 'failed', counts: { created: 0, failed: 1 } });
    expect(await subjectsNamed('Import subject')).toEqual(['Import subject 1 renamed', 'Import subject typed']);
  });

  it('a bulk upload deletes what it no longer holds within its scope, and the guard stops a mass delete', async () => {
    const all = Array.from({ length: 10 }, (_, i) => subject(20 + i, { name: `Elective ${20 + i}` }));
    expect((await put('subjects', all, { mode: 'bulk', scope: 'electives' })).counts).toMatchObject({ created: 10 });
    expect(await put('subjects', all.slice(0, 5), { mode: 'bulk', scope: 'electives' })).toMatchObject({ state: 'failed', message: expect.stringContaining('Stopped before deleting 5 of 10') });
    expect((await put('subjects', all.slice(0, 5), { mode: 'bulk', scope: 'electives', query: '?max_delete_percent=50' })).counts).toMatchObject({ deleted: 5, unchanged: 5 });
    expect(await subjectsNamed('Elective')).toHaveLength(5);
  });

  it("another institute's key neither renames nor deletes this institute's subjects", async () => {
    const other = { as: ctx.otherKey };
    // The same source id from 101 is 101's own subject.
    expect((await put('subjects', [subject(1, { name: 'Theirs' })], other)).counts).toMatchObject({ created: 1 });
    expect((await put('subjects', [{ source_id: 'SU-20', status: 'tobedeleted' }], other)).counts).toMatchObject({ deleted: 0, unchanged: 1 });
    expect(await subjectsNamed('Import subject 1')).toEqual(['Import subject 1 renamed']);
    expect(await subjectsNamed('Elective 20')).toEqual(['Elective 20']);
    expect(await subjectsNamed('Theirs', 101)).toEqual(['Theirs']);
  });
});
