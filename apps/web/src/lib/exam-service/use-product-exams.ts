import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { TExamTest, TProductTestId } from '@portal/contract';
import { assignedTestIdsQuery, PRODUCT_TEST_KINDS } from './get-assigned-test-ids.ts';
import { useTestsById } from './post-tests-by-id.ts';
/** Whose products: the session's institute and user. */
type Learner = { instituteId: number; userId: number };

export type ProductExams = {
  tests: readonly TExamTest[];
  /** How many tests the learner's products assign: a product exam's Start needs some [EXAM-BTN-9]. */
  assignedCount: number;
  pending: boolean;
  errors: readonly unknown[];
  retry: () => void;
};

/** Module level, so the query library keeps the combined value while nothing changed. */
function combineIds(results: UseQueryResult<TProductTestId[]>[]) {
  const ids = [...new Set(results.flatMap((q) => q.data ?? []).map((entry) => entry.test_id))].sort((a, b) => a - b);
  return {
    ids,
    pending: results.some((q) => q.isPending),
    errors: results.map((q) => q.error),
    retry: () => results.filter((q) => q.isError).forEach((q) => void q.refetch()),
  };
}

/**
 * The product-assigned exams [EXAM-ONLINE-1]: the ids of both product lists (Mock_Test and
 * Online_Test) [EXAM-PROD-1], then those tests in one call [EXAM-PROD-2]. No ids, no second call.
 */
export function useProductExams(ctx: Learner): ProductExams {
  const lists = useQueries({
    queries: PRODUCT_TEST_KINDS.map((kind) => assignedTestIdsQuery(kind, ctx.instituteId, ctx.userId)),
    combine: combineIds,
  });
  const tests = useTestsById(lists.ids, ctx.userId, ctx.instituteId);
  return {
    tests: tests.data ?? [],
    assignedCount: lists.ids.length,
    pending: lists.pending || (lists.ids.length > 0 && tests.isPending),
    errors: [...lists.errors, tests.error],
    retry: () => {
      lists.retry();
      if (tests.isError) void tests.refetch();
    },
  };
}
