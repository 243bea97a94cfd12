import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { PanelMode } from '../../db/types-exam-panel.ts';
import type { AttemptRow, TestRow } from './attempt.repository.ts';
import type { AddressLimit } from './entry-guard.ts';
import type { SpentLaunch } from './launch.repository.ts';

/** What the enter's one statement found: the refusal, the session's user, and when spent, the start's facts. */
export type SpendResult = {
  /** The address's window start when it is refused (429), else null: then nothing was spent. */
  limitedSince: Date | null;
  /** The live session's user (the login's user: a parent's own id), or null. */
  sessionUserId: number | null;
  sessionUserType: number | null;
  spent: null | {
    launch: SpentLaunch;
    /** The test, or null when it was deleted since the launch. */
    test: TestRow | null;
    /** The learner's attempt in progress of the test, if any. */
    open: AttemptRow | null;
    /** Attempts no longer in progress, and the highest attempt number (0: none). */
    completed: number;
    lastNo: number;
    /** The learner's bookmarks among the test's questions, ascending. */
    bookmarks: number[];
  };
};

type Row = {
  limited_since: Date | null;
  session_user_id: number | null;
  session_user_type: number | null;
  l_user_id: number | null;
  l_test_id: number;
  l_mode: PanelMode;
  l_attempt_id: number | null;
  l_expires_at: Date;
  t_id: number | null;
  test_name: string;
  test_type_id: TestRow['test_type_id'];
  title: string;
  instructions_html: string;
  starts_at: Date;
  ends_at: Date;
  duration_minutes: number;
  test_limit: number;
  is_result_published: boolean;
  is_download_solution: boolean;
  o_id: number | null;
  o_attempt_no: number;
  o_started_at: Date;
  o_deadline: Date;
  o_finished_at: Date | null;
  o_status: AttemptRow['status'];
  completed: number | string;
  last_no: number | string;
  bookmarks: number[] | null;
};

/**
 * The enter's first statement (issue 13's bench: a start was 14 statements, each a round trip
 * whose send cost the server more than its work): reads the address's limit and the session,
 * spends the launch token when the limit allows and the session is live and the token's
 * learner's, and with it reads what a start needs: the test, the open attempt, the attempt
 * counts and the bookmarks. The rules are those of entry-guard's assertAllowed, of
 * liveSessionUser and of the single use (a token is spent once: the update's `used_at is null`,
 * so two presentations racing get it once); a token it does not spend is diagnosed by the caller.
 */
