import { twelveHourMinutes } from './twelve-hour.ts';

/**
 * The live class card's duration in minutes, computed from its 12-hour start and end texts
 * [TT-LIVE-4] (not from the item's own duration field). Decisions (silent): an end before the
 * start means the class runs past midnight (e.g. 11:30 PM to 12:15 AM is 45); an end equal to
 * the start is 0; an unreadable time gives null (the card shows no duration).
 */
export function liveClassDuration(startTime: string | null | undefined, endTime: string | null | undefined): number | null {
  const start = twelveHourMinutes(startTime);
  const end = twelveHourMinutes(endTime);
  if (start === null || end === null) return null;
  return (end - start + 1440) % 1440;
}
