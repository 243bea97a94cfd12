import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAssignmentDetail, TAssignmentDetailResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AssignContext } from '../assignment-context.ts';
import { assignmentsKey } from './get-assignments.ts';

/** GET /api/v2/onlineAssignment/get/{instituteId}/{fileId} [API-ASSIGN-2] [ASSIGN-DETAIL-1]. */
export async function getAssignment(instituteId: number, fileId: number, signal?: AbortSignal): Promise<TAssignmentDetail> {
  const path = `/api/v2/onlineAssignment/get/${encodeURIComponent(instituteId)}/${encodeURIComponent(fileId)}`;
  const response = await apiRequest<TAssignmentDetailResponse>(path, { signal });
  return response.result;
}

export const assignmentKey = (ctx: AssignContext, fileId: number) => [...assignmentsKey(ctx.instituteId, ctx.studentId), 'detail', fileId] as const;

/** Silent: the detail shows its own failure in place, with a retry (decision 027). */
export function assignmentQuery(ctx: AssignContext, fileId: number) {
  return queryOptions({
    queryKey: assignmentKey(ctx, fileId),
    queryFn: ({ signal }) => getAssignment(ctx.instituteId, fileId, signal),
    meta: { silent: true },
  });
}

export function useAssignment(ctx: AssignContext, fileId: number) {
  return useQuery(assignmentQuery(ctx, fileId));
}
