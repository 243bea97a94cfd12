import type { TChangePasswordRequest, TChangePasswordResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export const CHANGE_PASSWORD_TIMEOUT_MS = 15_000;

/**
 * POST /api/v1/changePwd [API-PWD-2] [PWD-CHANGE-7]. The server checks the existing password
 * [PWD-CHANGE-2] and the policy again; a refusal is an ApiError the dialog shows. Sent once per
 * click, never cached or retried: the body holds two passwords.
 */
export function changePassword(body: TChangePasswordRequest): Promise<TChangePasswordResponse> {
  return apiRequest<TChangePasswordResponse>('/api/v1/changePwd', {
    method: 'POST',
    body,
    timeoutMs: CHANGE_PASSWORD_TIMEOUT_MS,
  });
}
