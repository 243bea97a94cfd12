import { describe, expect, it } from 'vitest';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34's bench: a chunk of new students, parents or enrollments is written in a few
// statements (the areas' writeNew); a chunk holding a refused record is written one record at a
// time. Both ways write the same rows.
const { ctx, put } = ingestTestApp();
const db = () => ctx.t.database.db;

const students = (prefix: string) => [
  { source_id: `${prefix}-0`, name: ' Chunk Zero ', phone: '+91 70000-10000', email: 'Zero@Example.org', academic_year_source_ids: ['CY', 'CY'], date_of_birth: '2012-01-02', gender: 'male' },
  { source_id: `${prefix}-1`, name: 'Chunk One', display_id: `${prefix}-ADM-1`, join_date: '2027-04-01', login_allowed: false, gender: 'other' },
  { source_id: `${prefix}-2`, name: 'Chunk Two', academic_year_source_ids: ['CY'], date_of_birth: '2013-03-04' },
];

/** What the import wrote for the people and enrollments of `prefix`, without ids and the prefix. */
async function written(prefix: string) {
  const people = await db()
    .selectFrom('source_record as r')
    .innerJoin('student as s', 's.id', 'r.local_id')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .leftJoin('student_profile as p', 'p.student_id', 's.id')
    .select(['r.source_id', 'r.scope', 'r.retired', 'u.id as user_id', 'u.account_id', 'u.name', 'u.phone', 'u.email', 'u.user_type', 'u.role', 'u.blocked', 'u.join_date', 'u.single_device', 'u.password_hash', 'u.institute_id', 's.id', 's.display_id', 's.is_login_allowed', 's.institute_id as student_institute', 'p.dob', 'p.gender'])
    .where('r.area', '=', 'students')
    .where('r.source_id', 'like', `${prefix}-%`)
    .orderBy('r.source_id')
    .execute();
  const out = [];
  for (const p of people) {
    const years = await db().selectFrom('student_academic_year as y').innerJoin('academic_year as a', 'a.id', 'y.academic_year_id').select('a.name').where('y.student_id', '=', p.id).execute();
    const parents = await db().selectFrom('parent_student as ps').innerJoin('app_user as u', 'u.id', 'ps.parent_user_id').select(['u.name', 'u.phone', 'u.user_type', 'u.account_id', 'u.id']).where('ps.student_id', '=', p.id).execute();
    const member = await db().selectFrom('batch_member as m').innerJoin('batch as b', 'b.id', 'm.batch_id').select('b.name').where('m.user_id', '=', p.user_id).execute();
    const named = await db().selectFrom('student_batch').select('batch_name').where('student_id', '=', p.id).execute();
    const enrolled = await db().selectFrom('import_enrollment as e').innerJoin('source_record as r', (j) => j.onRef('r.local_id', '=', 'e.id').on('r.area', '=', 'enrollments')).select(['r.source_id', 'e.institute_id']).where('e.student_id', '=', p.id).execute();
    out.push({
      ...p,
      source_id: p.source_id.slice(prefix.length),
      display_id: p.display_id.replace(prefix, ''),
      id: undefined,
      user_id: p.account_id === p.user_id,
      account_id: undefined,
      years: years.map((y) => y.name),
      parents: parents.map((x) => ({ ...x, account_id: x.account_id === x.id, id: undefined })),
      member: member.map((m) => m.name),
      named: named.map((n) => n.batch_name),
      enrolled: enrolled.map((e) => ({ ...e, source_id: e.source_id.replace(prefix, '') })),
    });
  }
  return out;
}

describe('[issue 34] a chunk of new people and enrollments at once', () => {
  it('writes what one record at a time writes; a refused record sends its chunk one by one, and is reported alone', async () => {
    await put('academic-years', [{ source_id: 'CY', name: 'Chunk year', start_date: '2039-04-01', end_date: '2040-03-31', is_current: false }]);
    await put('batches', [{ source_id: 'CB', name: 'Chunk batch', academic_year_source_id: 'CY' }]);
    // Together: every record new and valid.
    expect((await put('students', students('CA'))).counts).toMatchObject({ created: 3, failed: 0 });
    expect((await put('parents', [{ source_id: 'PCA', name: 'Chunk Parent', phone: '7000010009', children_source_ids: ['CA-0', 'CA-1', 'CA-0'] }, { source_id: 'PCA-2', name: 'Other Parent', children_source_ids: ['CA-2'] }])).counts).toMatchObject({ created: 2 });
    expect((await put('enrollments', [0, 1, 2].map((i) => ({ source_id: `E-CA-${i}`, batch_source_id: 'CB', student_source_id: `CA-${i}` })))).counts).toMatchObject({ created: 3 });
    // One by one: each chunk holds a record that is refused.
    const one = await put('students', [...students('CO'), { source_id: 'CO-9', name: 'Unborn', date_of_birth: '2999-01-01' }]);
    expect(one.counts).toMatchObject({ created: 3, failed: 1 });
    expect(one.errors).toEqual([expect.objectContaining({ source_id: 'CO-9', field: 'date_of_birth' })]);
    const parents = await put('parents', [{ source_id: 'PCO', name: 'Chunk Parent', phone: '7000010009', children_source_ids: ['CO-0', 'CO-1', 'CO-0'] }, { source_id: 'PCO-2', name: 'Other Parent', children_source_ids: ['CO-2'] }, { source_id: 'PCO-9', name: 'Lost', children_source_ids: ['CO-404'] }]);
    expect(parents.counts).toMatchObject({ created: 2, failed: 1 });
    const enrollments = await put('enrollments', [...[0, 1, 2].map((i) => ({ source_id: `E-CO-${i}`, batch_source_id: 'CB', student_source_id: `CO-${i}` })), { source_id: 'E-CO-9', batch_source_id: 'CB', student_source_id: 'CO-404' }]);
    expect(enrollments.counts).toMatchObject({ created: 3, failed: 1 });
    expect(enrollments.errors[0]).toMatchObject({ source_id: 'E-CO-9', message: "student_source_id: no student 'CO-404' was imported; import it first" });

    const together = await written('CA');
    expect(together).toHaveLength(3);
    expect(together[0]).toMatchObject({ name: 'Chunk Zero', phone: '917000010000', email: 'zero@example.org', years: ['Chunk year'], dob: '2012-01-02', gender: 'Male', member: ['Chunk batch'], named: ['Chunk batch'], user_id: true });
    expect(together[0]!.parents).toHaveLength(1);
    expect(together).toEqual(await written('CO'));
  });

  it('the same chunk again is unchanged; a chunk with an update is written one by one', async () => {
    expect((await put('students', students('CA'))).counts).toMatchObject({ unchanged: 3, created: 0 });
    const changed = students('CA');
    changed[1]!.name = 'Chunk One, renamed';
    expect((await put('students', [...changed, { source_id: 'CA-3', name: 'Chunk Three' }])).counts).toMatchObject({ unchanged: 2, updated: 1, created: 1 });
    const two = await put('enrollments', [{ source_id: 'E-CA-dup', batch_source_id: 'CB', student_source_id: 'CA-3' }, { source_id: 'E-CA-dup2', batch_source_id: 'CB', student_source_id: 'CA-3' }]);
    // The same student twice in a batch: one membership, both source ids on it (as one by one).
    expect(two.counts).toMatchObject({ created: 2, failed: 0 });
    const ids = await db().selectFrom('source_record').select('local_id').where('area', '=', 'enrollments').where('source_id', 'in', ['E-CA-dup', 'E-CA-dup2']).execute();
    expect(new Set(ids.map((r) => r.local_id)).size).toBe(1);
  });
});
