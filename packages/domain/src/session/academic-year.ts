export type StudentYear = { acad_yr_id: number; acad_yr_name: string };

/** The popup appears when the current year is not one of the student's years [LOGIN-AY-1] [LOGIN-AY-2]. */
export function needsAcademicYearChoice(currentYearId: number | null, studentYears: StudentYear[]): boolean {
  if (studentYears.length === 0) return false;
  return !studentYears.some((y) => y.acad_yr_id === currentYearId);
}

/** A year may be switched to only when the student belongs to it [SHELL-HEAD-3]. */
export function canSwitchToYear(yearId: number, studentYears: StudentYear[]): boolean {
  return studentYears.some((y) => y.acad_yr_id === yearId);
}
