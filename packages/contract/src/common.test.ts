import { describe, expect, it } from 'vitest';
import { INT32_MAX, ZDateIn, ZId, ZIdOrSentinel, ZInt32, zIntIn, zText } from './common.ts';

describe('shared request primitives', () => {
  it('[issue 12] ids are bounded by the integer column and accept numeric strings', () => {
    expect(ZId.parse(101)).toBe(101);
    expect(ZId.parse('101')).toBe(101);
    expect(ZId.parse(INT32_MAX)).toBe(INT32_MAX);
    for (const bad of [0, -1, INT32_MAX + 1, '2147483648', 1.5, '1e3', '', 'abc', null, true]) {
      expect(ZId.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('[CONST-SENT-1] [issue 12] -1 stands for an unused id, as a number or a string', () => {
    expect(ZIdOrSentinel.parse(-1)).toBe(-1);
    expect(ZIdOrSentinel.parse('-1')).toBe(-1);
    expect(ZIdOrSentinel.parse('7')).toBe(7);
    for (const bad of [-2, 0, INT32_MAX + 1, 'x']) expect(ZIdOrSentinel.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('[issue 12] a whole number stays within 32 bits', () => {
    expect(ZInt32.parse('2026')).toBe(2026);
    expect(ZInt32.safeParse(-INT32_MAX - 2).success).toBe(false);
  });

  it('[API-TT-2] [issue 12] a bounded whole number (a year, a month) accepts its digits as a string', () => {
    const year = zIntIn(1900, 9999);
    expect(year.parse('2026')).toBe(2026);
    expect(year.parse(2026)).toBe(2026);
    for (const bad of ['1899', 10000, '20.5', 'abc', '', null, '2026x']) expect(year.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('[issue 12] request dates are real calendar dates; unpadded ones are padded', () => {
    expect(ZDateIn.parse('2026-09-01')).toBe('2026-09-01');
    expect(ZDateIn.parse('2026-9-1')).toBe('2026-09-01');
    expect(ZDateIn.parse('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2026-02-30', '2026-13-01', '0000-01-01', '2025-02-29', '2026-00-10', '26-01-01', '2026/01/01', '']) {
      expect(ZDateIn.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('[issue 12] typed text refuses control characters; multiline text keeps line breaks', () => {
    expect(zText(10).parse('Aarav')).toBe('Aarav');
    expect(zText(10).safeParse('a\u0000b').success).toBe(false);
    expect(zText(10).safeParse('a\nb').success).toBe(false);
    expect(zText(10, { multiline: true }).parse('a\r\nb\tc')).toBe('a\r\nb\tc');
    expect(zText(10, { multiline: true }).safeParse('a\u0000').success).toBe(false);
    expect(zText(10, { multiline: true }).safeParse('a\u009b').success).toBe(false);
    expect(zText(3).safeParse('abcd').success).toBe(false);
  });
});
