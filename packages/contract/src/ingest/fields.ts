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
