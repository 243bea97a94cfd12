import type { TSession } from '@portal/contract';
import { dayKey } from '@portal/domain/format/date-time';
import { isOpenUser } from '@portal/domain/shell/user-role';
import { isValidTimeZone } from '@portal/domain/session/expiry';

/** What the fees screen needs from the session [S2 §3 Session values used here]. */
export type FeesContext = {
  instituteId: number;
  studentId: number;
  isSchool: boolean;
  /** The session's selected year (FEES-AY-2) and the student's year name (FEES-AY-3). */
  selectedYearId: number | null;
  studentYearName: string | null;
  feeStructLinked: boolean;
  receiptsOn: boolean;
  timeZone: string;
};

/**
 * Fees are not offered to user type 99 (S2 §5) and need a student to ask for; anyone else
 * reaching /fees sees a short 'not offered' note and no call is made (decision 019).
 */
export function offersFees(session: TSession): session is TSession & { student_id: number } {
  return !isOpenUser(session.user_type) && session.student_id !== null;
}

/**
 * The student's year name [FEES-AY-3]: the name of the session's year among the student's
 * years, else the student's first year (decision 019; the spec names acad_yr_name only).
 */
function studentYearName(session: TSession): string | null {
  const years = session.student_acad_year;
  return (years.find((y) => y.acad_yr_id === session.acad_yr_id) ?? years[0])?.acad_yr_name ?? null;
}

export function feesContext(session: TSession & { student_id: number }): FeesContext {
  return {
    instituteId: session.institute_id,
    studentId: session.student_id,
    isSchool: session.is_institute_type_school,
    selectedYearId: session.acad_yr_id,
    studentYearName: studentYearName(session),
    feeStructLinked: session.inst_set_up.is_fee_struct_linked,
    receiptsOn: session.inst_set_up.student_fee_receipt_option,
    timeZone: isValidTimeZone(session.time_zone) ? session.time_zone : Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** The institute's calendar day, 'YYYY-MM-DD', for the Overdue step [FEES-STATUS-1] [FEES-STATUS-8]. */
export function instituteToday(ctx: FeesContext, now: Date = new Date()): string {
  return dayKey(now, ctx.timeZone);
}
