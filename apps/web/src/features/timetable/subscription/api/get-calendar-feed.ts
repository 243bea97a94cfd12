import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCalendarFeedState, TCalendarFeedStateResponse } from '@portal/contract';
import { apiRequest } from '../../../../lib/api-client.ts';

/** The address of the subscription calls of one account and learner (contract calendar-feed.ts). */
export function calendarFeedPath(instituteId: number, userId: number): string {
  return `/api/v1/calendar-feed/${encodeURIComponent(instituteId)}/${encodeURIComponent(userId)}`;
}

export const calendarFeedKey = (instituteId: number, userId: number) => ['calendar-feed', instituteId, userId] as const;

/** GET the subscription's state: whether an address is active and since when (never the address). */
export async function getCalendarFeed(instituteId: number, userId: number, signal?: AbortSignal): Promise<TCalendarFeedState> {
  const response = await apiRequest<TCalendarFeedStateResponse>(calendarFeedPath(instituteId, userId), { signal });
  return response.result;
}

export function calendarFeedQuery(instituteId: number, userId: number) {
  return queryOptions({
    queryKey: calendarFeedKey(instituteId, userId),
    queryFn: ({ signal }) => getCalendarFeed(instituteId, userId, signal),
  });
}

export function useCalendarFeed(instituteId: number, userId: number) {
  return useQuery(calendarFeedQuery(instituteId, userId));
}
