import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMeetingsRequest, TMeetingsResponse } from '@portal/contract';
import { pastRequestDates, type PastRange } from '@portal/domain/live/past-range';
import { apiRequest } from '../../../lib/api-client.ts';
import type { LiveContext } from '../live-context.ts';

/** live_future_past of API-LIVE-2: 1 today and upcoming, 2 past. */
const TODAY_UPCOMING = 1;
const PAST = 2;

/**
 * POST /api/v1/meeting_manager/getMeetingV2/{institute_id} [API-LIVE-2]: page 0 of size -1
 * (every class), category 3; the past with its dates as DD-MM-YYYY, a missing end as null
 * [LIVE-LOAD-1] [LIVE-LOAD-2] [LIVE-PAST-6].
 */
export async function postMeetings(ctx: LiveContext, range: PastRange | null, signal?: AbortSignal): Promise<TMeetingsResponse['result']> {
  const dates = range ? pastRequestDates(range) : { from_date: null, to_date: null };
  const body: TMeetingsRequest = {
    institution_id: ctx.instituteId,
    user_id: ctx.userId,
    page_offset: 0,
    page_size: -1,
    live_future_past: range ? PAST : TODAY_UPCOMING,
    category: 3,
    ...dates,
  };
  const path = `/api/v1/meeting_manager/getMeetingV2/${encodeURIComponent(ctx.instituteId)}`;
  return (await apiRequest<TMeetingsResponse>(path, { method: 'POST', body, signal })).result;
}

/**
 * The classes of a tab: today's and upcoming share one answer; the past is asked per range
 * [LIVE-PAST-2]. Silent: the screen shows a failure in place, with a retry.
 */
export function meetingsQuery(ctx: LiveContext, range: PastRange | null) {
  return queryOptions({
    queryKey: ['live', ctx.instituteId, ctx.userId, range?.from ?? null, range?.to ?? null],
    queryFn: ({ signal }) => postMeetings(ctx, range, signal),
    meta: { silent: true },
  });
}

export function useMeetings(ctx: LiveContext, range: PastRange | null) {
  // A new range keeps the past list of the old range on screen until the new one comes (no flash
  // of empty); the Todays answer is never shown as the past (it has no past classes).
  return useQuery({
    ...meetingsQuery(ctx, range),
    placeholderData: (previous, previousQuery) => (range && previousQuery && previousQuery.queryKey[3] !== null ? keepPreviousData(previous) : undefined),
  });
}
