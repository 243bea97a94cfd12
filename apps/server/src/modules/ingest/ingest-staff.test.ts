import { describe, expect, it } from 'vitest';
import { ZTimetableResponse } from '@portal/contract';
import { hashPassword } from '../../lib/passwords.ts';
import { signIn } from '../../testing/login-helpers.ts';
import { postTimetable, timetableBody } from '../timetable/test-requests.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 081): staff as names and photos that the timetable's classes name.
const { ctx, put } = ingestTestApp();
const db = () => ctx.t.database.db;
const member = (n: number, extra: object = {}) => ({ source_id: `T-${n}`, name: `Teacher ${n}`, ...extra });
const klass = (n: number, extra: object = {}) => ({ source_id: `TC-${n}`, batch_source_id: 'TB', date: '2099-01-05', start_time: `${8 + n}:00`, end_time: `${8 + n}:45`, subject: `Staffed ${n}`, ...extra });
const classOf = (subject: string) => db().selectFrom('schedule').select(['teacher_name', 'teacher_photo_urls']).where('subject_name', '=', subject).executeTakeFirst();
const staffNamed = async (prefix: string, institute = 102) =>
  (await db().selectFrom('staff_member').select('name').where('institute_id', '=', institute).where('name', 'like', `${prefix}%`).orderBy('name').execute()).map((s) => s.name);

