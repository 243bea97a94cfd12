import { describe, expect, it } from 'vitest';
import { isReportViewable, reportCardLayout, reportStatus, reportTabs, type ReportStatusFacts } from './report-status.ts';

const NOW = Date.UTC(2026, 10, 24, 12);
const END_PAST = NOW / 1000 - 60;
const END_LATER = NOW / 1000 + 60;
const card = (f: Partial<ReportStatusFacts>): ReportStatusFacts => ({
  test_type_id: 1,
  total_attempts: 0,
  incomplete_attempts: 0,
  is_result_published: 0,
  end_timestamp: END_PAST,
  ...f,
});

describe('reportStatus', () => {
  it('[REPORT-STATUS-1] past its end with zero attempts is expired, every type', () => {
    for (const type of [1, 2, 3, 4]) expect(reportStatus(card({ test_type_id: type, is_result_published: 1 }), NOW)).toBe('expired');
  });

  it('[REPORT-STATUS-1] the end itself counts as past; a second before, a test never sat is not attempted', () => {
    expect(reportStatus(card({ end_timestamp: NOW / 1000 }), NOW)).toBe('expired');
    expect(reportStatus(card({ end_timestamp: END_LATER }), NOW)).toBe('not_attempted');
  });

  it('[REPORT-STATUS-2] [REPORT-STATUS-3] a practice test with attempts: under evaluation until published', () => {
    expect(reportStatus(card({ test_type_id: 2, total_attempts: 2, end_timestamp: END_LATER }), NOW)).toBe('attempted_n_under_evaluation');
    expect(reportStatus(card({ test_type_id: 2, total_attempts: 2, is_result_published: 1 }), NOW)).toBe('attempted_n_result_published');
  });

  it('[REPORT-STATUS-4] mock and online tests with complete or only incomplete attempts follow the published flag', () => {
    for (const type of [1, 4]) {
      expect(reportStatus(card({ test_type_id: type, total_attempts: 1 }), NOW)).toBe('attempted_n_under_evaluation');
      expect(reportStatus(card({ test_type_id: type, incomplete_attempts: 1, is_result_published: true }), NOW)).toBe('attempted_n_result_published');
    }
  });

  it('[REPORT-STATUS-5] [REPORT-STATUS-7] reading B: an online test past its end follows the published flag only when its attempts are unknown', () => {
    expect(reportStatus(card({ test_type_id: 4, total_attempts: null, incomplete_attempts: null, is_result_published: 1 }), NOW)).toBe('attempted_n_result_published');
    expect(reportStatus(card({ test_type_id: 4, total_attempts: null, incomplete_attempts: null }), NOW)).toBe('attempted_n_under_evaluation');
    expect(reportStatus(card({ test_type_id: 1, total_attempts: null, incomplete_attempts: null }), NOW)).toBe('expired');
    expect(reportStatus(card({ test_type_id: 4, is_result_published: 1 }), NOW)).toBe('expired');
  });

  it('[REPORT-STATUS-6] [REPORT-CARD-5] only a published result is viewable', () => {
    expect(isReportViewable('attempted_n_result_published')).toBe(true);
    for (const s of ['expired', 'not_attempted', 'attempted_n_under_evaluation'] as const) expect(isReportViewable(s)).toBe(false);
  });
});

describe('report detail and cards', () => {
  it('[REPORT-DETAIL-2] [REPORT-DETAIL-5] Comparison With Topper is hidden for practice tests only', () => {
    expect(reportTabs(2)).toEqual(['summary', 'score-card']);
    for (const type of [1, 3, 4]) expect(reportTabs(type)).toEqual(['summary', 'score-card', 'comparison']);
  });

  it('[REPORT-CARD-1] [REPORT-CARD-2] [REPORT-CARD-3] [REPORT-CARD-4] the card layout by type', () => {
    expect([1, 2, 4, 3, 5].map(reportCardLayout)).toEqual(['end-date', 'attempts', 'start-date-time', 'other', 'other']);
  });
});
