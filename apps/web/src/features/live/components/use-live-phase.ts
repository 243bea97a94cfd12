import { useEffect, useState } from 'react';
import { livePhase, type LivePhase } from '@portal/domain/live/live-phase';

/** setTimeout's longest wait; a class further away is looked at again then. */
const MAX_WAIT_MS = 2_147_483_647;

/**
 * The class's phase by the browser's clock [LIVE-COUNT-1/4/5], turning by itself at the start
 * (Ongoing, Join enabled) and at the end (over). The server decides whether Join may start
 * [LIVE-JOIN-2]; this only decides what the card shows.
 */
export function useLivePhase(startIso: string, endIso: string): LivePhase | null {
  const [now, setNow] = useState(() => Date.now());
  const phase = livePhase(startIso, endIso, now);
  useEffect(() => {
    const next = phase === 'upcoming' ? Date.parse(startIso) : phase === 'ongoing' ? Date.parse(endIso) : Number.NaN;
    if (Number.isNaN(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_WAIT_MS, Math.max(0, next - Date.now()) + 20));
    return () => clearTimeout(timer);
  }, [phase, startIso, endIso]);
  return phase;
}
