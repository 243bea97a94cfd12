import { describe, expect, it, vi } from 'vitest';
import { ZIngestJob } from '@portal/contract';
import { exampleFiles, oneRosterTestApp, zipOf } from './oneroster-test-helpers.ts';

// Issue 34 (decision 078): the OneRoster 1.2 package of docs/examples/ through POST /oneroster.
const { ctx, post, schoolKey: school } = oneRosterTestApp();
const db = () => ctx.t.database.db;

describe('[issue 34] POST /api/ingest/v1/oneroster (and its sessions.csv, the timetable)', () => {
  it('a dry run of the example says what would happen and keeps nothing', async () => {
    const job = await post(zipOf(exampleFiles()), '?dry_run=true');
    expect(job).toMatchObject({ area: 'oneroster', dry_run: true, state: 'done', counts: { created: 19, failed: 0 } });
    expect(await db().selectFrom('batch').select('id').where('name', '=', 'Class 7-A').execute()).toEqual([]);
  });

  it('imports the example: the school year, two classes, three students, their parent, three enrollments, two papers and their marks', async () => {
    const job = await post(zipOf(exampleFiles()));
    // 1 year + 2 batches + 3 classes + 1 teacher (staff) + 3 students + 1 parent + 3 enrollments +
    // 2 line items + 3 results; terms and the teacher's enrollment have no place.
    expect(job).toMatchObject({ state: 'done', mode: 'bulk', counts: { created: 19, updated: 0, failed: 0 }, errors: [] });
    expect(await db().selectFrom('schedule').select(['class_type', 'start_time', 'topics_covered']).where('session_link', '=', 'https://meet.greenfield.example/8b-maths').execute()).toEqual([{ class_type: 'Online Class', start_time: '10:00:00', topics_covered: 'Linear equations' }]);
    const batch = await db().selectFrom('batch as b').innerJoin('academic_year as y', 'y.id', 'b.academic_year_id').select(['b.course_name', 'y.name as year']).where('b.name', '=', 'Class 8-B').executeTakeFirstOrThrow();
    expect(batch).toEqual({ course_name: 'Class 8', year: '2026-27' });
    const riya = await db().selectFrom('student as s').innerJoin('app_user as u', 'u.id', 's.user_id').select(['u.name', 'u.phone', 'u.email', 's.display_id', 's.id']).where('s.display_id', '=', 'GF-2026-001').executeTakeFirstOrThrow();
    expect(riya).toMatchObject({ name: 'Riya Menon', phone: '7100000001', email: 'riya@greenfield.example' });
    const parent = await db().selectFrom('app_user as u').innerJoin('parent_student as ps', 'ps.parent_user_id', 'u.id').select('ps.student_id').where('u.phone', '=', '7100000009').execute();
    expect(parent).toHaveLength(2);
    expect(await db().selectFrom('student_batch').select('batch_name').where('student_id', '=', riya.id).execute()).toEqual([{ batch_name: 'Class 7-A' }]);
    expect(await db().selectFrom('staff_member').select('name').where('name', '=', 'Sunita Iyer').execute()).toHaveLength(1);
  });

  it('the same package again changes nothing; a delta deletes a user and an enrollment', async () => {
    expect((await post(zipOf(exampleFiles()))).counts).toMatchObject({ created: 0, updated: 0, unchanged: 19, deleted: 0 });
    const delta = zipOf({
      'manifest.csv': 'propertyName,value\noneroster.version,1.2\nfile.users,delta\nfile.enrollments,delta\nfile.orgs,bulk',
      'orgs.csv': 'sourcedId,status,name,type\norg-gf-school,,Greenfield School,school',
      'users.csv': 'sourcedId,status,dateLastModified\nusr-s-zara,tobedeleted,2026-11-01',
      'enrollments.csv': 'sourcedId,status,dateLastModified\nenr-dev-8b,tobedeleted,2026-11-01',
    });
    const job = await post(delta);
    expect(job.counts).toMatchObject({ deleted: 2, failed: 0 });
    // A parent sent alone names children imported before.
    const parentOnly = zipOf({
      'manifest.csv': 'propertyName,value\noneroster.version,1.2\nfile.users,delta',
      'users.csv': 'sourcedId,role,givenName,familyName,sms,agentSourcedIds\nusr-p-new,guardian,Leela,Menon,7100000010,usr-s-riya',
    });
    expect((await post(parentOnly)).counts).toMatchObject({ created: 1, failed: 0 });
    const zara = await db().selectFrom('student as s').innerJoin('app_user as u', 'u.id', 's.user_id').select('u.blocked').where('s.display_id', '=', 'GF-2026-003').executeTakeFirstOrThrow();
    expect(zara.blocked).toBe(true);
  });

  it("a package of another org, or of several schools, is refused as a whole; a file that is not a zip too", async () => {
    const other = exampleFiles();
    other['orgs.csv'] = 'sourcedId,status,name,type\norg-elsewhere,,Elsewhere School,school';
    const refused = await post(zipOf(other));
    expect(refused).toMatchObject({ state: 'failed', counts: { created: 0 }, message: expect.stringContaining("imports the org 'org-gf-school'") });
    const two = exampleFiles();
    two['orgs.csv'] = 'sourcedId,status,name,type\na,,A,school\nb,,B,school';
    expect((await post(zipOf(two), '', ctx.otherKey)).message).toContain('one school (it holds 2)');
    expect((await post(Buffer.from('not a zip'))).message).toBe('The upload is not a zip file (or it is damaged).');
  });

  it('answers at once with wait=0: the zip is read in a worker while the job runs, then the job says what it did', async () => {
    const res = await ctx.t.app.inject({ method: 'POST', url: '/api/ingest/v1/oneroster?wait=0&max_delete_percent=100', headers: { authorization: `Bearer ${school()}`, 'content-type': 'application/zip' }, payload: zipOf(exampleFiles()) });
    expect(res.statusCode, res.body).toBe(202);
    const started = ZIngestJob.parse(res.json());
    expect(started).toMatchObject({ area: 'oneroster', state: 'running', counts: { created: 0, failed: 0 } });
    const read = async () => ZIngestJob.parse((await ctx.t.app.inject({ method: 'GET', url: `/api/ingest/v1/jobs/${started.id}`, headers: { authorization: `Bearer ${school()}` } })).json());
    await vi.waitFor(async () => expect((await read()).state).not.toBe('running'), { timeout: 20_000, interval: 100 });
    // The tests above changed the institute's rows: each of the example's 19 records is written
    // or found unchanged, and the manifest's files are bulk.
    const done = await read();
    expect(done).toMatchObject({ state: 'done', mode: 'bulk', message: null, counts: { failed: 0 } });
    expect(done.counts.created + done.counts.updated + done.counts.unchanged).toBe(19);
  });
});
