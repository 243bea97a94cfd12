import type { Kysely } from 'kysely';
import { TEST_PANEL_PATH, type TExamTest } from '@portal/contract';
import { panelLaunch } from '@portal/domain';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import type { SessionContext } from '../../session-context.ts';
import { finishedAttempts } from './attempt.repository.ts';
import { insertLaunch } from './launch.repository.ts';
import { launchRefused, parentNotAllowed } from './panel-errors.ts';

/** A launch token works once, within this time (issue 13: "after its minute"). */
export const LAUNCH_TOKEN_MS = 60_000;

export type LaunchRequest = { test_id: number; test_institute_id?: number | undefined; attempt_id?: number | undefined };

/**
 * The exam list's cards of some tests for a learner (the exam service's API-EXAM-7), handed in by
 * app.ts: the exam module reads the panel's records, so the panel imports nothing of it (decision 073).
 */
export type ExamCards = { testsById(session: SessionContext, ids: number[], userId: number): Promise<TExamTest[]> };

/**
 * Start, Resume and View [EXAM-BTN-5] (decision 040): the card is read for the session's learner
 * as the list shows it (the exam service's API-EXAM-7 card: by batch or product, counts at now),
 * and panelLaunch decides from it, so a stale card in a browser opens nothing it no longer
 * allows. A parent is refused first [EXAM-BTN-8]; a test the learner does not have, or another
 * institute than the card's, is 404. The answer is a panel address carrying a new launch token
 * in its fragment: 256 bits from the CSPRNG, stored hashed, single-use, for a minute, bound to
 * the learner, the test, the mode and (View) the attempt reviewed (attempt_id names it, else the
 * latest; Start and Resume pass it over: the open attempt is the learner's one). No credential of the login is
 * ever put in an address (ARCHITECTURE; the spec's API-EXT-1 put the password there).
 */
export function createLaunchService(db: Kysely<DB>, clock: Clock, exams: ExamCards) {
  return {
    async launch(session: SessionContext, body: LaunchRequest) {
      if (session.isParent) throw parentNotAllowed();
      const now = clock.now();
      const [card] = await exams.testsById(session, [body.test_id], session.userId);
      if (!card || (body.test_institute_id !== undefined && body.test_institute_id !== card.test_institute_id)) throw notFound();
      const decision = panelLaunch(card, now.getTime(), session.userType, card.product_id !== null);
      if ('refused' in decision) throw launchRefused(decision.refused);
      let attemptId: number | null = null;
      if (decision.mode === 'review') {
        const finished = await finishedAttempts(db, card.test_id, session.userId);
        const chosen = body.attempt_id === undefined ? finished[0] : finished.find((a) => a.id === body.attempt_id);
        if (!chosen) throw notFound();
        attemptId = chosen.id;
      }
      const token = newSessionToken();
      await insertLaunch(db, {
        tokenHash: hashToken(token),
        userId: session.userId,
        sessionId: session.sessionId,
        testId: card.test_id,
        mode: decision.mode,
        attemptId,
        now,
        expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_MS),
      });
      return { launch_url: `${TEST_PANEL_PATH}#launch=${token}`, mode: decision.mode, expires_in_seconds: LAUNCH_TOKEN_MS / 1000 };
    },
  };
}
export type LaunchService = ReturnType<typeof createLaunchService>;
