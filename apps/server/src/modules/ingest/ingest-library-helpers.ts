import { expect } from 'vitest';
import { hashPassword } from '../../lib/passwords.ts';
import { signIn } from '../../testing/login-helpers.ts';
import type { ingestTestApp } from './ingest-test-helpers.ts';

type IngestApp = ReturnType<typeof ingestTestApp>;
/** A student signed in: the session's token and ids. */
export type Learner = { token: string; userId: number; studentId: number };

/** A small PDF and a small mp4 (an ftyp box), as the upload sniffer knows them. */
export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6_000, 0x41)]);
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12, 0), Buffer.alloc(9_000, 0x55)]);

/** PUT /files/{source_id}: the file's bytes, which must be stored. */
export async function putFile({ ctx }: IngestApp, sourceId: string, name: string, bytes: Buffer, key = ctx.key): Promise<void> {
  const res = await ctx.t.app.inject({ method: 'PUT', url: `/api/ingest/v1/files/${encodeURIComponent(sourceId)}?name=${encodeURIComponent(name)}`, headers: { authorization: `Bearer ${key}` }, payload: bytes });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/**
 * Two batches of institute 102 (`<p>-B1`, `<p>-B2`) with a student each, imported over the API,
 * given a password and signed in: one learner whose batch has what a test imports, one whose not.
 */
export async function twoLearners(app: IngestApp, p: string, phones: [string, string]): Promise<[Learner, Learner]> {
  const { ctx, put } = app;
  await put('batches', [{ source_id: `${p}-B1`, name: `${p} batch one` }, { source_id: `${p}-B2`, name: `${p} batch two` }]);
  await put('students', [
    { source_id: `${p}-S1`, name: `${p} first`, phone: phones[0] },
    { source_id: `${p}-S2`, name: `${p} second`, phone: phones[1] },
  ]);
  await put('enrollments', [
    { source_id: `${p}-E1`, batch_source_id: `${p}-B1`, student_source_id: `${p}-S1` },
    { source_id: `${p}-E2`, batch_source_id: `${p}-B2`, student_source_id: `${p}-S2` },
  ]);
  const hash = await hashPassword('demo1234');
  const learners: Learner[] = [];
  for (const phone of phones) {
    await ctx.t.database.db.updateTable('app_user').set({ password_hash: hash }).where('phone', '=', phone).where('institute_id', '=', 102).execute();
    const { token, session } = await signIn(ctx.t.app, phone);
    learners.push({ token: token!, userId: session.user_id, studentId: session.student_id! });
  }
  return [learners[0]!, learners[1]!];
}