describe('[issue 34] PUT /api/ingest/v1/staff', () => {
  it('creates staff; classes name them by source id and show their names and photos; bad rows say their line and field', async () => {
    const job = await put('staff', [
      member(1, { name: 'Sunita Rao', photo_url: 'https://cdn.example/t1.png' }),
      member(2, { name: 'Ravi Kumar' }),
      member(3, { name: 'Rao, Sunita' }),
      member(4, { photo_url: 'http://cdn.example/t4.png' }),
    ]);
    expect(job.counts).toMatchObject({ created: 2, failed: 2 });
    expect(job.errors.map((e) => [e.line, e.field, e.message])).toEqual([
      [3, 'name', "name: a comma cannot be part of a name (the timetable separates teachers' names by commas)"],
      [4, 'photo_url', 'photo_url: expected an https:// address'],
    ]);
    await put('batches', [{ source_id: 'TB', name: 'Staffed batch' }]);
    const classes = await put('sessions', [
      klass(1, { teacher_source_ids: ['T-1', 'T-2'] }),
      klass(2, { teacher_source_ids: ['T-9'] }),
      klass(3, { teacher: 'Someone', teacher_source_ids: ['T-1'] }),
    ]);
    expect(classes.counts).toMatchObject({ created: 1, failed: 2 });
    expect(classes.errors.map((e) => [e.line, e.field, e.message]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [2, 'teacher_source_ids.0', "teacher_source_ids.0: no staff 'T-9' was imported; import it first"],
      [3, 'teacher_source_ids', 'teacher_source_ids: send the teachers either by name or by source id, not both'],
    ]);
    expect(await classOf('Staffed 1')).toEqual({ teacher_name: 'Sunita Rao, Ravi Kumar', teacher_photo_urls: 'https://cdn.example/t1.png,' });
  });

  it("a rename and a new photo follow into the student's timetable", async () => {
    await put('students', [{ source_id: 'TS-1', name: 'Timetable Reader', phone: '7400000001' }]);
    await put('enrollments', [{ source_id: 'TE-1', batch_source_id: 'TB', student_source_id: 'TS-1' }]);
    const student = await db().selectFrom('student as s').innerJoin('app_user as u', 'u.id', 's.user_id').select(['s.id', 'u.id as user_id']).where('s.display_id', '=', 'TS-1').executeTakeFirstOrThrow();
    await db().updateTable('app_user').set({ password_hash: await hashPassword('demo1234') }).where('id', '=', student.user_id).execute();
    const { token } = await signIn(ctx.t.app, '7400000001');
    const day = async () => {
      const res = await postTimetable(ctx.t.app, token, timetableBody(102, { student_id: student.id }, '2099-01-05', '2099-01-05'));
      expect(res.statusCode, res.body).toBe(200);
      return Object.values(ZTimetableResponse.parse(res.json()).result.batchTimeTableList).flat().find((c) => c.subject_name === 'Staffed 1')!;
    };
    expect(await day()).toMatchObject({ teacher_name: 'Sunita Rao, Ravi Kumar', t_photo_url: 'https://cdn.example/t1.png,' });
    expect((await put('staff', [member(2, { name: 'Ravi K. Kumar', photo_url: 'https://cdn.example/t2.png' })])).counts).toMatchObject({ updated: 1 });
    expect(await day()).toMatchObject({ teacher_name: 'Sunita Rao, Ravi K. Kumar', t_photo_url: 'https://cdn.example/t1.png,https://cdn.example/t2.png' });
  });

  it('the same upload twice changes nothing; a deleted staff record leaves the classes the names they showed', async () => {
    expect((await put('staff', [member(1, { name: 'Sunita Rao', photo_url: 'https://cdn.example/t1.png' })])).counts).toMatchObject({ unchanged: 1 });
    expect((await put('staff', [{ source_id: 'T-2', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await staffNamed('Ravi')).toEqual([]);
    expect(await classOf('Staffed 1')).toMatchObject({ teacher_name: 'Sunita Rao, Ravi K. Kumar' });
    // A class sent again without staff shows its named teacher, photos cleared.
    expect((await put('sessions', [klass(1, { teacher: 'Guest Lecturer' })])).counts).toMatchObject({ updated: 1 });
    expect(await classOf('Staffed 1')).toEqual({ teacher_name: 'Guest Lecturer', teacher_photo_urls: '' });
  });

  it('a dry run keeps nothing; an atomic upload with a bad row writes nothing', async () => {
    expect((await put('staff', [member(7)], { query: '?dry_run=true' })).counts).toMatchObject({ created: 1 });
    expect(await put('staff', [member(8), member(9, { name: '' })], { query: '?atomic=true' })).toMatchObject({ state: 'failed', counts: { created: 0, failed: 1 } });
    expect(await staffNamed('Teacher')).toEqual([]);
  });

  it('a bulk upload deletes what it no longer holds within its scope, and the guard stops a mass delete', async () => {
    const all = Array.from({ length: 10 }, (_, i) => member(20 + i));
    expect((await put('staff', all, { mode: 'bulk', scope: 'faculty' })).counts).toMatchObject({ created: 10 });
    expect(await put('staff', all.slice(0, 6), { mode: 'bulk', scope: 'faculty' })).toMatchObject({ state: 'failed', message: expect.stringContaining('Stopped before deleting 4 of 10') });
    expect((await put('staff', all.slice(0, 6), { mode: 'bulk', scope: 'faculty', query: '?max_delete_percent=40' })).counts).toMatchObject({ deleted: 4, unchanged: 6 });
    expect(await staffNamed('Teacher')).toHaveLength(6);
  });

  it("another institute's key cannot name this institute's staff in its classes, nor delete them", async () => {
    const other = { as: ctx.otherKey };
    await put('batches', [{ source_id: 'OB', name: 'Other staffed batch' }], other);
    const job = await put('sessions', [klass(5, { batch_source_id: 'OB', teacher_source_ids: ['T-1'] })], other);
    expect(job.errors[0]).toMatchObject({ field: 'teacher_source_ids.0', message: "teacher_source_ids.0: no staff 'T-1' was imported; import it first" });
    expect((await put('staff', [{ source_id: 'T-1', status: 'tobedeleted' }], other)).counts).toMatchObject({ deleted: 0, unchanged: 1 });
    expect(await staffNamed('Sunita')).toEqual(['Sunita Rao']);
  });
});
