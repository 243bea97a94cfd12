import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTimetableHolidaysRequest, TTimetableHolidaysResponse } from '@portal/contract';
import { expandMultiDayEvents } from '@portal/domain/events/event-grid';
import type { YearMonth } from '@portal/domain/timetable/calendar-date';
import { apiRequest } from '../../../lib/api-client.ts';
import { monthRange, type Learner } from './learner.ts';

/** The month's holiday request [API-TT-2]: the month's year and its first and last day, zero-padded. */
export function holidaysRequest(instituteId: number, learner: Learner, month: YearMonth): TTimetableHolidaysRequest {
  const { first, last } = monthRange(month);
  return { institution_id: instituteId, year: month.year, ...learner, event_start_Date: first, event_end_date: last };
}

/**
 * POST /api/v1/holiday_manager/event_for_timetable: the body is the map itself, each holiday
 * under its start date [API-TT-2] (decision 030).
 */
export function postHolidays(body: TTimetableHolidaysRequest, signal?: AbortSignal): Promise<TTimetableHolidaysResponse> {
  return apiRequest<TTimetableHolidaysResponse>('/api/v1/holiday_manager/event_for_timetable', { method: 'POST', body, signal });
}

/**
 * The holiday map keyed by 'YYYY-MM-DD' [TT-DATA-2]: each holiday on every day of its range
 * (one that began last month marks this month's days too); two holidays on one day share its
 * marker, titles joined.
 */
export function holidayMap(answer: TTimetableHolidaysResponse): Map<string, string> {
  const map = new Map<string, string>();
  for (const [day, holidays] of Object.entries(expandMultiDayEvents(answer))) {
    for (const holiday of holidays) {
      const title = holiday.title_name.trim();
      const before = map.get(day);
      map.set(day, before && title && !before.split(', ').includes(title) ? `${before}, ${title}` : before || title);
    }
  }
  return map;
}

export function holidaysQuery(body: TTimetableHolidaysRequest | null) {
  return queryOptions({
    queryKey: ['timetable-holidays', body],
    queryFn: ({ signal }) => postHolidays(body as TTimetableHolidaysRequest, signal),
    enabled: body !== null,
    meta: { silent: true },
  });
}

export function useHolidays(body: TTimetableHolidaysRequest | null) {
  return useQuery(holidaysQuery(body));
}
