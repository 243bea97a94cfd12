import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Samples } from './zod-arbitrary.ts';

/** The demo student every generated request is mostly about: the student caller, and the parent caller's child. */
const DEMO_STUDENT_PHONE = '9000000001';

/** Tables whose first ids the generated requests also try: someone else's ids. */
const ID_TABLES = ['institute', 'academic_year', 'app_user', 'student', 'batch', 'schedule', 'assignment', 'assignment_attachment'] as const;

/**
 * Values of the demo data and of the spec, read from the database (not assumed): the demo
 * student's own ids under the field names the contract gives them, so some generated requests
 * pass every check and reach the services, and other ids, dates around the test clock's day,
 * flags and hosts. A value is used only where its field's schema accepts it.
 */
export async function demoSamples(db: Kysely<DB>): Promise<Samples> {
  const user = await db.selectFrom('app_user').select(['id', 'institute_id', 'user_type']).where('phone', '=', DEMO_STUDENT_PHONE).where('user_type', '=', 1).executeTakeFirstOrThrow();
  const student = await db.selectFrom('student').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
  const years = await db.selectFrom('academic_year').select('id').where('institute_id', '=', user.institute_id).orderBy('id', 'desc').execute();
  const batches = await db.selectFrom('batch_member').select('batch_id').where('user_id', '=', user.id).orderBy('batch_id', 'desc').limit(3).execute();
  const batchIds = batches.map((b) => b.batch_id);
  const assignments = batchIds.length ? await db.selectFrom('assignment').select('id').where('batch_id', 'in', batchIds).orderBy('id').limit(4).execute() : [];
  const assignmentIds = assignments.map((a) => a.id);
  const attachments = assignmentIds.length
    ? await db.selectFrom('assignment_attachment').select('id').where('assignment_id', 'in', assignmentIds).orderBy('id').limit(4).execute()
    : [];
  const live = batchIds.length
    ? await db.selectFrom('schedule').select('id').where('batch_id', 'in', batchIds).where('class_type', '=', 'Online Class').orderBy('id').limit(2).execute()
    : [];
  const payments = await db.selectFrom('fee_payment').select(['receipt_no', 'financial_year']).where('student_id', '=', student.id).orderBy('id').limit(2).execute();

  const numbers = new Set<number>([-1, 0, 1, 2, 99, 255]);
  for (const table of ID_TABLES) {
    for (const row of await db.selectFrom(table).select('id').orderBy('id').limit(3).execute()) numbers.add(Number(row.id));
  }
  const dates = ['2026-11-01', '2026-11-30', '2026-11-21', '2026-9-1', '2026-04-01', '2027-03-31', '2012-02-29'];
  const own = (values: unknown[], ...names: string[]) => Object.fromEntries(names.map((n) => [n, values]));
  return {
    numbers: [...numbers],
    strings: [...dates, 'Y', 'N', 'WEB', 'true', 'false', '1', 'localhost', '9000000001', 'demo1234', 'study-app', 'B+', 'Pune'],
    fields: {
      ...own([user.institute_id], 'institute_id', 'instituteId', 'institution_id'),
      ...own([student.id], 'student_id', 'studentId', 'stud_id'),
      ...own([[student.id]], 'studentId_array'),
      ...own([user.id], 'user_id', 'userid'),
      ...own([user.user_type], 'userType'),
      ...own(years.map((y) => y.id), 'acad_year_id', 'acad_year', 'acad_yr_id'),
      ...own([-1, ...batchIds], 'batch_id', 'batchId'),
      ...own(assignmentIds, 'file_id', 'fileId'),
      ...own(attachments.map((a) => [a.id]), 'attachmentId_array'),
      ...own(live.map((s) => s.id), 'session_id'),
      ...own(payments.map((p) => p.receipt_no), 'receipt_no'),
      ...own(payments.map((p) => p.financial_year), 'fin_yr'),
      ...own(['91-9000000001', '+91-9000000001'], 'phone'),
      ...own([2026, '2026'], 'year'),
      ...own([11, '11'], 'month'),
      ...own(['2026-11-01', '2026-9-1', ''], 'startdate', 'event_start_Date'),
      ...own(['2026-11-30', '2026-9-30', ''], 'enddate', 'event_end_date'),
      ...own(['localhost', 'school.localhost'], 'virtualHostUrl'),
    },
  };
}
