import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant as ISO 8601 with the zone's offset ('2026-11-20T09:30:00+05:30'), so it reads as local time. */
export function isoInZone(instant: Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** The calendar day (YYYY-MM-DD) and 24-hour time (HH:mm) of an instant in a zone. */
export function dayAndTimeInZone(instant: Date, timeZone: string): { day: string; time: string } {
  const local = dayjs(instant).tz(timeZone);
  return { day: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
}
