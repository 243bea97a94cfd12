import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAssignmentAttachment, TAssignmentSolutionsResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AssignContext } from '../assignment-context.ts';
import { assignmentsKey } from './get-assignments.ts';

/** GET …/getAssignmentSolution/{instituteId}/{studentId}/{fileId} [API-ASSIGN-4]: empty until shared. */
export async function getSolutions(ctx: AssignContext, fileId: number, signal?: AbortSignal): Promise<TAssignmentAttachment[]> {
  const ids = [ctx.instituteId, ctx.studentId, fileId].map((id) => encodeURIComponent(id)).join('/');
  const response = await apiRequest<TAssignmentSolutionsResponse>(`/api/v2/onlineAssignment/getAssignmentSolution/${ids}`, { signal });
  return response.result;
}

/**
 * Silent: a failure shows the network error text in the solutions area only [ASSIGN-DETAIL-8];
 * no retries, so that text comes at once.
 */
export function solutionsQuery(ctx: AssignContext, fileId: number) {
  return queryOptions({
    queryKey: [...assignmentsKey(ctx.instituteId, ctx.studentId), 'solutions', fileId],
    queryFn: ({ signal }) => getSolutions(ctx, fileId, signal),
    retry: false,
    meta: { silent: true },
  });
}

export function useSolutions(ctx: AssignContext, fileId: number) {
  return useQuery(solutionsQuery(ctx, fileId));
}
