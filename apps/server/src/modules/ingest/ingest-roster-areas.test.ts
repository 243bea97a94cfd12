import { beforeAll } from 'vitest';
import { commonAreaChecks } from './ingest-area-checks.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34's "done when" for the roster's own areas (decision 078): the checks every area passes
// (unchanged, a bad row with its line, dry run, atomic, the delete guard, another institute's key):
// students, parents, sessions and enrollments.
const h = ingestTestApp();
const { ctx, put } = h;
const db = () => ctx.t.database.db;
// A deleted person stays, blocked (retired): the live ones are counted.
const liveAccounts = async (prefix: string, institute: number, userType: number) =>
  (await db().selectFrom('app_user').select('id').where('institute_id', '=', institute).where('user_type', '=', userType).where('blocked', '=', false).where('name', 'like', `${prefix}%`).execute()).length;

beforeAll(async () => {
  await put('batches', [{ source_id: 'RA-B', name: 'Roster areas batch' }]);
  await put('students', [{ source_id: 'RA-S', name: 'Roster child', academic_year_source_ids: [] }]);
  // Each enrollment puts its own pupil in the batch (one pupil, one batch: one enrollment).
  await put('students', Array.from({ length: 50 }, (_, n) => ({ source_id: `RA-P${n}`, name: `Enrolled pupil ${n}`, academic_year_source_ids: [] })));
});

commonAreaChecks(h, {
  area: 'students',
  record: (id) => ({ source_id: id, name: `${id} pupil`, academic_year_source_ids: [] }),
  count: (prefix, institute = 102) => liveAccounts(prefix, institute, 1),
  bad: { field: 'phone', value: '12ab', message: 'expected 7 to 15 digits' },
});

commonAreaChecks(h, {
  area: 'parents',
  record: (id) => ({ source_id: id, name: `${id} guardian`, children_source_ids: ['RA-S'] }),
  count: (prefix, institute = 102) => liveAccounts(prefix, institute, 2),
  bad: { field: 'email', value: 'not-an-address', message: 'not an email address' },
  reference: 'children_source_ids',
});

commonAreaChecks(h, {
  area: 'sessions',
  record: (id, n) => ({ source_id: id, batch_source_id: 'RA-B', date: `2099-03-${String((n % 28) + 1).padStart(2, '0')}`, start_time: '09:00', end_time: '10:00', subject: `${id} class` }),
  count: async (prefix, institute = 102) => (await db().selectFrom('schedule').select('id').where('institute_id', '=', institute).where('subject_name', 'like', `${prefix}%`).execute()).length,
  bad: { field: 'start_time', value: '25:00', message: 'expected HH:MM (24-hour)' },
  reference: 'batch_source_id',
});

commonAreaChecks(h, {
  area: 'enrollments',
  record: (id, n) => ({ source_id: id, batch_source_id: 'RA-B', student_source_id: `RA-P${n}` }),
  count: async (prefix, institute = 102) =>
    (await db().selectFrom('import_enrollment as e').innerJoin('source_record as r', (j) => j.onRef('r.local_id', '=', 'e.id').on('r.area', '=', 'enrollments')).select('e.id').where('e.institute_id', '=', institute).where('r.institute_id', '=', institute).where('r.source_id', 'like', `${prefix}%`).execute()).length,
  bad: { field: 'batch_source_id', value: '', message: 'required' },
  reference: 'batch_source_id',
});