export async function spendForEnter(
  db: Kysely<DB>,
  p: { launchHash: string; sessionHash: string | null; now: Date; limit: AddressLimit },
): Promise<SpendResult> {
  const { rows } = await sql<Row>`
    with s as (
      select se.user_id, u.user_type
      from session se join app_user u on u.id = se.user_id
      where se.token_hash = ${p.sessionHash} and se.revoked_at is null and not u.blocked and se.expires_at > ${p.now}
    ), g as (
      select window_start from rate_limit where key = ${p.limit.key} and window_start > ${p.limit.windowAfter} and count >= ${p.limit.max}
    ), l as (
      update exam_launch set used_at = ${p.now}
      where token_hash = ${p.launchHash} and used_at is null and user_id = (select user_id from s) and not exists (select 1 from g)
      returning user_id, test_id, mode, attempt_id, expires_at
    )
    select
      (select window_start from g) as limited_since,
      (select user_id from s) as session_user_id,
      (select user_type from s) as session_user_type,
      l.user_id as l_user_id, l.test_id as l_test_id, l.mode as l_mode, l.attempt_id as l_attempt_id, l.expires_at as l_expires_at,
      t.id as t_id, t.test_name, t.test_type_id, t.title, t.instructions_html, t.starts_at, t.ends_at, t.duration_minutes,
      t.test_limit, t.is_result_published, t.is_download_solution,
      o.id as o_id, o.attempt_no as o_attempt_no, o.started_at as o_started_at, o.deadline as o_deadline,
      o.finished_at as o_finished_at, o.status as o_status,
      c.completed, c.last_no, bm.ids as bookmarks
    from (select 1) as one
    left join l on true
    left join exam_test t on t.id = l.test_id
    left join lateral (
      select a.id, a.attempt_no, a.started_at, a.deadline, a.finished_at, a.status from exam_attempt a
      where a.test_id = l.test_id and a.user_id = l.user_id and a.status = 'in_progress'
    ) o on true
    left join lateral (
      select count(*) filter (where a.status <> 'in_progress') as completed, coalesce(max(a.attempt_no), 0) as last_no
      from exam_attempt a where a.test_id = l.test_id and a.user_id = l.user_id
    ) c on true
    left join lateral (
      select json_agg(b.question_id order by b.question_id) as ids
      from exam_bookmark b join exam_test_question q on q.test_id = l.test_id and q.question_id = b.question_id
      where b.user_id = l.user_id
    ) bm on true
  `.execute(db);
  const r = rows[0];
  if (!r) throw new Error('spendForEnter: no row'); // the select always yields one
  const head = { limitedSince: r.limited_since, sessionUserId: r.session_user_id, sessionUserType: r.session_user_type };
  if (r.l_user_id === null) return { ...head, spent: null };
  const userId = r.l_user_id;
  const launch = { user_id: userId, test_id: r.l_test_id, mode: r.l_mode, attempt_id: r.l_attempt_id, expires_at: r.l_expires_at };
  const test: TestRow | null =
    r.t_id === null
      ? null
      : {
          id: r.t_id,
          test_name: r.test_name,
          test_type_id: r.test_type_id,
          title: r.title,
          instructions_html: r.instructions_html,
          starts_at: r.starts_at,
          ends_at: r.ends_at,
          duration_minutes: r.duration_minutes,
          test_limit: r.test_limit,
          is_result_published: r.is_result_published,
          is_download_solution: r.is_download_solution,
        };
  const open: AttemptRow | null =
    r.o_id === null
      ? null
      : { id: r.o_id, test_id: r.l_test_id, user_id: userId, attempt_no: r.o_attempt_no, started_at: r.o_started_at, deadline: r.o_deadline, finished_at: r.o_finished_at, status: r.o_status };
  const spent = { launch, test, open, completed: Number(r.completed), lastNo: Number(r.last_no), bookmarks: r.bookmarks ?? [] };
  return { ...head, spent };
}

type NewToken = { tokenHash: string; now: Date; expiresAt: Date };

/**
 * A new attempt and its first token in one statement: the attempt, with its token, or
 * nothing (neither) when a concurrent start took its number or opened one first (the unique
 * attempt number and the one-open-attempt index): the caller then resumes that one.
 */
export async function insertAttemptWithToken(
  db: Kysely<DB>,
  row: { testId: number; userId: number; attemptNo: number; startedAt: Date; deadline: Date },
  token: NewToken,
): Promise<AttemptRow | undefined> {
  const { rows } = await sql<AttemptRow>`
    with a as (
      insert into exam_attempt (test_id, user_id, attempt_no, started_at, deadline, status)
      values (${row.testId}, ${row.userId}, ${row.attemptNo}, ${row.startedAt}, ${row.deadline}, 'in_progress')
      on conflict do nothing
      returning id, test_id, user_id, attempt_no, started_at, deadline, finished_at, status
    ), tok as (
      insert into exam_attempt_token (token_hash, attempt_id, created_at, expires_at)
      select ${token.tokenHash}, a.id, ${token.now}, ${token.expiresAt} from a
    )
    select * from a
  `.execute(db);
  return rows[0];
}

/** A new token of an attempt and the attempt's saved answers (attemptAnswers), in one statement. */
export function answersWithToken(db: Kysely<DB>, attemptId: number, token: NewToken) {
  return db
    .with('tok', (q) =>
      q.insertInto('exam_attempt_token').values({ token_hash: token.tokenHash, attempt_id: attemptId, created_at: token.now, expires_at: token.expiresAt }),
    )
    .selectFrom('exam_answer')
    .select(['question_id', 'answer', 'marked_for_review', 'seq', 'time_spent_ms'])
    .where('attempt_id', '=', attemptId)
    .orderBy('question_id')
    .execute();
}
