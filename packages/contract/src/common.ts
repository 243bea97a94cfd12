import { z } from 'zod';
import { parseIsoDate } from '@portal/domain/timetable/calendar-date';

/** The spec's envelope: { statusCode, message, result }. */
export function zEnvelope<T extends z.ZodType>(result: T) {
  return z.object({ statusCode: z.number().int(), message: z.string(), result });
}

/** Every error answer. `code` lets the client translate; `errors` names the bad fields. */
export const ZErrorBody = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  code: z.string().optional(),
  result: z.null().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export { ERROR_CODES } from './error-codes.ts';

/** A date as the server writes it (responses): YYYY-MM-DD. Requests use ZDateIn. */
export const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/** GET /api/health: the process answers (load balancers and the bench wait for it). */
export const ZHealthResponse = z.object({ status: z.literal('ok') });

/** The largest value of a PostgreSQL `integer` column: every id of ours is one. */
export const INT32_MAX = 2_147_483_647;

/**
 * A number, or the digits of one as a string: the spec's client sends some numbers as strings
 * (the -1 ids of API-TT-1, the year of API-TT-2), and a path segment is always a string. Anything
 * else is left as it is, so the number schema refuses it with the field's name (issue 12, item 9).
 */
function numberFromDigits(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*-?\d{1,16}\s*$/.test(value)) return Number(value.trim());
  return value;
}

/** A whole number within PostgreSQL `integer`; numeric strings accepted. */
export const ZInt32 = z.preprocess(numberFromDigits, z.number().int().min(-INT32_MAX - 1).max(INT32_MAX));

/**
 * A whole number from `min` to `max` (years, months, counts, types, unix seconds); numeric
 * strings accepted as for ZInt32. Keep the bounds within what the column or loop can take.
 */
export function zIntIn(min: number, max: number) {
  return z.preprocess(numberFromDigits, z.number().int().min(min).max(max));
}

/** An id (1 .. 2^31-1, the column's type); numeric strings accepted. Past the bound: 400, never 500. */
export const ZId = z.preprocess(numberFromDigits, z.number().int().min(1).max(INT32_MAX));

/** An id or the sentinel -1 that stands for "unused" [CONST-SENT-1]. */
export const ZIdOrSentinel = z.preprocess(
  numberFromDigits,
  z.union([z.literal(-1), z.number().int().min(1).max(INT32_MAX)], { error: 'expected -1 or an id' }),
);

/**
 * A request's date: a real calendar date written YYYY-MM-DD; the spec's client also sends months
 * and days without padding (`2026-9-01`). Normalised to the padded form, so services and SQL
 * see one format. `2026-02-30`, `2026-13-01` and `0000-01-01` are refused (400), not passed on
 * to PostgreSQL (500). Years 1000..9999: outside them no date of ours makes sense.
 */
export const ZDateIn = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{1,2}-\d{1,2}$/, 'expected YYYY-MM-DD')
  .transform((text, ctx) => {
    const [year, month, day] = text.split('-');
    return calendarDayIn(year!, month!, day!, ctx);
  });

/**
 * A request date's parts as the padded 'YYYY-MM-DD'; a date not on the calendar (or before the
 * year 1000) adds the issue and gives z.NEVER. Shared by the request date formats.
 */
export function calendarDayIn(year: string, month: string, day: string, ctx: z.RefinementCtx): string {
  const padded = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (Number(year) < 1000 || !parseIsoDate(padded)) {
    ctx.addIssue({ code: 'custom', message: 'not a calendar date' });
    return z.NEVER;
  }
  return padded;
}

// C0 and C1 controls and DEL; with `multiline`, tab, line feed and carriage return are allowed.
// PostgreSQL refuses NUL in text (a 500 before this), and no one types the others.
/* eslint-disable no-control-regex -- matching control characters is the point of these two */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */

/** A string a person typed: at most `max` characters and no control characters (400 naming the field). */
export function zText(max: number, options: { multiline?: boolean } = {}) {
  const pattern = options.multiline ? CONTROL_BUT_LINES : CONTROL;
  return z
    .string()
    .max(max)
    .refine((text) => !pattern.test(text), { message: 'control characters are not allowed' });
}
