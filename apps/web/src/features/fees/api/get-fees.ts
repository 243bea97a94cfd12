import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFeesResponse, TFeesResult } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/studentWise/fee/{institute_id}/students/{student_id}/{acad_year_id} [API-FEES-1] [FEES-LOAD-1]. */
export async function getFees(instituteId: number, studentId: number, acadYearId: number, signal?: AbortSignal): Promise<TFeesResult> {
  const path = `/api/v1/studentWise/fee/${encodeURIComponent(instituteId)}/students/${encodeURIComponent(studentId)}/${encodeURIComponent(acadYearId)}`;
  const response = await apiRequest<TFeesResponse>(path, { signal });
  return response.result;
}

/**
 * The year id is part of the key, so choosing another year loads its fees [FEES-AY-5]. Silent in
 * the query cache: the screen shows a failure in place with a retry (decision 019 on FEES-ERR-1);
 * a 403 has already logged out [FEES-ERR-2 reading A].
 */
export function feesQuery(instituteId: number, studentId: number, acadYearId: number | null) {
  return queryOptions({
    queryKey: ['fees', instituteId, studentId, acadYearId],
    queryFn: ({ signal }) => getFees(instituteId, studentId, acadYearId as number, signal),
    enabled: acadYearId !== null,
    meta: { silent: true },
  });
}

export function useFees(instituteId: number, studentId: number, acadYearId: number | null) {
  return useQuery(feesQuery(instituteId, studentId, acadYearId));
}
