import { describe, expect, it } from 'vitest';
import { chunkPacer } from './chunk-pacer.ts';

describe('[issue 34] import chunks around the embedded database\'s one connection', () => {
  it('a pooled database takes fixed chunks of 250 and never rests', async () => {
    const pacer = chunkPacer(false);
    await pacer.written(250, 5_000);
    expect(pacer.size()).toBe(250);
  });

  it('the embedded database sizes the next chunk to about 40 ms from the last one, within 10 and 250 records', async () => {
    const pacer = chunkPacer(true);
    expect(pacer.size()).toBe(50);
    await pacer.written(50, 20); // 0.4 ms a record: 100 records take 40 ms
    expect(pacer.size()).toBe(100);
    await pacer.written(100, 800); // 8 ms a record: fewer than 10 would do, 10 is the least
    expect(pacer.size()).toBe(10);
    await pacer.written(10, 0.1); // far faster than the clock's grain: the most
    expect(pacer.size()).toBe(250);
  });

  it('the embedded database rests a quarter of the chunk\'s time after it, so waiting calls go first', async () => {
    const pacer = chunkPacer(true);
    const began = performance.now();
    await pacer.written(50, 80);
    expect(performance.now() - began).toBeGreaterThanOrEqual(19);
  });
});
