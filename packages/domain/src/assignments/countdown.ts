import { dayKey } from '../format/date-time.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Whole days from one 'YYYY-MM-DD' to another. */
function daysBetween(fromKey: string, toKey: string): number {
  const utc = (key: string) => {
    const [y, m, d] = key.split('-').map(Number);
    return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
  };
  return Math.round((utc(toKey) - utc(fromKey)) / DAY);
}

/**
 * The wire fields days_left and time_left, computed by the server from the due instant, now and
 * the institute's zone [ASSIGN-STATUS-8] [ASSIGN-BADGE-1] (decision 025):
 * - once now reaches the due instant the item is past: days_left -1, time_left '';
 * - otherwise days_left counts calendar days in the zone from today to the due day (so 23:59
 *   tomorrow is 1 even when it is 30 hours away);
 * - on the due day time_left is 'HH:MM' left, rounded up to the minute so an open item never
 *   reads '00:00' (a 25-hour day of a clock change can read past '23:59'); '' on other days.
 */
export function dueCountdown(due: Date, now: Date, timeZone: string): { days_left: number; time_left: string } {
  const left = due.getTime() - now.getTime();
  if (left <= 0) return { days_left: -1, time_left: '' };
  const days = daysBetween(dayKey(now, timeZone), dayKey(due, timeZone));
  if (days > 0) return { days_left: days, time_left: '' };
  const minutes = Math.ceil(left / MINUTE);
  return { days_left: 0, time_left: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}
