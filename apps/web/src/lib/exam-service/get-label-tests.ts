import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExamTest } from '@portal/contract';
import { isPlaceholderLabel, labelTestsPathId, testsOfLabel, type ExamLabel } from '@portal/domain/exam/exam-tabs-labels';
import { apiRequest } from '../api-client.ts';
import type { ExamEnvelope } from './exam-envelope.ts';

/**
 * GET /student/testLabels/{id}/tests on the exam service [API-EXAM-2] [EXAM-LABEL-3]: the id is
 * the label's, or the account's for the placeholders OnlineP and MockP (decision 034, API-GAP-4),
 * which then name their test type. The list is kept to the label's own tests (testsOfLabel).
 */
export async function getLabelTests(label: ExamLabel, accountId: number, signal?: AbortSignal): Promise<TExamTest[]> {
  const id = labelTestsPathId(label, accountId);
  const query = isPlaceholderLabel(label) ? { test_type_id: label.test_type_id } : undefined;
  const response = await apiRequest<ExamEnvelope<TExamTest[]>>(`/student/testLabels/${encodeURIComponent(id)}/tests`, { service: 'exam', query, signal });
  return testsOfLabel(label, response.data);
}

/**
 * Asked only once a label is chosen [EXAM-LABEL-5]. Silent in the query cache: the screen shows
 * the failure its own way [EXAM-ERR-1..3]. Stale at once: coming back to a label asks again, so
 * a Start in the panel shows as Resume here (the tests-received toast follows each answer).
 */
export function labelTestsQuery(label: ExamLabel | null, accountId: number, instituteId: number) {
  return queryOptions({
    queryKey: ['exams', instituteId, 'label-tests', label?.label_id ?? null, label?.test_type_id ?? null],
    queryFn: ({ signal }) => getLabelTests(label as ExamLabel, accountId, signal),
    enabled: label !== null,
    staleTime: 0,
    meta: { silent: true },
  });
}

export function useLabelTests(label: ExamLabel | null, accountId: number, instituteId: number) {
  return useQuery(labelTestsQuery(label, accountId, instituteId));
}
