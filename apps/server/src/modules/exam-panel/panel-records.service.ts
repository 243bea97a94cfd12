import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { notFound } from '../../http-error.ts';
import { removeBookmark } from './answers.repository.ts';
import { finishedAttempts, findTest, type AttemptRow, type TestRow } from './attempt.repository.ts';
import { launchRefused } from './panel-errors.ts';
import { resultFacts, type ResultFacts } from './panel-result.ts';
import type { TestContent, TestContentCache } from './test-content.ts';

export type { AttemptRow, ResultFacts, TestContent, TestRow };

/** A finished attempt's result as the report and the progress read it: the test, its content, and the facts scored from the answers. */
export type AttemptResult = { test: TestRow; content: TestContent; facts: ResultFacts };

/**
 * What the exam module reads and changes of the panel's records (issue 33, decision 073): a
 * learner's finished attempts, the result of one (the facts the panel's own result is written
 * from, so the report [API-EXAM-10], its PDFs and the progress say what the panel says), and a
 * bookmark removed [API-EXAM-4]. The exam module reaches the panel only through this service;
 * the panel imports nothing of the exam module. `contents` is the app's one test-content cache.
 */
export function createPanelRecordsService({ db, contents }: { db: Kysely<DB>; contents: TestContentCache }) {
  return {
    /** The learner's finished attempts of a test, latest first. */
    finishedAttempts: (testId: number, userId: number): Promise<AttemptRow[]> => finishedAttempts(db, testId, userId),

    /**
     * The result of a finished attempt once the institute has published it: 404 for a test that
     * is gone, 409 result pending before it is published or while the attempt is not scored
     * (never the 403 that logs out).
     */
    async publishedResult(testId: number, attempt: AttemptRow): Promise<AttemptResult> {
      const test = await findTest(db, testId);
      if (!test) throw notFound();
      if (!test.is_result_published) throw launchRefused('result-pending');
      const content = await contents.get(test.id);
      return { test, content, facts: await resultFacts(db, content, test, attempt) };
    },

    /** The result of a finished attempt whose test's results the caller knows published; null where there is none yet (no test, not scored). */
    async scoredResult(testId: number, attempt: AttemptRow): Promise<AttemptResult | null> {
      const [test, content] = await Promise.all([findTest(db, testId), contents.get(testId)]);
      if (!test) return null;
      const facts = await resultFacts(db, content, test, attempt).catch(() => null);
      return facts ? { test, content, facts } : null;
    },

    /** Removes one bookmark of the learner; true when there was one. */
    removeBookmark: (userId: number, questionId: number): Promise<boolean> => removeBookmark(db, userId, questionId),
  };
}
export type PanelRecordsService = ReturnType<typeof createPanelRecordsService>;
