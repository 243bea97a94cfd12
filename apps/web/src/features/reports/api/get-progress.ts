import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProgressResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/reports/progress/{user_id} (ours, decision 048): the learner's progress over time; the body is the progress. */
export async function getProgress(userId: number, signal?: AbortSignal): Promise<TProgressResponse> {
  return apiRequest<TProgressResponse>(`/api/v1/reports/progress/${userId}`, { signal });
}

export function progressQuery(instituteId: number, userId: number) {
  return queryOptions({ queryKey: ['reports', instituteId, userId, 'progress'], queryFn: ({ signal }) => getProgress(userId, signal) });
}

export function useProgress(instituteId: number, userId: number) {
  return useQuery(progressQuery(instituteId, userId));
}
