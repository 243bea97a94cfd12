import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEarly, startEarly, takeEarly } from './early-fetch.ts';

afterEach(() => forgetEarly());

describe('calls started before the screen asks (issue 14: the dashboard opened directly)', () => {
  it('hands the answer to the query of the same key, once; another key finds none', async () => {
    const run = vi.fn(() => Promise.resolve(['notice']));
    startEarly(['announcements', 101, 1, 5001], run);
    startEarly(['announcements', 101, 1, 5001], run); // already waiting: not asked twice
    expect(run).toHaveBeenCalledOnce();
    expect(takeEarly(['announcements', 101, 1, 5002])).toBeUndefined();
    await expect(takeEarly(['announcements', 101, 1, 5001])).resolves.toEqual(['notice']);
    expect(takeEarly(['announcements', 101, 1, 5001])).toBeUndefined();
  });

  it('starts nothing for a query that has asked already (the screen came first)', () => {
    expect(takeEarly(['banners', 1])).toBeUndefined();
    const run = vi.fn(() => Promise.resolve([]));
    startEarly(['banners', 1], run);
    expect(run).not.toHaveBeenCalled();
  });

  it('hands a failure over as it is, and reports none that nobody took', async () => {
    startEarly(['session'], () => Promise.reject(new Error('offline')));
    await expect(takeEarly(['session'])).rejects.toThrow('offline');
    // Never taken: no unhandled rejection (vitest fails the run on one).
    startEarly(['banners', 1], () => Promise.reject(new Error('gone')));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('gives nothing once the answer is older than a screen would wait for: the query asks again', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    startEarly(['session'], () => Promise.resolve('s'));
    vi.setSystemTime(new Date('2026-11-26T10:00:11Z'));
    expect(takeEarly(['session'])).toBeUndefined();
  });
});
