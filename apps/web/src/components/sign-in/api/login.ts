import type { TLoginRequest, TLoginResponse } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export const LOGIN_TIMEOUT_MS = 5000;

/**
 * POST /api/v2/user/v3/login with a 5000 ms timeout [API-LOGIN-1]. Its 403 (fee dues) is a login
 * error, not a logout. On success the server sets the HttpOnly session cookie.
 */
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest<TLoginResponse>('/api/v2/user/v3/login', {
    method: 'POST',
    body,
    timeoutMs: LOGIN_TIMEOUT_MS,
    endSessionOn403: false,
  });
}
