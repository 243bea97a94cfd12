import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** What the panel's calls read of an attempt. */
export type AttemptRow = {
  id: number;
  test_id: number;
  user_id: number;
  attempt_no: number;
  started_at: Date;
  deadline: Date;
  finished_at: Date | null;
  status: 'in_progress' | 'submitted' | 'expired';
};

const ATTEMPT_COLUMNS = ['a.id', 'a.test_id', 'a.user_id', 'a.attempt_no', 'a.started_at', 'a.deadline', 'a.finished_at', 'a.status'] as const;

export function findAttempt(db: Kysely<DB>, id: number): Promise<AttemptRow | undefined> {
  return db.selectFrom('exam_attempt as a').select(ATTEMPT_COLUMNS).where('a.id', '=', id).executeTakeFirst();
}

/** The attempt a live attempt token opens (exam_attempt_token's primary key), or nothing. */
export function findAttemptByToken(db: Kysely<DB>, tokenHash: string, now: Date): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('exam_attempt_token as t')
    .innerJoin('exam_attempt as a', 'a.id', 't.attempt_id')
    .select(ATTEMPT_COLUMNS)
    .where('t.token_hash', '=', tokenHash)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
}

export async function insertAttemptToken(db: Kysely<DB>, row: { tokenHash: string; attemptId: number; now: Date; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('exam_attempt_token')
    .values({ token_hash: row.tokenHash, attempt_id: row.attemptId, created_at: row.now, expires_at: row.expiresAt })
    .execute();
}

/** The learner's open attempt of a test (at most one: exam_attempt_open_idx). */
export function findOpenAttempt(db: Kysely<DB>, testId: number, userId: number): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('exam_attempt as a')
    .select(ATTEMPT_COLUMNS)
    .where('a.test_id', '=', testId)
    .where('a.user_id', '=', userId)
    .where('a.status', '=', 'in_progress')
    .executeTakeFirst();
}

/** The learner's finished attempts of a test, latest first (exam_attempt_user_idx). */
export function finishedAttempts(db: Kysely<DB>, testId: number, userId: number): Promise<AttemptRow[]> {
  return db
    .selectFrom('exam_attempt as a')
    .select(ATTEMPT_COLUMNS)
    .where('a.test_id', '=', testId)
    .where('a.user_id', '=', userId)
    .where('a.status', '<>', 'in_progress')
    .orderBy('a.attempt_no', 'desc')
    .execute();
}

/** The test's fields a start, a review and the panel's header read. */
export function findTest(db: Kysely<DB>, testId: number) {
  return db
    .selectFrom('exam_test')
    .select(['id', 'test_name', 'test_type_id', 'title', 'instructions_html', 'starts_at', 'ends_at', 'duration_minutes', 'test_limit', 'is_result_published', 'is_download_solution'])
    .where('id', '=', testId)
    .executeTakeFirst();
}
export type TestRow = NonNullable<Awaited<ReturnType<typeof findTest>>>;
