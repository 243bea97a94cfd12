import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitToRetry } from './wait-to-retry.ts';

describe('the wait before a failed submit is retried (issue 32)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ends at once when the browser comes back online, not at the backoff's end", async () => {
    const target = new EventTarget();
    const wait = waitToRetry(15_000, null, target as unknown as Window);
    await vi.advanceTimersByTimeAsync(2_000);
    target.dispatchEvent(new Event('online'));
    await expect(wait).resolves.toBe('online');
  });

  it('ends when a probe gets through though no online event came', async () => {
    let reachable = false;
    const probe = vi.fn(() => (reachable ? Promise.resolve() : Promise.reject(new Error('offline'))));
    const wait = waitToRetry(30_000, probe, new EventTarget() as unknown as Window);
    let ended: string | null = null;
    void wait.then((why) => (ended = why));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(ended).toBeNull();
    reachable = true;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(ended).toBe('probe');
    await vi.advanceTimersByTimeAsync(9_000);
    expect(probe).toHaveBeenCalledTimes(3); // no probe after the wait ended
  });

  it('else ends with its backoff', async () => {
    const wait = waitToRetry(1_000, null, new EventTarget() as unknown as Window);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(wait).resolves.toBe('timer');
  });
});
