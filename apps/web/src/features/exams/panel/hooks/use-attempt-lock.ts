import { useEffect, useState } from 'react';

/**
 * waiting: asking; held: this window takes the answers; elsewhere: another window of this browser
 * has the attempt; lost: another window took it over from this one.
 */
export type LockState = 'waiting' | 'held' | 'elsewhere' | 'lost';

const supported = () => typeof navigator !== 'undefined' && 'locks' in navigator && Boolean(navigator.locks);

/**
 * One window at a time takes an attempt's answers (Web Locks, per browser). Two windows on one
 * attempt would each number their changes from the same counter, and the server, keeping the
 * higher number per question, would drop one window's answer while that window showed it saved.
 * A second window says so and may take over; the first then stops. Where the browser has no Web
 * Locks the window goes on as before.
 */
export function useAttemptLock(attemptId: number): { state: LockState; takeOver: () => void } {
  const [state, setState] = useState<LockState>(() => (supported() ? 'waiting' : 'held'));
  const [steal, setSteal] = useState(false);
  useEffect(() => {
    if (!supported()) return;
    let live = true;
    let release: (() => void) | undefined;
    const options: LockOptions = steal ? { steal: true } : { ifAvailable: true };
    navigator.locks
      .request(`portal-exam-attempt-${attemptId}`, options, (lock) => {
        if (!live) return undefined;
        if (!lock) {
          setState('elsewhere');
          return undefined;
        }
        setState('held');
        return new Promise<void>((resolve) => (release = resolve)); // held while this window shows the attempt
      })
      .catch((error: unknown) => {
        // Taken over by another window (steal): this one stops taking answers.
        if (live && error instanceof DOMException && error.name === 'AbortError') setState('lost');
      });
    return () => {
      live = false;
      release?.();
    };
  }, [attemptId, steal]);
  return { state, takeOver: () => setSteal(true) };
}
