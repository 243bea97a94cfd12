import { describe, expect, it } from 'vitest';
import { parseDecimal, rational, rationalAdd, rationalCompare, rationalSum, roundMarks, toRational } from './rational.ts';

const r = (n: number, d = 1) => rational(BigInt(n), BigInt(d));

describe('exact marks (issue 13, decision 035)', () => {
  it('keeps fractions in lowest terms with a positive denominator', () => {
    expect(r(2, 6)).toEqual({ num: 1n, den: 3n });
    expect(r(2, -4)).toEqual({ num: -1n, den: 2n });
    expect(r(0, -5)).toEqual({ num: 0n, den: 1n });
    expect(() => r(1, 0)).toThrow(RangeError);
  });

  it('three times 1/3 is exactly 1, where floats are not', () => {
    const third = toRational({ num: 1, den: 3 });
    expect(rationalSum([third, third, third])).toEqual(r(1));
    expect(roundMarks(rationalSum([third, third, third]))).toBe(1);
    expect(rationalAdd(toRational(0.1), toRational(0.2))).toEqual(toRational(0.3));
  });

  it('reads decimal text exactly, and refuses what is not a decimal', () => {
    expect(parseDecimal(' 2.50 ')).toEqual(r(5, 2));
    expect(parseDecimal('-.75')).toEqual(r(-3, 4));
    expect(parseDecimal('1e-3')).toEqual(r(1, 1000));
    expect(parseDecimal('12.')).toEqual(r(12));
    for (const bad of ['', ' ', '.', '-', '1/2', '1,5', 'abc', '1.2.3', 'e5']) expect(parseDecimal(bad)).toBeNull();
  });

  it('reads numbers by their decimal text and fractions as given', () => {
    expect(toRational(0.33)).toEqual(r(33, 100));
    expect(toRational(4)).toEqual(r(4));
    expect(toRational({ num: 2, den: 3 })).toEqual(r(2, 3));
    expect(toRational(null)).toEqual(r(0));
    expect(() => toRational(Number.NaN)).toThrow(RangeError);
    expect(() => toRational({ num: 1.5, den: 2 })).toThrow(RangeError);
  });

  it.each<[number, number, number]>([
    [1, 8, 0.13],
    [-1, 8, -0.13],
    [1, 3, 0.33],
    [2, 3, 0.67],
    [-2, 3, -0.67],
    [1, 200, 0.01],
    [-1, 201, 0],
    [12345, 1, 12345],
  ])('rounds %i/%i once to 2 decimals, halves away from zero: %d', (n, d, out) => expect(roundMarks(r(n, d))).toBe(out));

  it('compares exactly', () => {
    expect(rationalCompare(r(1, 3), r(333, 1000))).toBe(1);
    expect(rationalCompare(r(-1, 2), r(1, 2))).toBe(-1);
    expect(rationalCompare(r(2, 4), r(1, 2))).toBe(0);
  });
});
