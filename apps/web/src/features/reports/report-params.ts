import { useCallback } from 'react';
import { useAddressParams } from '../../lib/use-address-params.ts';
import type { BookmarkSort } from '@portal/domain/report/bookmarks';
import { readReportSort, type ReportSort } from '@portal/domain/report/report-cards';

export type ReportMode = 'online' | 'offline' | 'progress';
export type ReportTab = 'summary' | 'score-card' | 'comparison';
const TABS: readonly ReportTab[] = ['summary', 'score-card', 'comparison'];
const readMode = (raw: string | null): ReportMode | null => (raw === 'offline' || raw === 'progress' ? raw : null);
const id = (raw: string | null) => (raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : null);

/**
 * What /report shows lives in the address (as My Exam's tab and label), so Back, a reload and a
 * shared link restore it and nothing is left in the browser's storage:
 * - the bookmarks (?view=bookmarks), their sort (&sort=1|2) and the question opened (&question=ID);
 * - the reports: the mode (?mode=offline|progress), the label (&label=ID) and the order (&order=oldest) of
 *   the online cards, the offline tab (&course=ID; Analysis without it [REPORT-OFF-2]), and the
 *   report opened (&test=ID) with its tab (&tab=score-card|comparison; Summary without it
 *   [REPORT-DETAIL-3]). Closing a report drops only &test and &tab, so the label chosen is still
 *   chosen on return [REPORT-LABEL-5].
 */
export function useReportParams() {
  const { params, update } = useAddressParams();
  const view = params.get('view') === 'bookmarks' ? 'bookmarks' : 'reports';
  const rawSort = Number(params.get('sort'));
  const sort: BookmarkSort = rawSort === 1 || rawSort === 2 ? rawSort : 0;
  const rawTab = params.get('tab');
  return {
    view,
    sort,
    questionId: id(params.get('question')),
    mode: readMode(params.get('mode')),
    labelId: params.get('label'),
    order: readReportSort(params.get('order')),
    courseId: id(params.get('course')),
    testId: id(params.get('test')),
    tab: TABS.find((t) => t === rawTab) ?? 'summary',
    setSort: useCallback((s: BookmarkSort) => update({ sort: s === 0 ? null : String(s) }), [update]),
    // Opening a question or a report is a step Back undoes; choosing a tab, a label or an order is not.
    openQuestion: useCallback((q: number) => update({ question: String(q) }, true), [update]),
    setMode: useCallback((m: ReportMode) => update({ mode: m === 'online' ? null : m }), [update]),
    setLabelId: useCallback((l: string) => update({ label: l }), [update]),
    setOrder: useCallback((o: ReportSort) => update({ order: o === 'oldest' ? o : null }), [update]),
    setCourseId: useCallback((c: number | null) => update({ course: c === null ? null : String(c) }), [update]),
    openReport: useCallback((t: number) => update({ test: String(t), tab: null }, true), [update]),
    setTab: useCallback((t: ReportTab) => update({ tab: t === 'summary' ? null : t }), [update]),
  };
}
export type ReportParams = ReturnType<typeof useReportParams>;
