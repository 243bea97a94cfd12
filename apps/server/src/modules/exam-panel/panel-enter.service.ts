import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TPanelEnter } from '@portal/contract';
import { attemptDeadline, mayStartAttempt, PRACTICE_TEST } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { issueAttemptToken, liveSessionUser } from './attempt-credentials.ts';
import { closeOverdueAttempts, isOverdue } from './attempt-sweep.ts';
import { attemptCounts, findAttempt, findOpenAttempt, findTest, insertAttempt, type AttemptRow, type TestRow } from './attempt.repository.ts';
import type { EntryGuard } from './entry-guard.ts';
import { launchOwner, spendLaunch, type SpentLaunch } from './launch.repository.ts';
import { launchInvalid, launchRefused, parentNotAllowed, signInAgain } from './panel-errors.ts';
import { attemptResult } from './panel-result.ts';
import { panelView } from './panel-view.ts';
import type { TestContentCache } from './test-content.ts';

/**
 * How long an attempt cookie outlives the attempt's deadline (or, for a review, its opening):
 * the panel must still hear that the time is over (409), submit, read its result and bookmark,
 * rather than be asked to sign in; saves are judged by the deadline, not by the cookie.
 */
export const TOKEN_AFTER_END_MS = 3 * 3_600_000;

// What newSessionToken makes: 32 random bytes as base64url.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type Entered = { view: TPanelEnter; cookie: { attemptId: number; token: string; expiresAt: Date } };

export type EnterDeps = { db: Kysely<DB>; clock: Clock; contents: TestContentCache; guard: EntryGuard };

/**
 * The panel's first call (decision 040): spends the launch token, with the session of the learner
 * it was made for, and opens what it was made for.
 * To sit the test: the learner's open attempt (Resume, a second window, another device), else a
 * new one when the window and the attempt rules allow it now (mayStartAttempt): started now, its
 * deadline fixed at once by attemptDeadline (never past the close: edx-proctoring PR #412). Two
 * enters racing for one learner open one attempt (the open-attempt index). To review: the
 * attempt the launch names, with its result once published. Either way a new attempt token.
 */
export function createEnterService({ db, clock, contents, guard }: EnterDeps) {
  async function openAttempt(launch: SpentLaunch, test: TestRow, now: Date): Promise<AttemptRow> {
    const userId = launch.user_id;
    const open = await findOpenAttempt(db, test.id, userId);
    if (open && !isOverdue(open.deadline, now)) return open;
    if (open) await closeOverdueAttempts(db, contents, now, { attemptId: open.id });
    if (now < test.starts_at) throw launchRefused('not-started');
    if (now >= test.ends_at) throw launchRefused('ended');
    const counts = await attemptCounts(db, test.id, userId);
    const used = launchRefused(test.test_type_id === PRACTICE_TEST ? 'attempts-used' : 'already-taken');
    const rules = { test_type_id: test.test_type_id, test_limit: test.test_limit, completedAttempts: counts.completed, openAttempts: 0 };
    if (!mayStartAttempt(rules)) throw used;
    const deadline = new Date(attemptDeadline(now.getTime(), test.duration_minutes, test.ends_at.getTime()));
    const started = await insertAttempt(db, { testId: test.id, userId, attemptNo: counts.lastNo + 1, startedAt: now, deadline });
    if (started) return started;
    // A concurrent start took the number: resume the attempt it opened (or it is already done).
    const raced = await findOpenAttempt(db, test.id, userId);
    if (raced) return raced;
    throw used;
  }

  /**
   * The token is spent only by the learner it was made for, signed in: the panel window shares
   * the session cookie of the page that pressed Start, so a launch address copied elsewhere opens
   * nothing. Another learner's session is 404 and leaves the token unspent. Three queries when it
   * works (limit, session, spend); why it failed is looked up only when it did.
   */
  async function spend(request: FastifyRequest, token: string, now: Date): Promise<SpentLaunch> {
    await guard.assertAllowed(request.ip);
    const hash = hashToken(token);
    const shaped = TOKEN_SHAPE.test(token);
    const user = shaped ? await liveSessionUser(db, request, now) : null;
    const launch = user && !user.parent ? await spendLaunch(db, hash, user.userId, now) : undefined;
    if (launch) {
      if (launch.expires_at.getTime() <= now.getTime()) throw launchInvalid();
      return launch;
    }
    const owner = shaped ? await launchOwner(db, hash) : undefined;
    if (owner === undefined) {
      await guard.countGuess(request.ip);
      throw launchInvalid();
    }
    if (!user) throw signInAgain();
    if (user.parent) throw parentNotAllowed();
    if (user.userId !== owner) throw notFound();
    throw launchInvalid(); // used already
  }

  return {
    async enter(request: FastifyRequest, token: string): Promise<Entered> {
      const now = clock.now();
      const launch = await spend(request, token, now);
      const test = await findTest(db, launch.test_id);
      if (!test) throw launchInvalid();
      const content = await contents.get(test.id);
      if (launch.mode === 'attempt') {
        const attempt = await openAttempt(launch, test, now);
        const expiresAt = new Date(attempt.deadline.getTime() + TOKEN_AFTER_END_MS);
        const cookie = { attemptId: attempt.id, token: await issueAttemptToken(db, attempt.id, now, expiresAt), expiresAt };
        return { view: await panelView(db, { mode: 'attempt', test, content, attempt, result: null, now }), cookie };
      }
      const attempt = launch.attempt_id === null ? undefined : await findAttempt(db, launch.attempt_id);
      if (!attempt || attempt.status === 'in_progress' || attempt.user_id !== launch.user_id) throw launchInvalid();
      if (!test.is_result_published) throw launchRefused('result-pending');
      const result = await attemptResult(db, content, test, attempt);
      const expiresAt = new Date(now.getTime() + TOKEN_AFTER_END_MS);
      const cookie = { attemptId: attempt.id, token: await issueAttemptToken(db, attempt.id, now, expiresAt), expiresAt };
      return { view: await panelView(db, { mode: 'review', test, content, attempt, result, now }), cookie };
    },
  };
}
export type EnterService = ReturnType<typeof createEnterService>;
