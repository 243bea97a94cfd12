export type AttendanceRowLike = { status?: string | null };

/** A row is present when its status is P [TT-ATT-2] [TT-ATT-5]; decision (silent): case and surrounding spaces are ignored. */
export function isPresent(status: string | null | undefined): boolean {
  return (status ?? '').trim().toUpperCase() === 'P';
}

export type ClassesAttended = { attended: number; total: number; label: string };

/** 'classes attended' in the popup heading: rows with status P over all rows, e.g. '3/5' [TT-ATT-2]. */
export function classesAttended(rows: readonly AttendanceRowLike[]): ClassesAttended {
  const attended = rows.filter((r) => isPresent(r.status)).length;
  return { attended, total: rows.length, label: `${attended}/${rows.length}` };
}

/**
 * The attendance share as a whole percentage, for the progress circle [TT-OFF-5]: from the
 * server's student_attendance_percent when it reads as a number, else from the rows.
 * Decision (silent): rounded to the nearest whole number, kept within 0..100, 0 when there is
 * nothing to count.
 */
export function attendancePercent(serverPercent: number | string | null | undefined, rows: readonly AttendanceRowLike[] = []): number {
  const given = serverPercent === null || serverPercent === undefined || serverPercent === '' ? NaN : Number(serverPercent);
  const raw = Number.isFinite(given) ? given : rows.length ? (classesAttended(rows).attended / rows.length) * 100 : 0;
  return Math.min(100, Math.max(0, Math.round(raw)));
}

export type AttendanceTone = 'present' | 'absent';

/** Status colour: P present (green), any other status, A absent included, red [TT-ATT-5]. */
export function attendanceTone(status: string | null | undefined): AttendanceTone {
  return isPresent(status) ? 'present' : 'absent';
}
