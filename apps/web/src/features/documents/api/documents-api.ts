import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocFilesResponse, TDocSubjectsResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DocumentsContext } from '../documents-context.ts';

const inst = (ctx: DocumentsContext) => encodeURIComponent(ctx.instituteId);

/** GET /api/v1/fileShare/{institute_id}?student_id= (user_id= for open users) [API-DOC-1] [DOC-LOAD-1]. */
export function subjectsQuery(ctx: DocumentsContext) {
  return queryOptions({
    queryKey: ['documents', 'subjects', ctx.instituteId, ctx.openUser, ctx.learnerId],
    queryFn: async ({ signal }) =>
      (await apiRequest<TDocSubjectsResponse>(`/api/v1/fileShare/${inst(ctx)}`, { query: ctx.openUser ? { user_id: ctx.learnerId } : { student_id: ctx.learnerId }, signal })).result.subject_list,
    meta: { silent: true },
  });
}

/**
 * GET /api/v1/fileShare/subject-level/{institute_id} [API-DOC-2] [DOC-LOAD-2]: a student's
 * subject (student_id, subject_id, share_with 2) or an open user's course (share_with 2,
 * user_id, eCourse_id).
 */
export function filesQuery(ctx: DocumentsContext, subjectId: number) {
  const query = ctx.openUser ? { share_with: 2, user_id: ctx.learnerId, eCourse_id: subjectId } : { student_id: ctx.learnerId, subject_id: subjectId, share_with: 2 };
  return queryOptions({
    queryKey: ['documents', 'files', ctx.instituteId, ctx.openUser, ctx.learnerId, subjectId],
    queryFn: async ({ signal }) => (await apiRequest<TDocFilesResponse>(`/api/v1/fileShare/subject-level/${inst(ctx)}`, { query, signal })).result,
    meta: { silent: true },
  });
}

export const useSubjects = (ctx: DocumentsContext) => useQuery(subjectsQuery(ctx));
export const useFiles = (ctx: DocumentsContext, subjectId: number | null) => useQuery({ ...filesQuery(ctx, subjectId ?? 0), enabled: subjectId !== null });

/**
 * The address of a file's bytes [API-DOC-3] (decision 064): the signed-in learner's session
 * reaches it, with byte ranges, so the media viewer reads it directly and a download is a link.
 */
export const fileAddress = (ctx: DocumentsContext, fileId: number) => `/api/v1/instFileSystem/downloadFile/${inst(ctx)}?fileId=${encodeURIComponent(fileId)}`;
