import { describe, expect, it } from 'vitest';
import { feesAcademicYear, showYearDropdown, type FeesYear } from './fees-year.ts';

const years: FeesYear[] = [
  { inst_acad_year_id: 11, inst_acad_year: '2025-26' },
  { inst_acad_year_id: 12, inst_acad_year: '2026-27' },
  { inst_acad_year_id: 13, inst_acad_year: '2027-28' },
];

describe('fees academic year', () => {
  it('[FEES-AY-1] the dropdown shows only for a non-empty list', () => {
    expect(showYearDropdown(years)).toBe(true);
    expect(showYearDropdown([years[0]])).toBe(true);
    expect(showYearDropdown([])).toBe(false);
    expect(showYearDropdown(null)).toBe(false);
    expect(showYearDropdown(undefined)).toBe(false);
  });

  it('[FEES-AY-2] a school opens on the selected year, not the student year name', () => {
    expect(feesAcademicYear({ isSchool: true, selectedYearId: 11, studentYearName: '2026-27', years })).toBe(11);
  });

  it('[FEES-AY-3] a non-school institute opens on the year named like the student year, ignoring the selected year', () => {
    expect(feesAcademicYear({ isSchool: false, selectedYearId: 11, studentYearName: '2026-27', years })).toBe(12);
  });

  it('[FEES-AY-3] the name match ignores case and outer spaces', () => {
    const named = [{ inst_acad_year_id: 7, inst_acad_year: 'Batch Year A' }, { inst_acad_year_id: 8, inst_acad_year: 'Other' }];
    expect(feesAcademicYear({ isSchool: false, selectedYearId: null, studentYearName: '  batch year a ', years: named })).toBe(7);
  });

  it('[FEES-AY-2] [FEES-AY-3] [FEES-AY-4] a school whose selected year is not listed falls to the student year name, then the last', () => {
    expect(feesAcademicYear({ isSchool: true, selectedYearId: 99, studentYearName: '2025-26', years })).toBe(11);
    expect(feesAcademicYear({ isSchool: true, selectedYearId: null, studentYearName: '2025-26', years })).toBe(11);
    expect(feesAcademicYear({ isSchool: true, selectedYearId: 99, studentYearName: null, years })).toBe(13);
  });

  it.each([
    [false, null, null],
    [false, null, ''],
    [false, 12, '2030-31'],
    [true, undefined, undefined],
  ])('[FEES-AY-4] nothing found (school %s, selected %s, name %s): the last year', (isSchool, selectedYearId, studentYearName) => {
    expect(feesAcademicYear({ isSchool, selectedYearId, studentYearName, years })).toBe(13);
  });

  it('[FEES-AY-1] [FEES-AY-4] an empty list has no year', () => {
    expect(feesAcademicYear({ isSchool: true, selectedYearId: 12, studentYearName: '2026-27', years: [] })).toBeNull();
  });
});
