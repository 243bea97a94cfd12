import { expect } from 'vitest';
import { ZOfflineReportResponse, type TOfflineReport } from '@portal/contract';
import { hashPassword } from '../../lib/passwords.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import type { ingestTestApp } from './ingest-test-helpers.ts';

type Ingest = ReturnType<typeof ingestTestApp>;

/**
 * A batch `${p}B` of Apex Coaching (102) with two imported students `${p}S1` and `${p}S2` in it,
 * and an exam `${p}X` of the batch, held in the past (Physics and Chemistry, out of 50 and 40).
 */
export async function seedBatchAndExam({ put }: Ingest, p: string, phones: [string, string]) {
  await put('batches', [{ source_id: `${p}B`, name: `${p} batch` }]);
  await put('students', [
    { source_id: `${p}S1`, name: `${p} One`, phone: phones[0] },
    { source_id: `${p}S2`, name: `${p} Two`, phone: phones[1] },
  ]);
  await put('enrollments', [
    { source_id: `${p}E1`, batch_source_id: `${p}B`, student_source_id: `${p}S1` },
    { source_id: `${p}E2`, batch_source_id: `${p}B`, student_source_id: `${p}S2` },
  ]);
  const exam = { source_id: `${p}X`, batch_source_id: `${p}B`, name: `${p} unit test`, date: '2026-10-05', start_time: '10:00', end_time: '11:30', subjects: ['Physics', 'Chemistry'], max_marks: [50, 40] };
  expect((await put('offline-exams', [exam])).counts).toMatchObject({ created: 1, failed: 0 });
  return exam;
}

/** The imported student of `phone` signed in: imports bring no password, so the test gives one. */
export async function signInImported({ ctx }: Ingest, phone: string) {
  const db = ctx.t.database.db;
  const user = await db.selectFrom('app_user as u').innerJoin('student as s', 's.user_id', 'u.id').select(['u.id', 'u.institute_id', 's.id as student_id']).where('u.phone', '=', phone).executeTakeFirstOrThrow();
  await db.updateTable('app_user').set({ password_hash: await hashPassword('demo1234') }).where('id', '=', user.id).execute();
  const { token } = await signIn(ctx.t.app, phone);
  return { ...user, headers: withSession(token!) };
}

/** The offline report [API-EXAM-9] of the imported student of `phone`, signed in. */
export async function offlineReportOf(ingest: Ingest, phone: string): Promise<TOfflineReport> {
  const { student_id, headers } = await signInImported(ingest, phone);
  const res = await ingest.ctx.t.app.inject({ url: `/api/v1/reports/Student/${student_id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return ZOfflineReportResponse.parse(res.json());
}
