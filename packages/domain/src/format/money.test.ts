import { describe, expect, it } from 'vitest';
import { amountInWords, formatRupees, groupIndian, MONEY_PLACEHOLDER } from './money.ts';

describe('formatRupees', () => {
  it.each([
    [0, 'Rs 0'],
    [5, 'Rs 5'],
    [999, 'Rs 999'],
    [1000, 'Rs 1,000'],
    [99_999, 'Rs 99,999'],
    [125_000, 'Rs 1,25,000'],
    [1_234_567, 'Rs 12,34,567'],
    [10_000_000, 'Rs 1,00,00,000'],
    [1_234_567_890, 'Rs 1,23,45,67,890'],
  ])('[FEES-MONEY-1] [FEES-MONEY-2] %d is %s', (amount, text) => expect(formatRupees(amount)).toBe(text));

  it.each([
    [0.4, 'Rs 0'],
    [0.5, 'Rs 1'],
    [2.5, 'Rs 3'],
    [1249.49, 'Rs 1,249'],
    [1249.5, 'Rs 1,250'],
    [999.5, 'Rs 1,000'],
    [-2.5, '-Rs 3'],
    [-0.4, 'Rs 0'],
  ])('[FEES-MONEY-3] %d is rounded half away from zero to %s', (amount, text) => expect(formatRupees(amount)).toBe(text));

  it('[FEES-MONEY-1] a negative amount puts the sign before the currency', () => {
    expect(formatRupees(-500)).toBe('-Rs 500');
    expect(formatRupees(-125_000)).toBe('-Rs 1,25,000');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('[FEES-EMPTY-2] [FEES-EMPTY-3] a missing amount (%s) shows -', (amount) => {
    expect(formatRupees(amount)).toBe(MONEY_PLACEHOLDER);
    expect(MONEY_PLACEHOLDER).toBe('-');
  });

  it('[FEES-MONEY-2] groups the last three digits, then pairs', () => {
    expect(groupIndian(12)).toBe('12');
    expect(groupIndian(1234)).toBe('1,234');
    expect(groupIndian(12345)).toBe('12,345');
    expect(groupIndian(123456)).toBe('1,23,456');
  });
});

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [10, 'Rupees Ten Only'],
    [19, 'Rupees Nineteen Only'],
    [20, 'Rupees Twenty Only'],
    [21, 'Rupees Twenty-One Only'],
    [99, 'Rupees Ninety-Nine Only'],
    [100, 'Rupees One Hundred Only'],
    [101, 'Rupees One Hundred One Only'],
    [110, 'Rupees One Hundred Ten Only'],
    [1000, 'Rupees One Thousand Only'],
    [1001, 'Rupees One Thousand One Only'],
    [12_500, 'Rupees Twelve Thousand Five Hundred Only'],
    [100_000, 'Rupees One Lakh Only'],
    [125_000, 'Rupees One Lakh Twenty-Five Thousand Only'],
    [1_234_567, 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Only'],
    [10_000_000, 'Rupees One Crore Only'],
    [10_000_001, 'Rupees One Crore One Only'],
    [999_999_999, 'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [1_000_000_000, 'Rupees One Hundred Crore Only'],
    [12_345_678_901, 'Rupees One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred One Only'],
  ])('[FEES-RCPT-2] %d in words is %s', (amount, words) => expect(amountInWords(amount)).toBe(words));

  it.each([
    [0.5, 'Fifty Paise Only'],
    [0.01, 'One Paisa Only'],
    [10.5, 'Rupees Ten and Fifty Paise Only'],
    [1250.75, 'Rupees One Thousand Two Hundred Fifty and Seventy-Five Paise Only'],
    [1.005, 'Rupees One and One Paisa Only'],
    [2.999, 'Rupees Three Only'],
    [0.004, 'Rupees Zero Only'],
  ])('[FEES-RCPT-2] paise: %d in words is %s', (amount, words) => expect(amountInWords(amount)).toBe(words));

  it('[FEES-RCPT-2] a negative amount is read with Minus', () => {
    expect(amountInWords(-500)).toBe('Minus Rupees Five Hundred Only');
    expect(amountInWords(-0.5)).toBe('Minus Fifty Paise Only');
  });

  it('[FEES-RCPT-2] a non-finite amount is refused rather than printed', () => {
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWords(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
