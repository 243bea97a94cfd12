import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('byte ranges (a recording streamed and seekable)', () => {
  it('reads a-b, a- and the suffix -n; an end past the file stops at its last byte', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseByteRange('BYTES = 1 - 2', 1000)).toEqual({ start: 1, end: 2 });
  });

  it('a start past the end, or nothing to give, is unsatisfiable (416)', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5000-6000', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('no header, another unit, several ranges or a reversed one: the whole file (200)', () => {
    expect(parseByteRange(undefined, 1000)).toBeNull();
    expect(parseByteRange('items=0-5', 1000)).toBeNull();
    expect(parseByteRange('bytes=0-5,10-20', 1000)).toBeNull();
    expect(parseByteRange('bytes=9-5', 1000)).toBeNull();
    expect(parseByteRange('bytes=-', 1000)).toBeNull();
    expect(parseByteRange('bytes=abc', 1000)).toBeNull();
  });
});
