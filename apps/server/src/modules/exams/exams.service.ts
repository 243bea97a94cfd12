import type { Kysely } from 'kysely';
import type { TExamLabel, TExamTest, TProductTestId } from '@portal/contract';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import type { SessionContext } from '../../session-context.ts';
import { toExamCard } from './exam-card.ts';
import { examLearner, namedExamLearner } from './exam-learner.ts';
import { cardsById, findLabel, labelCards, listLabels, productTestIds, unlabelledCards, type CardRow } from './exams.repository.ts';

/** Which product list [API-EXAM-5/6] holds which test type [CONST-TEST-1]. */
const PRODUCT_TEST_TYPE = { Mock_Test: 1, Online_Test: 4 } as const;

function cards(rows: CardRow[], asProduct = false): TExamTest[] {
  const timeZone = rows[0]?.institute_time_zone;
  return timeZone === undefined ? [] : rows.map((row) => toExamCard(row, timeZone, asProduct));
}

export function createExamsService(db: Kysely<DB>, clock: Clock) {
  return {
    /** The session's institute's labels [API-EXAM-1] [EXAM-LABEL-1]; a parent sees them too (the list is greyed). */
    async labels(session: SessionContext): Promise<TExamLabel[]> {
      const rows = await listLabels(db, session.instituteId);
      return rows.map((r) => ({ label_id: r.id, label_name: r.label_name, test_type_id: r.test_type_id, title: r.title }));
    },

    /**
     * The tests of a label that the learner sits through their batches of the session's
     * academic year [API-EXAM-2] [EXAM-LABEL-3]. The id is a label of the session's institute,
     * or the account_id (decision 034, API-GAP-4: reading A), which lists the learner's tests
     * outside any label for the placeholder labels, of `testType` when given. A label id wins
     * over an equal account id. Anything else is 404.
     */
    async labelTests(session: SessionContext, id: number, testType: number | undefined): Promise<TExamTest[]> {
      const learner = examLearner(session);
      const now = clock.now();
      if (await findLabel(db, learner.instituteId, id)) {
        const rows = await labelCards(db, learner, id, now);
        return cards(testType === undefined ? rows : rows.filter((r) => r.test_type_id === testType));
      }
      if (id !== learner.accountId) throw notFound();
      return cards(await unlabelledCards(db, learner, testType, now));
    },

    /**
     * The tests among `ids` that the learner has, by a product or a batch (any academic year
     * for products), each once [API-EXAM-7] [EXAM-PROD-2]; ids they do not have are left out,
     * as unknown ones, so the answer tells nothing about them. user_id must be the session's.
     */
    async testsById(session: SessionContext, ids: number[], userId: number): Promise<TExamTest[]> {
      const learner = namedExamLearner(session, { userId });
      return cards(await cardsById(db, learner, [...new Set(ids)], clock.now()), true);
    },

    /**
     * The learner's product-assigned tests of one list [API-EXAM-5] (Mock_Test: type 1)
     * [API-EXAM-6] (Online_Test: type 4) [EXAM-PROD-1]: test_id and the test's institute
     * [EXAM-PROD-3]. The headers' institute and user, when sent, must be the session's.
     */
    async productTestIds(
      session: SessionContext,
      list: keyof typeof PRODUCT_TEST_TYPE,
      headers: { instituteId?: number | undefined; userId?: number | undefined },
    ): Promise<TProductTestId[]> {
      const learner = namedExamLearner(session, headers);
      return productTestIds(db, learner.userId, PRODUCT_TEST_TYPE[list]);
    },

    /** The server's clock [API-EXAM-8] (decision 036). */
    time(): { time: number; timestamp: number; iso: string } {
      const now = clock.now();
      return { time: now.getTime(), timestamp: Math.floor(now.getTime() / 1000), iso: now.toISOString() };
    },
  };
}

export type ExamsService = ReturnType<typeof createExamsService>;
