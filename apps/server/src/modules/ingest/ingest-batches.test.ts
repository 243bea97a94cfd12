import { describe, expect, it } from 'vitest';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 078): batches name their academic year by its source id; deleting a batch
// with a past retires it (members and future classes go, history stays).
const { ctx, put } = ingestTestApp();
const batchNamed = (name: string) => ctx.t.database.db.selectFrom('batch').selectAll().where('name', '=', name).executeTakeFirst();

describe('[issue 34] PUT /api/ingest/v1/batches', () => {
  it('creates a batch in its academic year, named by source ids; an unknown year is the row\'s error', async () => {
    await put('academic-years', [{ source_id: 'AY-1', name: 'Batch year 2040', start_date: '2040-04-01', end_date: '2041-03-31' }]);
    const job = await put('batches', [
      { source_id: 'B-1', name: 'JEE 2041 Morning', academic_year_source_id: 'AY-1', course_name: 'JEE Advanced' },
      { source_id: 'B-2', name: 'NEET Evening', academic_year_source_id: 'AY-404' },
    ]);
    expect(job.counts).toMatchObject({ created: 1, failed: 1 });
    expect(job.errors).toEqual([{ file: 'batches.json', line: 2, source_id: 'B-2', field: 'academic_year_source_id', message: "academic_year_source_id: no academic year 'AY-404' was imported; import it first" }]);
    const year = await ctx.t.database.db.selectFrom('academic_year').select('id').where('name', '=', 'Batch year 2040').executeTakeFirstOrThrow();
    expect(await batchNamed('JEE 2041 Morning')).toMatchObject({ institute_id: 102, academic_year_id: year.id, course_name: 'JEE Advanced', master_course_name: null });
  });

  it("another institute's year source id is not this institute's", async () => {
    const job = await put('batches', [{ source_id: 'B-9', name: 'Borrowed year', academic_year_source_id: 'AY-1' }], { as: ctx.otherKey });
    expect(job.counts).toMatchObject({ failed: 1 });
    expect(await batchNamed('Borrowed year')).toBeUndefined();
  });

  it('a rename follows into the learners\' batch names; a batch with no past is removed', async () => {
    await put('batches', [{ source_id: 'B-3', name: 'Crash course' }]);
    const student = await ctx.t.database.db.selectFrom('student').select('id').where('institute_id', '=', 102).executeTakeFirstOrThrow();
    await ctx.t.database.db.insertInto('student_batch').values({ student_id: student.id, batch_name: 'Crash course' }).execute();
    expect((await put('batches', [{ source_id: 'B-3', name: 'Crash course (May)' }])).counts).toMatchObject({ updated: 1 });
    expect(await ctx.t.database.db.selectFrom('student_batch').select('batch_name').where('student_id', '=', student.id).where('batch_name', 'like', 'Crash%').execute()).toEqual([{ batch_name: 'Crash course (May)' }]);
    expect((await put('batches', [{ source_id: 'B-3', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await batchNamed('Crash course (May)')).toBeUndefined();
  });

  it('deleting a batch with a past retires it: members and future classes go, past classes and attendance stay', async () => {
    await put('batches', [{ source_id: 'B-4', name: 'Retiring batch' }]);
    const batch = (await batchNamed('Retiring batch'))!;
    const user = await ctx.t.database.db.selectFrom('app_user').select('id').where('institute_id', '=', 102).where('user_type', '=', 1).executeTakeFirstOrThrow();
    await ctx.t.database.db.insertInto('batch_member').values({ user_id: user.id, batch_id: batch.id }).execute();
    const klass = (date: string) => ({ institute_id: 102, batch_id: batch.id, class_type: 'Class' as const, date, end_date: date, start_time: '09:00', end_time: '10:00' });
    await ctx.t.database.db.insertInto('schedule').values([klass('2000-01-10'), klass('2999-01-10')]).execute();
    expect((await put('batches', [{ source_id: 'B-4', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await batchNamed('Retiring batch')).toBeDefined();
    expect(await ctx.t.database.db.selectFrom('batch_member').select('user_id').where('batch_id', '=', batch.id).execute()).toEqual([]);
    expect((await ctx.t.database.db.selectFrom('schedule').select('date').where('batch_id', '=', batch.id).execute()).map((r) => r.date)).toEqual(['2000-01-10']);
  });
});
