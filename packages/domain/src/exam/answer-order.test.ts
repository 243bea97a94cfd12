import { describe, expect, it } from 'vitest';
import { nextChangeSeq, seqGivenAtMs, SEQ_UNIT_MS } from './answer-order.ts';

describe('the order of changes to an answer across devices (issue 32, decision 070)', () => {
  it('a change is numbered by when it was made, in hundredths since the start', () => {
    expect(SEQ_UNIT_MS).toBe(10);
    expect(nextChangeSeq(61_234, 0)).toBe(6_123);
  });

  it('the change made last wins, whatever each device counted before', () => {
    // Device A made many quick changes (its own counter ran far); device B answers 1.5 s later.
    let a = 0;
    for (let i = 0; i < 50; i++) a = nextChangeSeq(100_000, a);
    const b = nextChangeSeq(101_500, 0);
    expect(b).toBeGreaterThan(a);
  });

  it('a device never goes back: a change after one it has seen outranks it', () => {
    expect(nextChangeSeq(5_000, 9_000)).toBe(9_001);
    expect(nextChangeSeq(5_000, 499)).toBe(500);
    expect(nextChangeSeq(5_000, 500)).toBe(501);
  });

  it('a clock reading before the start, or none, still yields the next number', () => {
    expect(nextChangeSeq(-4_000, 0)).toBe(1);
    expect(nextChangeSeq(Number.NaN, 7)).toBe(8);
  });

  it('says when a change was made on the server clock', () => {
    expect(seqGivenAtMs(1_000_000, 6_000)).toBe(1_060_000);
  });
});
