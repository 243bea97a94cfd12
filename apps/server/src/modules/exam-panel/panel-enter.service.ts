import type { Kysely } from 'kysely';
import type { TPanelEnter } from '@portal/contract';
import { attemptDeadline, isParentLogin, mayStartAttempt, PRACTICE_TEST } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import { issueAttemptToken, type PanelCaller } from './attempt-credentials.ts';
import { closeOverdueAttempts, isOverdue } from './attempt-sweep.ts';
import { findAttempt, findOpenAttempt, type AttemptRow } from './attempt.repository.ts';
import { answersWithToken, insertAttemptWithToken, spendForEnter, type SpendResult } from './enter.repository.ts';
import type { EntryGuard } from './entry-guard.ts';
import { launchOwner } from './launch.repository.ts';
import { launchInvalid, launchRefused, parentNotAllowed, signInAgain } from './panel-errors.ts';
import { attemptResult } from './panel-result.ts';
import { buildPanelView, panelView } from './panel-view.ts';
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

/** An enter is judged by the session that pressed Start, and guesses are counted per address. */
export type EnterCaller = Pick<PanelCaller, 'ip' | 'sessionToken'>;

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
type Spent = NonNullable<SpendResult['spent']>;
type Opened = { attempt: AttemptRow; token: string; expiresAt: Date; answers: Awaited<ReturnType<typeof answersWithToken>> };

export function createEnterService({ db, clock, contents, guard }: EnterDeps) {
  const newToken = (now: Date, expiresAt: Date) => {
    const token = newSessionToken();
    return { token, row: { tokenHash: hashToken(token), now, expiresAt } };
  };
  const tokenEnd = (attempt: Pick<AttemptRow, 'deadline'>) => new Date(attempt.deadline.getTime() + TOKEN_AFTER_END_MS);

  /** The learner's open attempt with a new token and its saved answers: two statements become one. */
  async function resume(attempt: AttemptRow, now: Date): Promise<Opened> {
    const expiresAt = tokenEnd(attempt);
    const { token, row } = newToken(now, expiresAt);
    return { attempt, token, expiresAt, answers: await answersWithToken(db, attempt.id, row) };
  }

  async function openAttempt({ launch, test, open, completed, lastNo }: Spent & { test: NonNullable<Spent['test']> }, now: Date): Promise<Opened> {
    const userId = launch.user_id;
    if (open && !isOverdue(open.deadline, now)) return resume(open, now);
    // Closed now (or by a sweep or submit in between): either way no longer in progress.
    if (open) await closeOverdueAttempts(db, contents, now, { attemptId: open.id });
    if (now < test.starts_at) throw launchRefused('not-started');
    if (now >= test.ends_at) throw launchRefused('ended');
    // Made when thrown: an error's stack costs more than the rest of a start's checks.
    const used = () => launchRefused(test.test_type_id === PRACTICE_TEST ? 'attempts-used' : 'already-taken');
    const rules = { test_type_id: test.test_type_id, test_limit: test.test_limit, completedAttempts: completed + (open ? 1 : 0), openAttempts: 0 };
    if (!mayStartAttempt(rules)) throw used();
    const deadline = new Date(attemptDeadline(now.getTime(), test.duration_minutes, test.ends_at.getTime()));
    const expiresAt = tokenEnd({ deadline });
    const { token, row } = newToken(now, expiresAt);
    const started = await insertAttemptWithToken(db, { testId: test.id, userId, attemptNo: lastNo + 1, startedAt: now, deadline }, row);
    // A new attempt has no answers yet.
    if (started) return { attempt: started, token, expiresAt, answers: [] };
    // A concurrent start took the number: resume the attempt it opened (or it is already done).
    const raced = await findOpenAttempt(db, test.id, userId);
    if (raced) return resume(raced, now);
    throw used();
  }

  /**
   * The token is spent only by the learner it was made for, signed in: the panel window shares
   * the session cookie of the page that pressed Start, so a launch address copied elsewhere opens
   * nothing. Another learner's session is 404 and leaves the token unspent. One statement when it
   * works (spendForEnter: the address's limit, the session, the spend and the start's facts);
   * why it failed is looked up only when it did.
   */
  async function spend(caller: EnterCaller, token: string, now: Date): Promise<Spent> {
    const hash = hashToken(token);
    if (!TOKEN_SHAPE.test(token)) {
      await guard.assertAllowed(caller.ip);
      await guard.countGuess(caller.ip);
      throw launchInvalid();
    }
    const found = await spendForEnter(db, { launchHash: hash, sessionHash: caller.sessionToken ? hashToken(caller.sessionToken) : null, now, limit: guard.limitOf(caller.ip, now) });
    if (found.limitedSince) throw guard.refusedSince(found.limitedSince, now.getTime());
    if (found.spent) {
      if (found.spent.launch.expires_at.getTime() <= now.getTime()) throw launchInvalid();
      return found.spent;
    }
    const owner = await launchOwner(db, hash);
    if (owner === undefined) {
      await guard.countGuess(caller.ip);
      throw launchInvalid();
    }
    if (found.sessionUserId === null) throw signInAgain();
    if (found.sessionUserType !== null && isParentLogin(found.sessionUserType)) throw parentNotAllowed();
    if (found.sessionUserId !== owner) throw notFound();
    throw launchInvalid(); // used already
  }

  return {
    async enter(caller: EnterCaller, token: string): Promise<Entered> {
      const now = clock.now();
      const spent = await spend(caller, token, now);
      const { launch, test } = spent;
      if (!test) throw launchInvalid();
      const content = await contents.get(test.id);
      if (launch.mode === 'attempt') {
        const opened = await openAttempt({ ...spent, test }, now);
        const cookie = { attemptId: opened.attempt.id, token: opened.token, expiresAt: opened.expiresAt };
        const view = buildPanelView({ mode: 'attempt', test, content, attempt: opened.attempt, result: null, now, answers: opened.answers, bookmarks: spent.bookmarks });
        return { view, cookie };
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
