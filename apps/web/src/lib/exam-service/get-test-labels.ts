import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExamLabel } from '@portal/contract';
import { apiRequest } from '../api-client.ts';
import type { ExamEnvelope } from './exam-envelope.ts';

/** GET /student/testLabels on the exam service: the institute's labels in data.data [API-EXAM-1] [EXAM-LABEL-1]. */
export async function getTestLabels(signal?: AbortSignal): Promise<TExamLabel[]> {
  const response = await apiRequest<ExamEnvelope<TExamLabel[]>>('/student/testLabels', { service: 'exam', signal });
  return response.data;
}

/**
 * Silent in the query cache and not retried: a failure is answered at once with the placeholder
 * labels [EXAM-LABEL-8], and the screen decides whether to show it [EXAM-LABEL-9].
 */
export function testLabelsQuery(instituteId: number) {
  return queryOptions({
    queryKey: ['exams', instituteId, 'labels'],
    queryFn: ({ signal }) => getTestLabels(signal),
    retry: false,
    meta: { silent: true },
  });
}

export function useTestLabels(instituteId: number) {
  return useQuery(testLabelsQuery(instituteId));
}
