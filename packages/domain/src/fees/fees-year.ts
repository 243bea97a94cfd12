/** An academic year of the fees dropdown [S2 §3 Academic year (fees)]. */
export type FeesYear = { inst_acad_year_id: number; inst_acad_year: string };

export type FeesYearInput = {
  isSchool: boolean;
  /** The session's selected year (selectedAcadYrId) [SESSION-AY-4]. */
  selectedYearId: number | null | undefined;
  /** The student's year name (student_acad_year acad_yr_name). */
  studentYearName: string | null | undefined;
  years: readonly FeesYear[];
};

/** The dropdown shows only when there is a year to choose [FEES-AY-1]. */
export function showYearDropdown(years: readonly unknown[] | null | undefined): boolean {
  return (years?.length ?? 0) > 0;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The year the fees screen opens on (decision 016):
 * - a school takes the session's selected year when it is in the list [FEES-AY-2];
 * - then (every institute) the year named like the student's year, ignoring case and outer
 *   spaces [FEES-AY-3]; a school reaches this only when its selected year is missing, which
 *   FEES-AY-4's "not found by FEES-AY-2 or FEES-AY-3" allows and which beats an arbitrary year;
 * - else the last year of the list [FEES-AY-4]; null for an empty list.
 * Choosing another year afterwards reloads the fees for it [FEES-AY-5]: the id is the query key.
 */
export function feesAcademicYear({ isSchool, selectedYearId, studentYearName, years }: FeesYearInput): number | null {
  if (years.length === 0) return null;
  if (isSchool && selectedYearId != null) {
    const selected = years.find((y) => y.inst_acad_year_id === selectedYearId);
    if (selected) return selected.inst_acad_year_id;
  }
  const name = studentYearName?.trim();
  if (name) {
    const named = years.find((y) => sameName(y.inst_acad_year, name));
    if (named) return named.inst_acad_year_id;
  }
  return years[years.length - 1]!.inst_acad_year_id;
}
