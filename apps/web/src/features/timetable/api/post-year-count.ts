import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TYearCountRequest, TYearCountResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Learner } from './learner.ts';

/** The year's counts request [API-TT-3]: year, institute_id and student_id (user_id for type 99). */
export function yearCountRequest(instituteId: number, learner: Learner, year: number): TYearCountRequest {
  return { year, institute_id: instituteId, ...learner };
}

/** POST /api/v2/timeTable/year-count: month ('1'..'12') to schedule count [TT-DATA-3]. */
export async function postYearCount(body: TYearCountRequest, signal?: AbortSignal): Promise<Record<string, number>> {
  const response = await apiRequest<TYearCountResponse>('/api/v2/timeTable/year-count', { method: 'POST', body, signal });
  return response.result;
}

export function yearCountQuery(body: TYearCountRequest | null) {
  return queryOptions({
    queryKey: ['timetable-year-count', body],
    queryFn: ({ signal }) => postYearCount(body as TYearCountRequest, signal),
    enabled: body !== null,
    meta: { silent: true },
  });
}

export function useYearCount(body: TYearCountRequest | null) {
  return useQuery(yearCountQuery(body));
}
