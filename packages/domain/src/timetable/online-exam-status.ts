import { isParentLogin } from '../shell/user-role.ts';
import { wallStamp, type LocalNow } from './local-now.ts';
import { twelveHourMinutes } from './twelve-hour.ts';

export type OnlineExamStatus = 'Upcoming' | 'Ongoing' | 'Expired';

/**
 * The online exam status from three comparable instants, in the rule's own order:
 * Expired when now is at or after the end and after the start [TT-EXAM-4]; otherwise
 * Upcoming when now is before the start [TT-EXAM-2]; otherwise Ongoing [TT-EXAM-3].
 * So a zero-length window (start = end = now) is Ongoing, not Expired.
 */
export function onlineExamStatus(now: number, start: number, end: number): OnlineExamStatus {
  if (now >= end && now > start) return 'Expired';
  if (now < start) return 'Upcoming';
  return 'Ongoing';
}

export type OnlineExamTimes = { date: string; start_time: string; end_time: string; end_date?: string | null };

/**
 * The status of a timetable exam item against a wall-clock now [TT-EXAM-2..4]. The window runs
 * from date + start_time to (end_date, or date when there is none) + end_time. Decision
 * (silent in S2 §3): an empty end_date means the exam ends on its start date. Null when a date
 * or time cannot be read.
 */
export function onlineExamItemStatus(item: OnlineExamTimes, now: LocalNow): OnlineExamStatus | null {
  const startMin = twelveHourMinutes(item.start_time);
  const endMin = twelveHourMinutes(item.end_time);
  if (startMin === null || endMin === null) return null;
  const start = wallStamp(item.date, startMin);
  const end = wallStamp(item.end_date?.trim() || item.date, endMin);
  const at = wallStamp(now.date, now.minutes);
  if (start === null || end === null || at === null) return null;
  return onlineExamStatus(at, start, end);
}

/** Start is active only for an Ongoing exam and a login that is not a parent's [TT-EXAM-5] [TT-EXAM-8]. */
export function isExamStartActive(status: OnlineExamStatus | null, userType: number): boolean {
  return status === 'Ongoing' && !isParentLogin(userType);
}
