import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTestReportResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/v1/studentdashboard/testReports/{accountId}:{userId}/{testId}/-1 [API-EXAM-10]
 * [REPORT-DETAIL-6]: the report of the learner's latest finished attempt; the body is the report.
 * A 403 signs out and a server message is the app's toast (the api client and the query cache do
 * both, as the spec's client does); the screen shows its own note beside it.
 */
export async function getTestReport(accountId: number, userId: number, testId: number, signal?: AbortSignal): Promise<TTestReportResponse> {
  return apiRequest<TTestReportResponse>(`/api/v1/studentdashboard/testReports/${accountId}:${userId}/${testId}/-1`, { signal });
}

export function testReportQuery(instituteId: number, accountId: number, userId: number, testId: number) {
  return queryOptions({
    queryKey: ['reports', instituteId, userId, 'test', testId],
    queryFn: ({ signal }) => getTestReport(accountId, userId, testId, signal),
  });
}

export function useTestReport(instituteId: number, accountId: number, userId: number, testId: number) {
  return useQuery(testReportQuery(instituteId, accountId, userId, testId));
}
