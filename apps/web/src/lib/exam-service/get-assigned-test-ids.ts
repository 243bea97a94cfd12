import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProductTestId } from '@portal/contract';
import { apiRequest } from '../api-client.ts';

/** The product store's two lists: Mock_Test [API-EXAM-5] and Online_Test [API-EXAM-6]. */
export type ProductTestKind = 'Mock_Test' | 'Online_Test';
export const PRODUCT_TEST_KINDS: readonly ProductTestKind[] = ['Mock_Test', 'Online_Test'];

type Response = { statusCode: number; message: string; result: TProductTestId[] };

/**
 * GET /prod/user-product/v2/assigned-product-test-ids/{kind}: the ids of the tests the learner's
 * products hold, with each test's institute [EXAM-PROD-1]. The spec's x-prod-inst-id and
 * x-prod-user-id headers are left out: our server reads the learner from the session, and takes
 * them only as a check when sent (contract ZProductTestHeaders).
 */
export async function getAssignedTestIds(kind: ProductTestKind, signal?: AbortSignal): Promise<TProductTestId[]> {
  const response = await apiRequest<Response>(`/prod/user-product/v2/assigned-product-test-ids/${kind}`, { signal });
  return response.result;
}

/** Silent in the query cache: the screen shows the failure its own way [EXAM-ERR-1..3]. */
export function assignedTestIdsQuery(kind: ProductTestKind, instituteId: number, userId: number) {
  return queryOptions({
    queryKey: ['exams', instituteId, userId, 'product-ids', kind],
    queryFn: ({ signal }) => getAssignedTestIds(kind, signal),
    meta: { silent: true },
  });
}

export function useAssignedTestIds(kind: ProductTestKind, instituteId: number, userId: number) {
  return useQuery(assignedTestIdsQuery(kind, instituteId, userId));
}
