import { dayNumber } from './calendar-date.ts';
import type { LocalNow } from './local-now.ts';
import { twelveHourMinutes } from './twelve-hour.ts';

/** What the live class card offers: a greyed Join, an active Join, or View (recordings). */
export type LiveClassPhase = 'join-disabled' | 'join-enabled' | 'view';

export type LiveClassTimes = { date: string; start_time: string; end_time: string };

/**
 * The live class phase [TT-PHASE-1]: the 12-hour start and end texts are read as minutes and
 * compared with `now` (wall clock in the user's zone, see LocalNow).
 * - class day, before the start: join disabled [TT-PHASE-2];
 * - class day, from the start up to the end: join enabled [TT-PHASE-3];
 * - class day, from the end on: view [TT-PHASE-4];
 * - a later day (the class is past): view [TT-PHASE-5];
 * - an earlier day (the class is future): join disabled [TT-PHASE-6].
 * Decision for [TT-PHASE-12]: the start minute counts as in progress and the end minute does
 * not (start <= now < end), matching TT-EXAM-4 where the end itself already counts as over.
 * An unreadable date or time gives null (the card shows no Join and no View).
 */
export function liveClassPhase(item: LiveClassTimes, now: LocalNow): LiveClassPhase | null {
  const classDay = dayNumber(item.date);
  const today = dayNumber(now.date);
  if (classDay === null || today === null) return null;
  if (today > classDay) return 'view';
  if (today < classDay) return 'join-disabled';
  const start = twelveHourMinutes(item.start_time);
  const end = twelveHourMinutes(item.end_time);
  if (start === null || end === null) return null;
  if (now.minutes < start) return 'join-disabled';
  if (now.minutes < end) return 'join-enabled';
  return 'view';
}
