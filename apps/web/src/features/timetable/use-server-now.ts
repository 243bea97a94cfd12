import { useEffect, useState } from 'react';
import { localNow, type LocalNow } from '@portal/domain/timetable/local-now';

/** How often the live-class phase and the exam status are looked at again (decision 011, TT-PHASE-12). */
export const NOW_REFRESH_MS = 30_000;

/** The browser clock, read again every NOW_REFRESH_MS. */
function useBrowserClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), NOW_REFRESH_MS);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * "Now" for the cards, as the wall clock of the institute's zone [TT-PHASE-12] (decision 011):
 * the server's `time` of the last API-TT-1 answer moved on by the time passed since it arrived
 * (serverTime + (Date.now() - receivedAt)), so a wrong computer clock does not open or close a
 * class. Without an answer (or with an unreadable time) the browser clock is used.
 */
export function useServerNow(serverTime: string | undefined, receivedAt: number, timeZone: string): LocalNow {
  const browserNow = useBrowserClock();
  const server = serverTime ? Date.parse(serverTime) : NaN;
  const offset = Number.isFinite(server) && receivedAt > 0 ? server - receivedAt : 0;
  // An answer newer than the last tick is its own "now" (the tick may be up to 30 s old).
  return localNow(new Date(Math.max(browserNow, receivedAt) + offset), timeZone);
}
