import { useCallback, useEffect, useRef, useState } from 'react';
import { getAttemptTime } from '../api/attempt-calls.ts';
import type { PanelClock } from '../api/panel-types.ts';
import { announcementDue, createCountdown } from '../model/countdown.ts';

/** The clock is asked again this often, and on 'online' and when the tab shows again. */
export const RESYNC_EVERY_MS = 60_000;

type Options = {
  attemptId: number;
  secondsLeft: number;
  /** False once the attempt is over: no more ticks or re-syncs. */
  running: boolean;
  onZero: () => void;
  /** /time says the attempt has ended on the server (submitted elsewhere, or swept). */
  onEnded: (clock: PanelClock) => void;
};

/**
 * The header's timer (issue 13): the server's seconds left counted on performance.now, re-synced
 * with GET .../time every minute, on 'online' and on 'visibilitychange', and by every save's
 * answer (`sync`). Announces 5 minutes and 1 minute left; at 0 calls onZero once.
 */
export function useCountdown({ attemptId, secondsLeft, running, onZero, onEnded }: Options) {
  const [clock] = useState(() => createCountdown(secondsLeft));
  const [shown, setShown] = useState(secondsLeft);
  const [announcement, setAnnouncement] = useState<300 | 60 | null>(null);
  const last = useRef(secondsLeft);
  // Entered with 0 s left (inside the server's grace): the first tick submits what there is.
  const fired = useRef(false);
  const handlers = useRef({ onZero, onEnded });
  useEffect(() => {
    handlers.current = { onZero, onEnded };
  });

  const tick = useCallback(() => {
    const now = clock.secondsLeft();
    const due = announcementDue(last.current, now);
    if (due) setAnnouncement(due);
    last.current = now;
    setShown(now);
    if (now <= 0 && !fired.current) {
      fired.current = true;
      handlers.current.onZero();
    }
  }, [clock]);

  const sync = useCallback(
    (seconds: number) => {
      clock.sync(seconds);
      tick();
    },
    [clock, tick],
  );

  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout>;
    // Wake at the next whole second of the time left, so the display never skips or lags a second.
    const loop = () => {
      tick();
      const ms = clock.msLeft();
      timer = setTimeout(loop, ms > 0 ? (ms % 1000 || 1000) + 5 : 1000);
    };
    loop();
    return () => clearTimeout(timer);
  }, [running, clock, tick]);

  useEffect(() => {
    if (!running) return;
    const controller = new AbortController();
    const resync = () => {
      getAttemptTime(attemptId, controller.signal).then(
        (c) => {
          if (c.status !== 'in_progress') handlers.current.onEnded(c);
          else sync(c.seconds_left);
        },
        () => undefined, // offline: the monotonic count goes on; the next re-sync corrects it
      );
    };
    const every = setInterval(resync, RESYNC_EVERY_MS);
    const visible = () => document.visibilityState === 'visible' && resync();
    window.addEventListener('online', resync);
    document.addEventListener('visibilitychange', visible);
    return () => {
      controller.abort();
      clearInterval(every);
      window.removeEventListener('online', resync);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [running, attemptId, sync]);

  return { secondsLeft: shown, announcement, sync };
}
