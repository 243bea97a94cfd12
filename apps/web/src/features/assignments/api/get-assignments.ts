import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAssignmentListRequest, TAssignmentListResponse } from '@portal/contract';
import { ASSIGNMENT_CATEGORY_ID } from '@portal/contract/constants';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AssignContext } from '../assignment-context.ts';

/** The prefix of every assignment query of a student: a save invalidates them all. */
export const assignmentsKey = (instituteId: number, studentId: number) => ['assignments', instituteId, studentId] as const;

/**
 * POST /api/v2/onlineAssignment/student/getAssignmentsDetail with the assignment category
 * (ASSIGNMENT_CATEGORY_ID, 255) [API-ASSIGN-1] [ASSIGN-LOAD-1].
 */
export async function getAssignments(instituteId: number, studentId: number, signal?: AbortSignal) {
  const body: TAssignmentListRequest = { category_id: ASSIGNMENT_CATEGORY_ID, institute_id: instituteId, student_id: studentId };
  const response = await apiRequest<TAssignmentListResponse>('/api/v2/onlineAssignment/student/getAssignmentsDetail', { method: 'POST', body, signal });
  return response.result;
}

/**
 * Keyed by the academic year as well: the server lists the session's year. Silent in the query
 * cache: the screen shows the failure as a toast and leaves for the dashboard [ASSIGN-LOAD-2].
 */
export function assignmentsQuery(ctx: AssignContext) {
  return queryOptions({
    queryKey: [...assignmentsKey(ctx.instituteId, ctx.studentId), 'list', ctx.acadYearId],
    queryFn: ({ signal }) => getAssignments(ctx.instituteId, ctx.studentId, signal),
    meta: { silent: true },
  });
}

export function useAssignments(ctx: AssignContext) {
  return useQuery(assignmentsQuery(ctx));
}
