import { z } from 'zod';
import { parseDecimal } from '@portal/domain/exam/rational';
import { calendarDayIn, zText } from '../common.ts';

/** Values the question bank and the tests share (issue 34, decision 082). */

/** HTML an institute wrote (a stem, a choice, a solution): kept as sent, sanitised where it is drawn (as every question's). */
export const zHtml = (max: number) => zText(max, { multiline: true });
export const zRequiredHtml = (max: number) => zHtml(max).refine((s) => s.trim().length > 0, { message: 'required' });
export { zRequiredText as zName } from './fields.ts';

/** Marks as a fraction: what exam_question and exam_test_question keep (decision 035). */
export type TMarks = { num: number; den: number };

const FRACTION = /^\s*(\d{1,6})\s*\/\s*(\d{1,4})\s*$/;
const MARKS_MESSAGE = 'expected marks as a number of at least 0 with at most 2 decimals, or a fraction such as 1/3';

/** Marks of a question: 4, 0.25 or '1/3' (a third of a mark off a wrong answer is no decimal). */
export const zMarks = z.union([z.number(), zText(20)]).transform((value, ctx): TMarks => {
  const fraction = typeof value === 'string' ? FRACTION.exec(value) : null;
  if (fraction) {
    const [num, den] = [Number(fraction[1]), Number(fraction[2])];
    if (den > 0) return { num, den };
  } else {
    const exact = typeof value === 'string' ? parseDecimal(value) : Number.isFinite(value) ? parseDecimal(String(value)) : null;
    // At most hundredths, and small enough for the integer columns.
    if (exact && exact.num >= 0n && 100n % exact.den === 0n && exact.num <= 1_000_000n) return { num: Number(exact.num), den: Number(exact.den) };
  }
  ctx.addIssue({ code: 'custom', message: MARKS_MESSAGE });
  return z.NEVER;
});

/** A decimal number as text, exact (a numeric question's answer or tolerance): '9.8', 12, '-0.5'. */
export const zDecimal = z.union([z.number(), zText(64)]).transform((value, ctx) => {
  const text = String(value).trim();
  if (Number.isFinite(Number(text)) && parseDecimal(text)) return text;
  ctx.addIssue({ code: 'custom', message: 'expected a number' });
  return z.NEVER;
});

const MOMENT = /^(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:?\d{2})?$/i;

/** A moment: a wall time of the institute's zone, or with its own offset (Z, +05:30). */
export type TMoment = { date: string; time: string; offset: string | null };

/** '2026-11-21 09:30' (the institute's zone) or '2026-11-21T09:30:00+05:30' (ISO 8601 with its offset). */
export const zMoment = zText(40).transform((text, ctx): TMoment => {
  const m = MOMENT.exec(text.trim());
  const zone = m?.[7]?.toUpperCase();
  const zoneOk = zone === undefined || zone === 'Z' || (Number(zone.slice(1, 3)) <= 14 && Number(zone.slice(-2)) <= 59);
  if (!m || Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59 || !zoneOk) {
    ctx.addIssue({ code: 'custom', message: "expected 'YYYY-MM-DD HH:MM' (the institute's time) or an ISO 8601 time with its offset" });
    return z.NEVER;
  }
  const date = calendarDayIn(m[1]!, m[2]!, m[3]!, ctx);
  const time = `${m[4]!.padStart(2, '0')}:${m[5]}:${m[6] ?? '00'}`;
  const offset = zone === undefined ? null : zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  return { date, time, offset };
});
