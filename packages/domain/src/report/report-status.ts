import { MOCK_TEST, ONLINE_TEST, PRACTICE_TEST } from '../exam/exam-list-status.ts';

/** A report card's status [REPORT-STATUS-1..6], plus 'not_attempted' for a test still open that was never sat. */
export type ReportStatus = 'expired' | 'not_attempted' | 'attempted_n_under_evaluation' | 'attempted_n_result_published';

export type ReportStatusFacts = {
  test_type_id: number;
  /** Completed and incomplete attempts; null when the list did not say (REPORT-STATUS-5). */
  total_attempts: number | null;
  incomplete_attempts: number | null;
  /** 0 while the institute has not published the results. */
  is_result_published: number | boolean;
  /** Seconds. */
  end_timestamp: number;
};

const published = (f: ReportStatusFacts): ReportStatus =>
  Number(f.is_result_published) !== 0 ? 'attempted_n_result_published' : 'attempted_n_under_evaluation';

/**
 * The status of a report card at `nowMs`. Decision 043 for [REPORT-STATUS-7], reading B: a card
 * past its end with zero attempts is expired whatever its type [REPORT-STATUS-1] (a report of a
 * test never sat would show nothing); [REPORT-STATUS-5]'s type 4 rule applies when the attempt
 * counts are unknown. With attempts, complete or incomplete, the published flag decides
 * [REPORT-STATUS-2..4], for every type (practice [REPORT-STATUS-2], mock and online
 * [REPORT-STATUS-4], and the others alike). A test still open and never sat is not_attempted.
 */
export function reportStatus(f: ReportStatusFacts, nowMs: number): ReportStatus {
  const ended = nowMs >= f.end_timestamp * 1000;
  if (f.total_attempts === null || f.incomplete_attempts === null) {
    if (ended && f.test_type_id === ONLINE_TEST) return published(f);
    return ended ? 'expired' : 'not_attempted';
  }
  if (f.total_attempts + f.incomplete_attempts > 0) return published(f);
  return ended ? 'expired' : 'not_attempted';
}

/** Only a published result opens the report [REPORT-STATUS-6] [REPORT-CARD-5]. */
export const isReportViewable = (status: ReportStatus): boolean => status === 'attempted_n_result_published';

/** The report detail's tabs: Comparison With Topper is hidden for practice tests [REPORT-DETAIL-5] [CONST-TEST-1]. */
export function reportTabs(testTypeId: number): ('summary' | 'score-card' | 'comparison')[] {
  return testTypeId === PRACTICE_TEST ? ['summary', 'score-card'] : ['summary', 'score-card', 'comparison'];
}

/** Which fields a report card shows, by test type [REPORT-CARD-1..4]. */
export type ReportCardLayout = 'end-date' | 'attempts' | 'start-date-time' | 'other';
export function reportCardLayout(testTypeId: number): ReportCardLayout {
  if (testTypeId === MOCK_TEST) return 'end-date';
  if (testTypeId === PRACTICE_TEST) return 'attempts';
  if (testTypeId === ONLINE_TEST) return 'start-date-time';
  return 'other';
}
