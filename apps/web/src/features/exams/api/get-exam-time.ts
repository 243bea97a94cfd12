import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ExamEnvelope } from '../../../lib/exam-service/exam-envelope.ts';

type ExamTime = { time: number; timestamp: number; iso: string };

/** GET /examPanel/time on the exam service: the server's clock, in milliseconds [API-EXAM-8] (decision 036). */
export async function getExamTime(signal?: AbortSignal): Promise<number> {
  const response = await apiRequest<ExamEnvelope<ExamTime>>('/examPanel/time', { service: 'exam', signal });
  return response.data.time;
}

/**
 * Silent and not retried: without it the cards fall back to the browser's clock (useExamNow).
 * Asked again every 5 minutes at most, since the offset it gives does not drift much.
 */
export function examTimeQuery() {
  return queryOptions({
    queryKey: ['exams', 'time'],
    queryFn: ({ signal }) => getExamTime(signal),
    retry: false,
    staleTime: 300_000,
    meta: { silent: true },
  });
}

export function useExamTime() {
  return useQuery(examTimeQuery());
}
