import type { TSession } from '@portal/contract';
import { daysInMonth, isoDate, type YearMonth } from '@portal/domain/timetable/calendar-date';
import { learnerIdKey } from '@portal/domain/timetable/request-flags';

/** The learner a timetable call names: { student_id } or, for user type 99, { user_id } [TT-DATA-6]. */
export type Learner = { student_id: number } | { user_id: number };

/** The session's acting learner; null when the session has no id for it (the calls are not made). */
export function learnerOf(session: Pick<TSession, 'user_type' | 'student_id' | 'user_id'>): Learner | null {
  if (learnerIdKey(session.user_type) === 'user_id') return session.user_id ? { user_id: session.user_id } : null;
  return session.student_id ? { student_id: session.student_id } : null;
}

/** The first and last day of a month as zero-padded 'YYYY-MM-DD' [API-TT-1] [API-TT-2]. */
export function monthRange(ym: YearMonth): { first: string; last: string } {
  return { first: isoDate(ym.year, ym.month, 1), last: isoDate(ym.year, ym.month, daysInMonth(ym.year, ym.month)) };
}
