import { z } from 'zod';
import { zText } from '../common.ts';

/** A wall time 'HH:MM' (or 'H:MM') in the institute's zone, kept as 'HH:MM'. */
export const zWallTime = z
  .string()
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { message: 'expected HH:MM (24-hour)' })
  .transform((t) => t.padStart(5, '0'));

/** An address a student's browser opens or shows: https only, so no `javascript:` or mixed content. */
export const zHttpsUrl = zText(2000)
  .transform((s) => s.trim())
  .refine((s) => /^https:\/\/[^\s]+$/.test(s), { message: 'expected an https:// address' });

/** Text that must say something: trimmed, at least one character. */
export const zRequiredText = (max: number, options: { multiline?: boolean } = {}) =>
  zText(max, options)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, { message: 'required' });

/** Marks as the portal keeps them (numeric(7, 2)): 0 to 99999.99, at most two decimals. */
export const zStoredMarks = z
  .number({ message: 'expected a number' })
  .finite()
  .min(0)
  .max(99_999.99)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'at most 2 decimals' });

/** The largest amount a numeric(12, 2) column holds. */
const MAX_AMOUNT = 9_999_999_999.99;

/** A CSV cell arrives as text: '1250.50' is read as the number; anything else is left for the check to name. */
function amountFromText(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*\d{1,10}(\.\d{1,2})?\s*$/.test(value)) return Number(value.trim());
  return value;
}

/** Money of an imported record: rupees (or the product's currency) ≥ 0 with at most 2 decimals. */
export const zMoney = z.preprocess(
  amountFromText,
  z
    .number({ error: 'expected an amount' })
    .finite()
    .min(0, { message: 'expected an amount of 0 or more' })
    .max(MAX_AMOUNT, { message: 'too large an amount' })
    // 12.345 would be rounded by the column: refuse it rather than store another amount.
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'at most 2 decimals' }),
);

/** An amount in whole paise, to add and compare amounts exactly. */
export const paiseOf = (amount: number) => Math.round(amount * 100);
