import { describe, expect, it } from 'vitest';
import { sharedRoundTrips } from './change-feed.ts';

/** A round trip that ends when the test says so; `sent` counts those started. */
function manualTrips() {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  let sent = 0;
  const trip = () =>
    new Promise<void>((resolve, reject) => {
      sent += 1;
      pending.push({ resolve, reject });
    });
  return { trip, pending, sent: () => sent };
}
const settled = async (p: Promise<void>) => {
  let state = 'pending';
  p.then(() => (state = 'done'), () => (state = 'failed'));
  await new Promise((r) => setImmediate(r));
  return state;
};

describe('shared catch-up round trips (decision 057)', () => {
  it('[issue 14] callers during a round trip wait for the next one, which they share', async () => {
    const m = manualTrips();
    const catchUp = sharedRoundTrips(m.trip);
    const a = catchUp();
    const b = catchUp();
    const c = catchUp();
    expect(m.sent()).toBe(1);
    m.pending[0]!.resolve();
    expect(await settled(a)).toBe('done');
    // b and c came while the first was in flight (sent, maybe, before their own events): not yet.
    expect(await settled(b)).toBe('pending');
    expect(m.sent()).toBe(2);
    m.pending[1]!.resolve();
    expect([await settled(b), await settled(c)]).toEqual(['done', 'done']);
    // Nothing in flight: the next caller starts its own at once.
    const d = catchUp();
    expect(m.sent()).toBe(3);
    m.pending[2]!.reject(new Error('lost'));
    expect(await settled(d)).toBe('failed');
  });

  it('[issue 14] a failed round trip fails its own callers only; the next ones start afresh', async () => {
    const m = manualTrips();
    const catchUp = sharedRoundTrips(m.trip);
    const a = catchUp();
    const b = catchUp();
    m.pending[0]!.reject(new Error('lost'));
    expect(await settled(a)).toBe('failed');
    m.pending[1]!.resolve();
    expect(await settled(b)).toBe('done');
  });
});
