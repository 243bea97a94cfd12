import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeedCreated, TCalendarFeedCreatedResponse, TCalendarFeedState } from '@portal/contract';
import { apiRequest } from '../../../../lib/api-client.ts';
import { calendarFeedKey, calendarFeedPath } from './get-calendar-feed.ts';

/** POST a new address; the server turns the old one off. The answer is the only time the address is seen. */
export async function createCalendarFeed(instituteId: number, userId: number): Promise<TCalendarFeedCreated> {
  const response = await apiRequest<TCalendarFeedCreatedResponse>(calendarFeedPath(instituteId, userId), { method: 'POST' });
  return response.result;
}

/** Creates (or replaces) the address and records the new state; failures toast through the mutation cache. */
export function useCreateCalendarFeed(instituteId: number, userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarFeed(instituteId, userId),
    onSuccess: (created) => {
      client.setQueryData<TCalendarFeedState>(calendarFeedKey(instituteId, userId), { active: true, created_at: created.created_at });
    },
  });
}
