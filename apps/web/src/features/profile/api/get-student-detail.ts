import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStudentDetailResponse, TStudentProfile } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/students/get-student-detail/{institute_id}/{stud_id} [API-PROFILE-1] [PROFILE-LOAD-1]. */
export async function getStudentDetail(instituteId: number, studentId: number, signal?: AbortSignal): Promise<TStudentProfile> {
  const response = await apiRequest<TStudentDetailResponse>(
    `/api/v1/students/get-student-detail/${encodeURIComponent(instituteId)}/${encodeURIComponent(studentId)}`,
    { signal },
  );
  return response.result;
}

export const profileKey = (instituteId: number, studentId: number) => ['profile', instituteId, studentId] as const;

/**
 * Silent in the query cache: the screen shows a failure itself, as a toast, the error backdrop
 * and the way back to the dashboard [PROFILE-LOAD-2] (lib/use-failure-redirect.ts).
 */
export function studentDetailQuery(instituteId: number, studentId: number) {
  return queryOptions({
    queryKey: profileKey(instituteId, studentId),
    queryFn: ({ signal }) => getStudentDetail(instituteId, studentId, signal),
    meta: { silent: true },
  });
}

export function useStudentDetail(instituteId: number, studentId: number) {
  return useQuery(studentDetailQuery(instituteId, studentId));
}
