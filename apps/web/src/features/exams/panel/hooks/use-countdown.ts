import { useCallback, useEffect, useRef, useState } from 'react';
import { getAttemptTime, type Timed } from '../api/attempt-calls.ts';
import type { PanelClock } from '../api/panel-types.ts';
import { announcementDue, createCountdown } from '../model/countdown.ts';

/** The clock is asked again this often, and on 'online' and when the tab shows again. */
export const RESYNC_EVERY_MS = 60_000;

type Options = {
  attemptId: number;
  /** Exact time left at enter (deadline_ms - server_now_ms); re-read at once, since enter's answer is large and slow on a poor network. */
  msLeft: number;
  /** False once the attempt is over: no more ticks or re-syncs. */
  running: boolean;
  onZero: () => void;
  /** /time says the attempt has ended on the server (submitted elsewhere, or swept). */
  onEnded: (clock: PanelClock) => void;
  /** From when to ask for other devices' answers (ServerClock.sinceMs). */
  sinceMs?: () => number | undefined;
  /** Every reading of /time: the server's clock and other devices' answers. */
  onReading?: (clock: Timed<PanelClock>) => void;
};

/**
 * The header's timer (issue 13): the server's time left counted on performance.now, re-synced
 * with GET .../time at once, every minute, on 'online' and on 'visibilitychange', and by every
 * save's answer (`sync`). Each reading is the server's exact ms left less the call's round trip
 * (issue 32): a slow network never shows more time than is left, nor fires the submit late.
 * Announces 5 minutes and 1 minute left; at 0 calls onZero once.
 */
export function useCountdown({ attemptId, msLeft, running, onZero, onEnded, sinceMs, onReading }: Options) {
  const [clock] = useState(() => {
    const countdown = createCountdown(0);
    countdown.syncMs(msLeft);
    return countdown;
  });
  const [shown, setShown] = useState(() => clock.secondsLeft());
  const [announcement, setAnnouncement] = useState<300 | 60 | null>(null);
  const last = useRef(clock.secondsLeft());
  // Entered with 0 s left (inside the server's grace): the first tick submits what there is.
  const fired = useRef(false);
  const handlers = useRef({ onZero, onEnded, sinceMs, onReading });
  useEffect(() => {
    handlers.current = { onZero, onEnded, sinceMs, onReading };
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

  /** The exact time left as of now: a reply's ms_left less its round trip (never more than is left). */
  const sync = useCallback(
    (ms: number) => {
      clock.syncMs(ms);
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
      getAttemptTime(attemptId, { signal: controller.signal, sinceMs: handlers.current.sinceMs?.() }).then(
        (c) => {
          handlers.current.onReading?.(c);
          if (c.status !== 'in_progress') handlers.current.onEnded(c);
          else sync(c.ms_left - c.rtt_ms);
        },
        () => undefined, // offline: the monotonic count goes on; the next re-sync corrects it
      );
    };
    resync(); // enter's answer may have taken seconds to arrive: its time left is that old
    const every = setInterval(resync, RESYNC_EVERY_MS);
    const visible = () => document.visibilityState === 'visible' && resync();
    window.addEventListener('online', resync);
    window.addEventListener('focus', resync); // back from another device or window: what changed there shows
    document.addEventListener('visibilitychange', visible);
    return () => {
      controller.abort();
      clearInterval(every);
      window.removeEventListener('online', resync);
      window.removeEventListener('focus', resync);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [running, attemptId, sync]);

  return { secondsLeft: shown, announcement, sync };
}
