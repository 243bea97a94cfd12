import { describe, expect, it } from 'vitest';
import { createServerClock, SINCE_MARGIN_MS, timed } from './server-clock.ts';

describe("the server's clock on the device (issue 32, decision 070)", () => {
  it('runs on from the last reading on the monotonic clock, a reading taken at the middle of its round trip', () => {
    let mono = 0;
    const clock = createServerClock(1_000_000, 1_060_000, () => mono);
    expect(clock.elapsedMs()).toBe(60_000);
    mono += 2_000;
    expect(clock.nowMs()).toBe(1_062_000);
    clock.observe(1_070_000, 800);
    expect(clock.nowMs()).toBe(1_070_400);
    mono += 1_000;
    expect(clock.elapsedMs()).toBe(71_400);
  });

  it('asks for changes from its latest reading, less a margin for other processes', () => {
    const clock = createServerClock(0, 50_000, () => 0);
    expect(clock.sinceMs()).toBe(50_000 - SINCE_MARGIN_MS);
    clock.observe(90_000, 10);
    clock.observe(80_000, 10); // a slower reply that left earlier never moves it back
    expect(clock.sinceMs()).toBe(90_000 - SINCE_MARGIN_MS);
    clock.observe(Number.NaN, 10);
    expect(Number.isFinite(clock.nowMs())).toBe(true);
  });

  it('times a call', async () => {
    let mono = 100;
    const result = await timed(async () => {
      mono += 350;
      return { ok: true };
    }, () => mono);
    expect(result).toEqual({ ok: true, rtt_ms: 350 });
  });
});
