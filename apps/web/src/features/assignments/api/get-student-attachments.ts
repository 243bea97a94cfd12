import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAssignmentAttachment, TStudentAttachmentsResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AssignContext } from '../assignment-context.ts';
import { assignmentsKey } from './get-assignments.ts';

/** GET …/studentAttachmentsDetail/{instituteId}/{studentId}/{fileId} [API-ASSIGN-3]: the student's saved files and links. */
export async function getStudentAttachments(ctx: AssignContext, fileId: number, signal?: AbortSignal): Promise<TAssignmentAttachment[]> {
  const ids = [ctx.instituteId, ctx.studentId, fileId].map((id) => encodeURIComponent(id)).join('/');
  const response = await apiRequest<TStudentAttachmentsResponse>(`/api/v2/onlineAssignment/studentAttachmentsDetail/${ids}`, { signal });
  return response.result.student_attachment;
}

export const studentAttachmentsKey = (ctx: AssignContext, fileId: number) =>
  [...assignmentsKey(ctx.instituteId, ctx.studentId), 'attachments', fileId] as const;

/** Silent: a failure is shown in place with the detail's (decision 027). */
export function studentAttachmentsQuery(ctx: AssignContext, fileId: number) {
  return queryOptions({
    queryKey: studentAttachmentsKey(ctx, fileId),
    queryFn: ({ signal }) => getStudentAttachments(ctx, fileId, signal),
    meta: { silent: true },
  });
}

export function useStudentAttachments(ctx: AssignContext, fileId: number) {
  return useQuery(studentAttachmentsQuery(ctx, fileId));
}
