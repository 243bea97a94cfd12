import type { TSession, TSwitchYearRequest, TSwitchYearResponse } from '@portal/contract';
import { apiRequest } from '../../api-client.ts';

/** PUT /api/v1/session/academic-year: the academic-year switch, answered with the updated session [SESSION-AY-1..5]. */
export async function switchAcademicYear(acadYearId: number): Promise<TSession> {
  const body: TSwitchYearRequest = { acad_yr_id: acadYearId };
  const response = await apiRequest<TSwitchYearResponse>('/api/v1/session/academic-year', { method: 'PUT', body });
  return response.result;
}
