import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOfflineReport } from '@portal/contract';
import { apiRequest } from '../api-client.ts';

/**
 * GET /api/v1/reports/Student/{stud_id}: the student's offline exams, the past ones by course in
 * pastCourseExamSchdJson, and show_exam_rank [API-EXAM-9] [EXAM-OFF-1]. The body is the report
 * itself (decision 036).
 */
export async function getOfflineReport(studentId: number, signal?: AbortSignal): Promise<TOfflineReport> {
  return apiRequest<TOfflineReport>(`/api/v1/reports/Student/${encodeURIComponent(studentId)}`, { signal });
}

/** Silent in the query cache: the screen shows a failure its own way [EXAM-ERR-1..3]. */
export function offlineReportQuery(instituteId: number, studentId: number | null, acadYearId: number | null) {
  return queryOptions({
    queryKey: ['exams', instituteId, 'offline', studentId, acadYearId],
    queryFn: ({ signal }) => getOfflineReport(studentId as number, signal),
    enabled: studentId !== null,
    meta: { silent: true },
  });
}

export function useOfflineReport(instituteId: number, studentId: number | null, acadYearId: number | null) {
  return useQuery(offlineReportQuery(instituteId, studentId, acadYearId));
}
