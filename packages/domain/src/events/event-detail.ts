import { parseIsoDate } from '../timetable/calendar-date.ts';

export type EventCategoryKey = 'event.category.academic' | 'event.category.sports' | 'event.category.cultural' | 'event.category.miscellaneous';

const CATEGORIES: Record<number, EventCategoryKey> = {
  1: 'event.category.academic',
  2: 'event.category.sports',
  3: 'event.category.cultural',
  4: 'event.category.miscellaneous',
};

/**
 * The category label: holiday_type 1 Academic, 2 Sports, 3 Cultural, 4 Miscellaneous
 * [EVENT-DETAIL-1], only for event_type 2 [EVENT-DETAIL-2]; null (no label) otherwise or for
 * another holiday_type.
 */
export function eventCategoryKey(eventType: number | string | null | undefined, holidayType: number | string | null | undefined): EventCategoryKey | null {
  if (Number(eventType) !== 2) return null;
  return CATEGORIES[Number(holidayType)] ?? null;
}

export type AudienceKey = 'event.audience.student' | 'event.audience.teacher' | 'event.audience.custom';

/** One audience code: 1 Student, 3 Teacher, any other number Custom User [EVENT-DETAIL-10]. */
export function audienceKey(code: number | string): AudienceKey {
  const n = Number(code);
  return n === 1 ? 'event.audience.student' : n === 3 ? 'event.audience.teacher' : 'event.audience.custom';
}

/** The Audience row [EVENT-DETAIL-10]; decision (silent): in list order, a label repeated by several codes shown once. */
export function audienceKeys(codes: readonly (number | string)[] | null | undefined): AudienceKey[] {
  return [...new Set((codes ?? []).map(audienceKey))];
}

/** The Standard row: the names joined by ', ', or '-' when there are none [EVENT-DETAIL-9]; decision (silent): blank names are dropped. */
export function standardsText(names: readonly (string | null | undefined)[] | null | undefined): string {
  const kept = (names ?? []).map((n) => (n ?? '').trim()).filter(Boolean);
  return kept.length ? kept.join(', ') : '-';
}

/** The description holiday_desc, or '-' when absent or blank [EVENT-DETAIL-11]. */
export function descriptionText(desc: string | null | undefined): string {
  return desc && desc.trim() ? desc : '-';
}

/** 'All Day' shows when is_all_day_event is set [EVENT-DETAIL-7]; decision (silent on the wire form): true, 1, '1', 'Y' and 'true' count as set. */
export function isAllDayEvent(flag: boolean | number | string | null | undefined): boolean {
  return flag === true || flag === 1 || ['1', 'Y', 'TRUE'].includes(String(flag ?? '').trim().toUpperCase());
}

/** The end date shows only when it differs from the start date [EVENT-DETAIL-5] (compared as days; an empty end date is not shown). */
export function showEndDate(start: string | null | undefined, end: string | null | undefined): boolean {
  const e = (end ?? '').trim().slice(0, 10);
  return e !== '' && e !== (start ?? '').trim().slice(0, 10);
}

/** Start and end times show when a start time exists [EVENT-DETAIL-8]. */
export function showEventTimes(startTime: string | null | undefined): boolean {
  return (startTime ?? '').trim() !== '';
}

/**
 * The month and day parts the popup shows for a date [EVENT-DETAIL-6]. Decision for
 * [EVENT-DETAIL-13]: dates are read as YYYY-MM-DD; the UI names the month (1..12) in the
 * user's language. Null for an unreadable date.
 */
export function eventDateParts(date: string | null | undefined): { month: number; day: number } | null {
  const p = parseIsoDate(date);
  return p ? { month: p.month, day: p.day } : null;
}
