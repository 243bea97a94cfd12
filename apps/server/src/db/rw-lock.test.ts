import { describe, expect, it } from 'vitest';
import { RwLock } from './rw-lock.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('RwLock', () => {
  it('lets shared holders in together', async () => {
    const lock = new RwLock();
    const a = await lock.shared();
    const b = await lock.shared();
    a();
    b();
  });

  it('an exclusive request waits for shared holders, and later shared ones wait behind it', async () => {
    const lock = new RwLock();
    const order: string[] = [];
    const first = await lock.shared();
    const ex = lock.exclusive().then((release) => {
      order.push('exclusive');
      return release;
    });
    const later = lock.shared().then((release) => {
      order.push('later shared');
      return release;
    });
    await tick();
    expect(order).toEqual([]);
    first();
    const releaseEx = await ex;
    await tick();
    expect(order).toEqual(['exclusive']);
    releaseEx();
    (await later)();
    expect(order).toEqual(['exclusive', 'later shared']);
  });

  it('releasing twice has no effect', async () => {
    const lock = new RwLock();
    const release = await lock.exclusive();
    release();
    release();
    const again = await lock.exclusive();
    let second = false;
    void lock.exclusive().then(() => (second = true));
    await tick();
    expect(second).toBe(false);
    again();
    await tick();
    expect(second).toBe(true);
  });
});
