import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTimetableHoliday, TTimetableHolidaysRequest, TTimetableHolidaysResponse } from '@portal/contract';
import type { YearMonth } from '@portal/domain/timetable/calendar-date';
import { apiRequest } from '../../../lib/api-client.ts';
import { monthRange, type Learner } from './learner.ts';

/** The month's holiday request [API-TT-2]: the month's year and its first and last day, zero-padded. */
export function holidaysRequest(instituteId: number, learner: Learner, month: YearMonth): TTimetableHolidaysRequest {
  const { first, last } = monthRange(month);
  return { institution_id: instituteId, year: month.year, ...learner, event_start_Date: first, event_end_date: last };
}

/** POST /api/v1/holiday_manager/event_for_timetable: one row per holiday day [TT-DATA-2]. */
export async function postHolidays(body: TTimetableHolidaysRequest, signal?: AbortSignal): Promise<TTimetableHoliday[]> {
  const response = await apiRequest<TTimetableHolidaysResponse>('/api/v1/holiday_manager/event_for_timetable', { method: 'POST', body, signal });
  return response.result;
}

/** The holiday map keyed by 'YYYY-MM-DD' [TT-DATA-2]; two holidays on one day share its marker, titles joined. */
export function holidayMap(rows: readonly TTimetableHoliday[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const row of rows) {
    const title = row.title_name.trim();
    const before = map.get(row.holiday_date);
    map.set(row.holiday_date, before && title && !before.split(', ').includes(title) ? `${before}, ${title}` : before || title);
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
