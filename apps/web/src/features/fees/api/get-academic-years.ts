import { queryOptions } from '@tanstack/react-query';
import type { TAcademicYearList } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/v1/academicYear/all/{instituteId} [API-AY-1]: every year of the institute. */
export function getAcademicYears(instituteId: number, signal?: AbortSignal): Promise<TAcademicYearList> {
  return apiRequest<TAcademicYearList>(`/api/v1/academicYear/all/${encodeURIComponent(instituteId)}`, { signal });
}

export function academicYearsQuery(instituteId: number) {
  return queryOptions({
    queryKey: ['academic-years', instituteId],
    queryFn: ({ signal }) => getAcademicYears(instituteId, signal),
    staleTime: 60 * 60 * 1000,
  });
}
