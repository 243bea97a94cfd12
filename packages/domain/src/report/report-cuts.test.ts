import { describe, expect, it } from 'vitest';
import { cutOfflineExamDescription } from '../timetable/text-cut.ts';
import { cutChartSubject, cutLegacyTitle, cutOfflineExamName, cutOfflineSubject, cutOfflineTopic, cutReportName, cutTableSubject } from './report-cuts.ts';

const text = (n: number) => 'abcdefghij'.repeat(10).slice(0, n);

describe('report text cuts', () => {
  it('[REPORT-CARD-8] report card names: 47 whole, 48 cut to 47 plus dots', () => {
    expect(cutReportName(text(47))).toBe(text(47));
    expect(cutReportName(text(48))).toBe(`${text(47)}...`);
  });

  it('[REPORT-CARD-9] [REPORT-CARD-10] the offline name and the legacy title at 25', () => {
    for (const f of [cutOfflineExamName, cutLegacyTitle]) {
      expect(f(text(25))).toBe(text(25));
      expect(f(text(26))).toBe(`${text(25)}...`);
    }
  });

  it('[REPORT-SUM-8] [REPORT-SUM-9] subjects at 20 in charts and 30 in tables', () => {
    expect(cutChartSubject(text(20))).toBe(text(20));
    expect(cutChartSubject(text(21))).toBe(`${text(20)}...`);
    expect(cutTableSubject(text(30))).toBe(text(30));
    expect(cutTableSubject(text(31))).toBe(`${text(30)}...`);
  });

  it('[REPORT-ROW-6] [REPORT-ROW-7] the offline description at 45 and topics at 24', () => {
    expect(cutOfflineExamDescription(text(46))).toHaveLength(44);
    expect(cutOfflineTopic(text(24))).toBe(text(24));
    expect(cutOfflineTopic(text(25))).toBe(`${text(24)}...`);
  });

  it('[REPORT-ROW-8] reading A: offline subjects at 24 for schools, 19 for coaching institutes', () => {
    expect(cutOfflineSubject(text(24), true)).toBe(text(24));
    expect(cutOfflineSubject(text(25), true)).toBe(`${text(24)}...`);
    expect(cutOfflineSubject(text(19), false)).toBe(text(19));
    expect(cutOfflineSubject(text(20), false)).toBe(`${text(19)}...`);
  });

  it('cuts count characters, not UTF-16 units: an emoji is never split', () => {
    expect(cutChartSubject('😀'.repeat(21))).toBe(`${'😀'.repeat(20)}...`);
  });
});
