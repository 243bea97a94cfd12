/**
 * The due badge of a card [ASSIGN-BADGE-1..6], as values the screen words and colours.
 * Decision 025 [ASSIGN-BADGE-6]: days 0 and 1 'urgent', 2-5 'soon', 6-7 'later' (two colours
 * as ASSIGN-BADGE-4 asks, plus the most pressing one); a past item (days_left -1) has no badge:
 * its status says enough and the past tab would otherwise badge every card.
 */
export type DueTone = 'urgent' | 'soon' | 'later';
export type DueBadge =
  /**
   * days_left 0: the time left today, 'HH:MM' as the server sent it [ASSIGN-BADGE-1], with its
   * hours and minutes when it reads as such (a bare '19:55 left' reads as a clock time or as
   * minutes and seconds on a phone: the screen says '19 h 55 min left'); null when it does not.
   */
  | { kind: 'time'; time: string; hours: number | null; minutes: number | null; tone: 'urgent' }
  /** days_left 0 without a time_left (not expected from our server): "due today". */
  | { kind: 'today'; tone: 'urgent' }
  /** '1 day left' [ASSIGN-BADGE-2] or 'N days left' [ASSIGN-BADGE-3/4]. */
  | { kind: 'days'; n: number; tone: DueTone };

/** Days left at or below which the badge is 'soon', and the last day with a badge (S1 §9: 0, 1, 5, 7). */
export const BADGE_SOON_MAX = 5;
export const BADGE_LAST_DAY = 7;

export function dueBadge(daysLeft: number, timeLeft: string | null | undefined): DueBadge | null {
  if (!Number.isInteger(daysLeft) || daysLeft < 0 || daysLeft > BADGE_LAST_DAY) return null;
  if (daysLeft === 0) {
    const time = (timeLeft ?? '').trim();
    if (time === '') return { kind: 'today', tone: 'urgent' };
    const hm = /^(\d{1,3}):([0-5]\d)$/.exec(time);
    return { kind: 'time', time, hours: hm ? Number(hm[1]) : null, minutes: hm ? Number(hm[2]) : null, tone: 'urgent' };
  }
  const tone: DueTone = daysLeft === 1 ? 'urgent' : daysLeft <= BADGE_SOON_MAX ? 'soon' : 'later';
  return { kind: 'days', n: daysLeft, tone };
}
