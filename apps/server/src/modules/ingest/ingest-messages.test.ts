import { beforeAll, describe, expect, it } from 'vitest';
import { ZMessagesResponse } from '@portal/contract';
import { hashPassword } from '../../lib/passwords.ts';
import { signIn, withSession } from '../../testing/login-helpers.ts';
import { commonAreaChecks, signedInStudent } from './ingest-area-checks.ts';
import { ingestTestApp } from './ingest-test-helpers.ts';

// Issue 34 (decision 079): messages to a student or a parent, read in their inbox (by phone).
const h = ingestTestApp();
const { ctx, put } = h;
const db = () => ctx.t.database.db;
let student: { token: string; studentId: number };

beforeAll(async () => {
  student = await signedInStudent(h, 'MS-S', '7100000005');
  await put('students', [{ source_id: 'MS-NOPHONE', name: 'No phone' }]);
  await put('parents', [{ source_id: 'MS-P', name: 'Parent of MS', phone: '7100000006', children_source_ids: ['MS-S'] }]);
});

const sent = (prefix: string, institute = 102) =>
  db().selectFrom('message').select(['phone', 'body', 'created_at']).where('institute_id', '=', institute).where('body', 'like', `${prefix}%`).orderBy('body').execute();

commonAreaChecks(h, {
  area: 'messages',
  record: (id, n) => ({ source_id: id, student_source_id: 'MS-S', message: `${id} reminder`, date: '2026-11-10', time: `10:${String(n).padStart(2, '0')}` }),
  count: async (prefix, institute) => (await sent(prefix, institute)).length,
  bad: { field: 'time', value: '25:00', message: 'expected HH:MM (24-hour)' },
  reference: 'student_source_id',
});

const inbox = async (token: string, phone: string) => {
  const res = await ctx.t.app.inject({ url: `/api/v1/alerts/config/messagesByPhoneNo/102/91-${phone}?start_index=0&batch_size=1000`, headers: withSession(token) });
  expect(res.statusCode, res.body).toBe(200);
  return ZMessagesResponse.parse(res.json()).filter((m) => m.message.startsWith('T-'));
};

describe('[issue 34] PUT /api/ingest/v1/messages', () => {
  it('[issue 34] a message to the student and one to the parent reach each one\'s inbox at the institute\'s wall time', async () => {
    const job = await put('messages', [
      { source_id: 'T-1', student_source_id: 'MS-S', message: 'T-1 Fees are due on Friday.\nPay at the office.', date: '2026-11-20', time: '18:10' },
      { source_id: 'T-2', parent_source_id: 'MS-P', message: 'T-2 Parent meeting on Saturday', date: '2026-11-19' },
      { source_id: 'T-3', student_source_id: 'MS-NOPHONE', message: 'T-3 lost', date: '2026-11-19' },
      { source_id: 'T-4', student_source_id: 'MS-S', parent_source_id: 'MS-P', message: 'T-4 both', date: '2026-11-19' },
    ]);
    expect(job.counts).toMatchObject({ created: 2, failed: 2 });
    expect(job.errors.map((e) => [e.line, e.field, e.message])).toEqual([
      [4, 'student_source_id', 'student_source_id: name the recipient: a student_source_id or a parent_source_id, one of them'],
      [3, 'student_source_id', "student_source_id: the student 'MS-NOPHONE' has no phone; the inbox is the account's phone, so import one first"],
    ]);
    expect(await inbox(student.token, '7100000005')).toEqual([{ message_id: expect.any(Number), message: 'T-1 Fees are due on Friday.\nPay at the office.', createdDateTime: '2026-11-20T18:10:00+05:30' }]);

    const parent = await db().selectFrom('app_user').select('id').where('phone', '=', '7100000006').executeTakeFirstOrThrow();
    await db().updateTable('app_user').set({ password_hash: await hashPassword('demo1234') }).where('id', '=', parent.id).execute();
    const { token } = await signIn(ctx.t.app, '7100000006');
    expect((await inbox(token!, '7100000006')).map((m) => [m.message, m.createdDateTime])).toEqual([['T-2 Parent meeting on Saturday', '2026-11-19T00:00:00+05:30']]);
  });

  it('[issue 34] an update rewrites the message; a deletion takes it out of the inbox', async () => {
    expect((await put('messages', [{ source_id: 'T-1', student_source_id: 'MS-S', message: 'T-1 Fees are due on Monday.', date: '2026-11-20', time: '18:15' }])).counts).toMatchObject({ updated: 1 });
    expect((await inbox(student.token, '7100000005')).map((m) => [m.message, m.createdDateTime])).toEqual([['T-1 Fees are due on Monday.', '2026-11-20T18:15:00+05:30']]);
    expect((await put('messages', [{ source_id: 'T-1', status: 'tobedeleted' }])).counts).toMatchObject({ deleted: 1 });
    expect(await inbox(student.token, '7100000005')).toEqual([]);
    expect(await sent('T-1')).toEqual([]);
  });
});
