import type { TSession, TSessionResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** The query of the session's confirmation (app/use-session-confirm.ts), started early on a reload. */
export const SESSION_CONFIRM_KEY = ['session'];

/** GET /api/v1/session: confirms on reload that the cookie still holds; a 403 logs out. */
export async function getSession(signal?: AbortSignal): Promise<TSession> {
  const response = await apiRequest<TSessionResponse>('/api/v1/session', { signal });
  return response.result;
}
