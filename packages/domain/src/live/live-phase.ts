/**
 * Where a live class stands at `nowMs` [LIVE-COUNT-1] [LIVE-COUNT-4] [LIVE-COUNT-5]: before its
 * start it is upcoming (a countdown and a disabled Join); from the start until its end it is
 * ongoing ('Ongoing', Join enabled); from the end on it is over. Decision, as the timetable's
 * [TT-PHASE-12]: the start instant counts as started, the end instant as over. An unreadable
 * time gives null (no Join is offered).
 */
export type LivePhase = 'upcoming' | 'ongoing' | 'over';

export function livePhase(startIso: string, endIso: string, nowMs: number): LivePhase | null {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  if (nowMs < start) return 'upcoming';
  if (nowMs < end) return 'ongoing';
  return 'over';
}

/** The class's length in minutes from its start and end instants; null when unreadable or negative. */
export function liveMinutes(startIso: string, endIso: string): number | null {
  const minutes = (Date.parse(endIso) - Date.parse(startIso)) / 60_000;
  return Number.isFinite(minutes) && minutes >= 0 ? Math.round(minutes) : null;
}

/**
 * The duration as shown [LIVE-CARD-3]: under 60 minutes in minutes; from 60 in hours. Decision
 * (the hours' form is not given): whole hours and the minutes left, e.g. 90 as 1 hr 30 mins and
 * 120 as 2 hrs, so nothing is rounded away.
 */
export type DurationText = { unit: 'mins'; minutes: number } | { unit: 'hours'; hours: number; minutes: number };

export function durationText(minutes: number): DurationText {
  const m = Math.max(0, Math.round(minutes));
  return m < 60 ? { unit: 'mins', minutes: m } : { unit: 'hours', hours: Math.floor(m / 60), minutes: m % 60 };
}
