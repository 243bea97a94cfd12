import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.ts';
import { login, signIn } from '../../testing/login-helpers.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 078): students, parents and enrollments over the integration API; imported
// people bring no password, a deleted person is blocked with their history kept.
const { ctx, put } = ingestTestApp();
const db = () => ctx.t.database.db;
const userOfStudent = (display: string) =>
  db().selectFrom('student as s').innerJoin('app_user as u', 'u.id', 's.user_id').select(['s.id as student_id', 'u.id', 'u.account_id', 'u.user_type', 'u.blocked', 'u.phone', 'u.email', 's.is_login_allowed']).where('s.display_id', '=', display).executeTakeFirstOrThrow();

describe('[issue 34] people over the integration API', () => {
  it('a roster: year, batch, two students, their parent, enrollments; the parent signs in to both children', async () => {
    await put('academic-years', [{ source_id: 'Y', name: 'People year', start_date: '2037-04-01', end_date: '2038-03-31', is_current: false }]);
    await put('batches', [{ source_id: 'B', name: 'People batch', academic_year_source_id: 'Y' }]);
    const students = await put('students', [
      { source_id: 'S-1', name: 'Meera Das', display_id: 'ADM-1', phone: '+91 70000-00001', academic_year_source_ids: ['Y'] },
      { source_id: 'S-2', name: 'Kabir Das', phone: '7000000002', email: ' Kabir@Example.org ', academic_year_source_ids: ['Y'], login_allowed: false },
      { source_id: 'S-3', name: 'No Phone', phone: '12ab' },
    ]);
    expect(students.counts).toMatchObject({ created: 2, failed: 1 });
    expect(students.errors[0]).toMatchObject({ line: 3, field: 'phone', message: 'phone: expected 7 to 15 digits' });
    const meera = await userOfStudent('ADM-1');
    expect(meera).toMatchObject({ user_type: 1, account_id: meera.id, blocked: false, phone: '917000000001', is_login_allowed: 1 });
    expect(await userOfStudent('S-2')).toMatchObject({ email: 'kabir@example.org', is_login_allowed: 0 });

    const parents = await put('parents', [{ source_id: 'P-1', name: 'Anil Das', phone: '7000000009', children_source_ids: ['S-1', 'S-2'] }, { source_id: 'P-2', name: 'Nobody', children_source_ids: [] }]);
    expect(parents.counts).toMatchObject({ created: 1, failed: 1 });
    expect(parents.errors[0]).toMatchObject({ field: 'children_source_ids', message: 'children_source_ids: a parent needs at least one child' });
    const enrolled = await put('enrollments', [{ source_id: 'E-1', batch_source_id: 'B', student_source_id: 'S-1' }, { source_id: 'E-2', batch_source_id: 'B', student_source_id: 'S-9' }]);
    expect(enrolled.counts).toMatchObject({ created: 1, failed: 1 });
    expect(enrolled.errors[0]).toMatchObject({ field: 'student_source_id', message: "student_source_id: no student 'S-9' was imported; import it first" });
    expect(await db().selectFrom('student_batch').select('batch_name').where('student_id', '=', meera.student_id).execute()).toEqual([{ batch_name: 'People batch' }]);

    // No password came with them: until one is set ("Forgot password"), none signs in.
    expect((await login(ctx.t.app, '917000000001')).body.result?.user_id).toBeUndefined();
    const parent = await db().selectFrom('app_user').select('id').where('phone', '=', '7000000009').executeTakeFirstOrThrow();
    await db().updateTable('app_user').set({ password_hash: await hashPassword('demo1234') }).where('id', '=', parent.id).execute();
    const { body } = await signIn(ctx.t.app, '7000000009');
    expect(JSON.stringify(body)).toContain('Meera Das');
  });

  it('the same roster again changes nothing; a deleted student is blocked, leaves the batch, and comes back as the same account', async () => {
    const again = await put('students', [{ source_id: 'S-1', name: 'Meera Das', display_id: 'ADM-1', phone: '+91 70000-00001', academic_year_source_ids: ['Y'] }]);
    expect(again.counts).toMatchObject({ unchanged: 1 });
    const before = await userOfStudent('ADM-1');
    expect((await put('students', [{ source_id: 'S-1', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await userOfStudent('ADM-1')).toMatchObject({ id: before.id, blocked: true });
    expect(await db().selectFrom('batch_member').select('batch_id').where('user_id', '=', before.id).execute()).toEqual([]);
    expect((await put('students', [{ source_id: 'S-1', status: 'tobedeleted' }])).counts).toMatchObject({ unchanged: 1 });
    // Enrollments cannot name a deleted student.
    expect((await put('enrollments', [{ source_id: 'E-3', batch_source_id: 'B', student_source_id: 'S-1' }])).counts).toMatchObject({ failed: 1 });
    const back = await put('students', [{ source_id: 'S-1', name: 'Meera Das', display_id: 'ADM-1', phone: '+91 70000-00001', academic_year_source_ids: ['Y'] }]);
    expect(back.counts).toMatchObject({ updated: 1 });
    expect(await userOfStudent('ADM-1')).toMatchObject({ id: before.id, blocked: false });
  });

  it('a bulk roster that drops a student retires them, and the guard counts only live people', async () => {
    const roster = Array.from({ length: 10 }, (_, i) => ({ source_id: `R-${i}`, name: `Roster ${i}`, academic_year_source_ids: [] }));
    await put('students', roster, { mode: 'bulk', scope: 'roster' });
    expect((await put('students', roster.slice(1), { mode: 'bulk', scope: 'roster' })).counts).toMatchObject({ deleted: 1, unchanged: 9 });
    expect((await userOfStudent('R-0')).blocked).toBe(true);
    expect((await put('students', roster.slice(1), { mode: 'bulk', scope: 'roster' })).counts).toMatchObject({ deleted: 0, unchanged: 9 });
  });

  it("a student's date of birth and gender go to the profile; left out, the profile keeps them; a birth after today is refused", async () => {
    const job = await put('students', [
      { source_id: 'D-1', name: 'Dob One', date_of_birth: '2012-2-9', gender: 'Female' },
      { source_id: 'D-2', name: 'Dob Two', date_of_birth: '2031-01-01' },
      { source_id: 'D-3', name: 'Dob Three', gender: 'robot' },
    ]);
    expect(job.errors.map((e) => [e.line, e.field])).toEqual([[3, 'gender'], [2, 'date_of_birth']]);
    expect(job.errors[1]!.message).toBe('date_of_birth: after today');
    const profile = async () => db().selectFrom('student_profile as p').innerJoin('student as s', 's.id', 'p.student_id').select(['p.dob', 'p.gender']).where('s.display_id', '=', 'D-1').executeTakeFirstOrThrow();
    expect(await profile()).toEqual({ dob: '2012-02-09', gender: 'Female' });
    await put('students', [{ source_id: 'D-1', name: 'Dob One, renamed' }]);
    expect(await profile()).toEqual({ dob: '2012-02-09', gender: 'Female' });
    await put('students', [{ source_id: 'D-1', name: 'Dob One', gender: 'unspecified' }]);
    expect(await profile()).toEqual({ dob: '2012-02-09', gender: null });
  });
});
