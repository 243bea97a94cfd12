import { useCallback } from 'react';
import { useAddressParams } from '../../lib/use-address-params.ts';
import type { BookmarkSort } from '@portal/domain/report/bookmarks';

/**
 * What /report shows lives in the address (as My Exam's tab and label): ?view=bookmarks, the
 * sort (&sort=1|2) and the question opened (&question=ID). Back returns from a question to the
 * list with its sort, and nothing is left in the browser's storage.
 */
export function useReportParams() {
  const { params, update } = useAddressParams();
  const view = params.get('view') === 'bookmarks' ? 'bookmarks' : 'reports';
  const rawSort = Number(params.get('sort'));
  const sort: BookmarkSort = rawSort === 1 || rawSort === 2 ? rawSort : 0;
  const questionParam = params.get('question');
  const questionId = questionParam !== null && /^\d{1,10}$/.test(questionParam) ? Number(questionParam) : null;

  return {
    view,
    sort,
    questionId,
    setSort: useCallback((s: BookmarkSort) => update({ sort: s === 0 ? null : String(s) }), [update]),
    // Opening a question is a step Back undoes; sorting is not.
    openQuestion: useCallback((id: number) => update({ question: String(id) }, true), [update]),
  };
}
