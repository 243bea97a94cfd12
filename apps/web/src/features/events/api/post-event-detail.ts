import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCalendarEvent, TEventDetailRequest, TEventDetailResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export type EventMonthInput = {
  instituteId: number;
  studentId: number;
  year: number;
  /** 1..12 */
  month: number;
  /** All Events tab; false on My Events [EVENT-TOGGLE-4]. */
  allEvents: boolean;
};

/** The request of API-EVENT-1: only the month, the student and the tab vary. */
export function eventDetailBody(input: EventMonthInput): TEventDetailRequest {
  return {
    institution_id: input.instituteId,
    month: input.month,
    year: input.year,
    student_id: input.studentId,
    is_all_event_for_student: input.allEvents,
    event_type: 0,
    search_date: null,
    is_yearly_view: false,
  };
}

/**
 * POST /api/v1/holiday_manager/getDetail [API-EVENT-1]: the month's events by date
 * [EVENT-DATA-1]; the body is the map itself (decision 030).
 */
export async function postEventDetail(input: EventMonthInput, signal?: AbortSignal): Promise<Record<string, TCalendarEvent[]>> {
  const map = await apiRequest<TEventDetailResponse | null>('/api/v1/holiday_manager/getDetail', {
    method: 'POST',
    body: eventDetailBody(input),
    signal,
  });
  return map ?? {};
}

/**
 * One month of one tab. staleTime 0: switching tabs or months always asks the server again,
 * also for a tab seen a moment ago [EVENT-TOGGLE-3]; the cached answer shows meanwhile.
 */
export function eventDetailQuery(input: EventMonthInput) {
  return queryOptions({
    queryKey: ['event-detail', input.instituteId, input.studentId, input.year, input.month, input.allEvents],
    queryFn: ({ signal }) => postEventDetail(input, signal),
    staleTime: 0,
  });
}

export function useEventDetail(input: EventMonthInput) {
  return useQuery(eventDetailQuery(input));
}
