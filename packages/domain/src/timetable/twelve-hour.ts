/**
 * Minutes since midnight of a 12-hour time text such as '10:30 AM' [TT-PHASE-1]: '12:00 PM'
 * is noon (720), '12:05 AM' is just after midnight (5). Case and the space before AM/PM are
 * not significant and a one-digit hour is read ('9:05 pm'); anything else (hour 0 or over 12,
 * minutes over 59, no AM/PM) gives null.
 */
export function twelveHourMinutes(text: string | null | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})\s*([AaPp])[Mm]$/.exec((text ?? '').trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = m[3]?.toUpperCase() === 'P';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}
