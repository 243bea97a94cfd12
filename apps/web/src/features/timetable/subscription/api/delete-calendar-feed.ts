import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeedState } from '@portal/contract';
import { apiRequest } from '../../../../lib/api-client.ts';
import { calendarFeedKey, calendarFeedPath } from './get-calendar-feed.ts';

/** DELETE: turns the address off; it stops working at once. */
export async function deleteCalendarFeed(instituteId: number, userId: number): Promise<void> {
  await apiRequest<unknown>(calendarFeedPath(instituteId, userId), { method: 'DELETE' });
}

export function useDeleteCalendarFeed(instituteId: number, userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCalendarFeed(instituteId, userId),
    onSuccess: () => {
      client.setQueryData<TCalendarFeedState>(calendarFeedKey(instituteId, userId), { active: false, created_at: null });
    },
  });
}
