import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMessage, TMessagesResponse } from '@portal/contract';
import { MESSAGES_QUERY } from '@portal/domain/messages/group-by-date';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/v1/alerts/config/messagesByPhoneNo/{instituteId}/{code}-{phone}
 * ?start_index=0&batch_size=1000 [API-MSG-1] [MSG-LIST-1] [MSG-PHONE-1].
 */
export function getMessages(instituteId: number, phone: string, signal?: AbortSignal): Promise<TMessage[]> {
  // The body is the list itself (decision 030).
  return apiRequest<TMessagesResponse>(
    `/api/v1/alerts/config/messagesByPhoneNo/${encodeURIComponent(instituteId)}/${encodeURIComponent(phone)}`,
    { signal, query: { ...MESSAGES_QUERY } },
  );
}

/** Disabled when the session has no phone to ask with (the screen shows the empty state). */
export function messagesQuery(instituteId: number, phone: string | null) {
  return queryOptions({
    queryKey: ['messages', instituteId, phone],
    queryFn: ({ signal }) => getMessages(instituteId, phone ?? '', signal),
    enabled: phone !== null,
  });
}

export function useMessages(instituteId: number, phone: string | null) {
  return useQuery(messagesQuery(instituteId, phone));
}
