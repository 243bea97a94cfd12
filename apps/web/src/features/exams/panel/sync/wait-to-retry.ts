import { PROBE_EVERY_MS } from './sync-queue.ts';

/**
 * The wait before a failed submit is sent again (issue 32): its backoff, cut short as soon as the
 * browser says it is back online, or a probe of the server gets through (the 'online' event does
 * not always come: a captive portal, a phone between networks). A student whose network returns
 * inside the grace is sent at once, not at the next backoff step, which could fall after it.
 */
export function waitToRetry(ms: number, probe: (() => Promise<unknown>) | null, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): Promise<'timer' | 'online' | 'probe'> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (why: 'timer' | 'online' | 'probe') => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearInterval(probing);
      target.removeEventListener('online', online);
      resolve(why);
    };
    const online = () => finish('online');
    const timer = setTimeout(() => finish('timer'), ms);
    const probing = probe
      ? setInterval(() => {
          probe().then(
            () => finish('probe'),
            () => undefined,
          );
        }, Math.min(PROBE_EVERY_MS, Math.max(1, ms)))
      : undefined;
    target.addEventListener('online', online);
  });
}
