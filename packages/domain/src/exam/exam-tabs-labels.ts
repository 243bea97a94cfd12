import type { DeliveryMode } from '../shell/institute-settings.ts';
import { isOpenUser } from '../shell/user-role.ts';
import { MOCK_TEST, ONLINE_TEST } from './exam-list-status.ts';

export type ExamTabs = { online: boolean; offline: boolean };

const hasOnline = (mode: DeliveryMode | null | undefined) => mode === 'ONLINE' || mode === 'HYBRID_BLENDED';
const hasOffline = (mode: DeliveryMode | null | undefined) => mode === 'OFFLINE' || mode === 'HYBRID_BLENDED';

/**
 * The Online and Offline tabs of My Exam [EXAM-TAB-1]. Online when the exam setting is ONLINE
 * or HYBRID_BLENDED [EXAM-TAB-2]; Offline when the user type is not 99 and (the user has a
 * student id, or the setting is OFFLINE or HYBRID_BLENDED) [EXAM-TAB-3]. Decision 034 for
 * [EXAM-TAB-4], reading A: these tabs, no tab-less online-only view.
 */
export function examTabs(examMode: DeliveryMode | null | undefined, userType: number, hasStudentId: boolean): ExamTabs {
  return { online: hasOnline(examMode), offline: !isOpenUser(userType) && (hasStudentId || hasOffline(examMode)) };
}

/** A test label (S2 §3): label_id is a number for the institute's labels, a word for the placeholders. */
export type ExamLabel = { label_id: number | string; label_name: string; test_type_id: number; title?: string | null };

/** The placeholder labels [EXAM-LABEL-7]: OnlineP (Online exam, test type 4) and MockP (Mock test, test type 1). */
export const ONLINE_PLACEHOLDER: ExamLabel = { label_id: 'OnlineP', label_name: 'Online exam', test_type_id: ONLINE_TEST, title: 'OnlineP' };
export const MOCK_PLACEHOLDER: ExamLabel = { label_id: 'MockP', label_name: 'Mock test', test_type_id: MOCK_TEST, title: 'MockP' };

export const isPlaceholderLabel = (label: ExamLabel): boolean =>
  label.label_id === ONLINE_PLACEHOLDER.label_id || label.label_id === MOCK_PLACEHOLDER.label_id;

/**
 * The label strip [EXAM-LABEL-2]: the loaded labels (`null` when the label call failed), then
 * OnlineP when no label of test type 4 exists and MockP when none of type 1 exists — decision 034
 * for [EXAM-LABEL-10], reading B [EXAM-LABEL-7]. A failed call gives both [EXAM-LABEL-8].
 */
export function examLabelStrip(labels: readonly ExamLabel[] | null): ExamLabel[] {
  const strip = [...(labels ?? [])];
  if (!strip.some((l) => l.test_type_id === ONLINE_TEST)) strip.push(ONLINE_PLACEHOLDER);
  if (!strip.some((l) => l.test_type_id === MOCK_TEST)) strip.push(MOCK_PLACEHOLDER);
  return strip;
}

/**
 * Whether the mock/practice navigation (the strip) shows: only with labels [EXAM-LABEL-6]. With
 * placeholders (decision 034) the strip of examLabelStrip is never empty.
 */
export const isLabelStripShown = (strip: readonly ExamLabel[]): boolean => strip.length > 0;

/**
 * The id in GET /student/testLabels/{id}/tests [API-EXAM-2] [EXAM-LABEL-3], decision 034 for
 * [API-GAP-4], reading A: the label_id of a real label, the account_id for OnlineP and MockP.
 */
export const labelTestsPathId = (label: ExamLabel, accountId: number | string): number | string =>
  isPlaceholderLabel(label) ? accountId : label.label_id;

/**
 * The tests listed under a label: all the label's tests for a real label; for a placeholder, whose
 * call answers the account's tests without a label, those of its own test type (decision 034).
 */
export function testsOfLabel<T extends { test_type_id: number }>(label: ExamLabel, tests: readonly T[]): T[] {
  return isPlaceholderLabel(label) ? tests.filter((t) => t.test_type_id === label.test_type_id) : [...tests];
}

/**
 * The search of My Exam: the trimmed query found, case-insensitively, in the exam name
 * [EXAM-SEARCH-1], or on the offline side also in the title [EXAM-SEARCH-2]. A blank query keeps all.
 */
export function matchesExamSearch(query: string, name: string | null | undefined, title?: string | null): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return [name, title].some((text) => (text ?? '').toLowerCase().includes(q));
}

/** The online list filtered by exam name [EXAM-SEARCH-1]. */
export const searchOnlineExams = <T extends { test_name: string }>(tests: readonly T[], query: string): T[] =>
  tests.filter((t) => matchesExamSearch(query, t.test_name));
