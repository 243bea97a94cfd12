import { isValidTimeZone } from '@portal/domain/session/expiry';
import { browserTimeZone } from './api-client.ts';

/** The zone dates and times are shown in: the session's, else the browser's. */
export function userTimeZone(session: { time_zone?: string | null } | null | undefined): string {
  const zone = session?.time_zone;
  return zone && isValidTimeZone(zone) ? zone : browserTimeZone();
}
