import { useEffect, useState } from 'react';
import { useExamTime } from './api/get-exam-time.ts';

/** How often the cards' statuses are worked out again: an exam opens or closes on its own. */
export const EXAM_NOW_REFRESH_MS = 30_000;

/**
 * "Now" for the list statuses, in milliseconds [EXAM-LIST-10]: the server's clock (API-EXAM-8)
 * moved on by the time passed since its answer arrived, so a wrong computer clock neither shows
 * Start before an exam opens nor hides a card still open (the server refuses a start outside the
 * window anyway). Without that answer, the browser's clock.
 */
export function useExamNow(): number {
  const time = useExamTime();
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setTick(Date.now()), EXAM_NOW_REFRESH_MS);
    return () => window.clearInterval(id);
  }, []);
  const offset = time.data !== undefined && time.dataUpdatedAt > 0 ? time.data - time.dataUpdatedAt : 0;
  // An answer newer than the last tick is its own "now" (the tick may be up to 30 s old).
  return Math.max(tick, time.dataUpdatedAt) + offset;
}
