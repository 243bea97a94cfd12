import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExamTest } from '@portal/contract';
import { apiRequest } from '../api-client.ts';
import type { ExamEnvelope } from './exam-envelope.ts';

/**
 * POST /tests/list_id on the exam service with the comma-joined test ids and the learner's
 * user_id: the product-assigned tests in data.data [API-EXAM-7] [EXAM-PROD-2]. The spec's token
 * (base64 of account and institute ids) is not sent: the session cookie stands for it.
 */
export async function postTestsById(testIds: readonly number[], userId: number, signal?: AbortSignal): Promise<TExamTest[]> {
  const body = { test_ids: testIds.join(','), user_id: userId };
  const response = await apiRequest<ExamEnvelope<TExamTest[]>>('/tests/list_id', { service: 'exam', method: 'POST', body, signal });
  return response.data;
}

/** Asked only when the products hold tests: an empty id list asks nothing. Silent, as the other exam calls. */
export function testsByIdQuery(testIds: readonly number[], userId: number, instituteId: number) {
  return queryOptions({
    queryKey: ['exams', instituteId, userId, 'tests-by-id', testIds.join(',')],
    queryFn: ({ signal }) => postTestsById(testIds, userId, signal),
    enabled: testIds.length > 0,
    staleTime: 0,
    meta: { silent: true },
  });
}

export function useTestsById(testIds: readonly number[], userId: number, instituteId: number) {
  return useQuery(testsByIdQuery(testIds, userId, instituteId));
}
