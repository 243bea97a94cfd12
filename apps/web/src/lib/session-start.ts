import type { TSessionStartResponse } from '@portal/contract';
import { sessionStartQuery } from '@portal/domain/live/start-check';
import { apiRequest } from './api-client.ts';

/**
 * GET /api/v1/meeting_manager/session/start/{institute_id}/{session_id} [API-LIVE-1]
 * [LIVE-JOIN-2]: whether the class may start now (result.allow_start_session). Asked once per
 * Join click, so it is a plain call rather than a cached query.
 */
export async function getSessionStart(instituteId: number, sessionId: number, liveMeetingWith: string | null | undefined): Promise<boolean> {
  const response = await apiRequest<TSessionStartResponse>(
    `/api/v1/meeting_manager/session/start/${encodeURIComponent(instituteId)}/${encodeURIComponent(sessionId)}`,
    { query: sessionStartQuery(liveMeetingWith) },
  );
  return response.result.allow_start_session === true;
}
