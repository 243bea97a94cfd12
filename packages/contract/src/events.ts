import { z } from 'zod';
import { ZDate, ZDateIn, ZId, zIntIn } from './common.ts';

/**
 * POST /api/v1/holiday_manager/getDetail [API-EVENT-1] [EVENT-TOGGLE-4]. student_id is the
 * session's acting student; event_type 0 asks for every type; search_date null and
 * is_yearly_view false are the only values the screen sends.
 */
export const ZEventDetailRequest = z.object({
  institution_id: ZId,
  month: zIntIn(1, 12),
  year: zIntIn(1900, 9999),
  student_id: ZId,
  is_all_event_for_student: z.boolean(),
  event_type: zIntIn(0, 3),
  search_date: ZDateIn.nullable(),
  is_yearly_view: z.boolean(),
});
export type TEventDetailRequest = z.infer<typeof ZEventDetailRequest>;

/** A weekday of a weekly off (event_type 3) [EVENT-DATA-5]; 0 is Sunday. */
export const ZDayOfWeek = z.object({ day_of_week: z.number().int().min(0).max(6), day_name: z.string() });

/**
 * A calendar event [S2 §3 Calendar event]. event_type 1 holiday, 2 event (holiday_type 1..4
 * is its category), 3 weekly off. Times are 'hh:mm AM' or null; dates YYYY-MM-DD.
 */
export const ZCalendarEvent = z.object({
  event_id: z.number().int(),
  event_type: z.number().int().min(1).max(3),
  holiday_type: z.number().int().min(1).max(4).nullable(),
  title_name: z.string(),
  document_url: z.string().nullable(),
  event_start_Date: ZDate,
  event_end_date: ZDate,
  /**
   * Multi-day events only: 'Fri,20-Nov-2026 - Mon,23-Nov-2026', two comma dates separated by
   * ' - ' [EVENT-DATA-6], which the spec's client splits on spaces (parts 0 and 2) and reads
   * after the comma (decision 030); else null.
   */
  event_date_range: z.string().nullable(),
  is_all_day_event: z.boolean(),
  event_start_time: z.string().nullable(),
  event_end_time: z.string().nullable(),
  standardNamesList: z.array(z.string()),
  /** 1 Student, 3 Teacher, other Custom User [EVENT-DETAIL-10]. */
  userTypeList: z.array(z.number().int()),
  holiday_desc: z.string().nullable(),
  /** Weekly offs only; null otherwise. */
  dayOfWeekList: z.array(ZDayOfWeek).nullable(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;

/**
 * The month's events by 'YYYY-MM-DD' [EVENT-DATA-1]: each event once, under its start date
 * (also when that date is in an earlier month and the event runs into this one); the browser
 * copies multi-day events onto their later days [EVENT-DATA-2]. Weekly offs are listed under
 * each matching day of the month. The body itself is the map, not an envelope: the spec's client
 * reads it directly [API-EVENT-1] (decision 030).
 */
export const ZEventDetailResponse = z.record(z.string(), z.array(ZCalendarEvent));
export type TEventDetailResponse = z.infer<typeof ZEventDetailResponse>;
