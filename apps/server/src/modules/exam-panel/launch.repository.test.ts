import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../testing/create-test-app.ts';
import { insertSession } from '../../sessions/sessions.ts';
import { insertLaunch } from './launch.repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the launch insert (decision 049)', () => {
  it('stores the token, and its commit without waiting for the disk does not outlive its own statement', async () => {
    const db = database.db;
    const test = await db.selectFrom('exam_test').select('id').orderBy('id').executeTakeFirstOrThrow();
    const user = await db.selectFrom('app_user').select('id').orderBy('id').executeTakeFirstOrThrow();
    const now = new Date('2026-11-24T08:00:00Z');
    const sessionId = await insertSession(db, { tokenHash: 'launch-repo-session', userId: user.id, instituteId: 101, studentId: null, academicYearId: null, deviceId: 'test', timeZone: 'Asia/Kolkata', createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
    await insertLaunch(db, { tokenHash: 'launch-repo-test', userId: user.id, sessionId, testId: test.id, mode: 'attempt', attemptId: null, now, expiresAt: new Date(now.getTime() + 60_000) });
    const row = await db.selectFrom('exam_launch').selectAll().where('token_hash', '=', 'launch-repo-test').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, test_id: test.id, mode: 'attempt', attempt_id: null, session_id: sessionId, used_at: null });
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(60_000);
    // The next statement on the connection (an answer's save, say) commits as configured: 'on'.
    const after = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
    expect(after.rows[0]!.synchronous_commit).toBe('on');
  });
});
