import { expect } from 'vitest';
import { ZAssignmentDetailResponse, ZAssignmentDownloadResponse, ZAssignmentListResponse } from '@portal/contract';
import { hashPassword } from '../../lib/passwords.ts';
import { PASSWORD, signIn, withSession } from '../../testing/login-helpers.ts';
import type { ingestTestApp } from './ingest-test-helpers.ts';

type Ingest = ReturnType<typeof ingestTestApp>;

/** A small PDF: what homework uploads and the files route accept. */
export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n% imported homework\n'), Buffer.alloc(3_000, 0x41)]);

/** PUT /files/{source_id}: a file's bytes, as an institute's system sends them. */
export async function putFile({ ctx }: Ingest, sourceId: string, name: string, bytes: Buffer, key = ctx.key) {
  const res = await ctx.t.app.inject({ method: 'PUT', url: `/api/ingest/v1/files/${encodeURIComponent(sourceId)}?name=${encodeURIComponent(name)}`, headers: { authorization: `Bearer ${key}` }, payload: bytes });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/**
 * Institute 102's roster for homework: a current year 'HY', batch 'HB', student 'HS-1' (phone
 * 7100000001, given the test password: imported people bring none) enrolled in it.
 */
export async function homeworkRoster({ ctx, put }: Ingest) {
  await put('academic-years', [{ source_id: 'HY', name: 'Homework year', start_date: '2098-04-01', end_date: '2099-03-31', is_current: true }]);
  await put('batches', [{ source_id: 'HB', name: 'Homework batch', academic_year_source_id: 'HY' }]);
  await put('students', [{ source_id: 'HS-1', name: 'Isha Rao', phone: '7100000001', academic_year_source_ids: ['HY'] }]);
  await put('enrollments', [{ source_id: 'HE-1', batch_source_id: 'HB', student_source_id: 'HS-1' }]);
  const db = ctx.t.database.db;
  const student = await db.selectFrom('student').select(['id', 'user_id']).where('display_id', '=', 'HS-1').executeTakeFirstOrThrow();
  await db.updateTable('app_user').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', student.user_id).execute();
  return { studentId: student.id };
}

/** The student-facing homework calls [API-ASSIGN-1/2/5] as a signed-in student of institute 102. */
export async function studentScreens({ ctx }: Ingest, phone: string, studentId: number) {
  const token = (await signIn(ctx.t.app, phone)).token!;
  const app = ctx.t.app;
  return {
    token,
    async list() {
      const res = await app.inject({ method: 'POST', url: '/api/v2/onlineAssignment/student/getAssignmentsDetail', headers: withSession(token), payload: { category_id: 255, institute_id: 102, student_id: studentId } });
      expect(res.statusCode, res.body).toBe(200);
      return ZAssignmentListResponse.parse(res.json()).result;
    },
    async detail(fileId: number) {
      const res = await app.inject({ method: 'GET', url: `/api/v2/onlineAssignment/get/102/${fileId}`, headers: withSession(token) });
      expect(res.statusCode, res.body).toBe(200);
      return ZAssignmentDetailResponse.parse(res.json()).result;
    },
    /** The bytes behind an attachment, through the signed address the download call answers. */
    async download(attachmentId: number): Promise<Buffer> {
      const res = await app.inject({ method: 'POST', url: '/api/v2/onlineAssignment/downloadFile', headers: withSession(token), payload: { attachmentId_array: [attachmentId], institute_id: 102 } });
      expect(res.statusCode, res.body).toBe(200);
      const file = await app.inject({ method: 'GET', url: ZAssignmentDownloadResponse.parse(res.json()).result.body });
      expect(file.statusCode).toBe(200);
      return file.rawPayload;
    },
  };
}
